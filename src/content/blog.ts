import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { formatAddress, site } from './site';

// The blog posts of spec §3: Markdown files with front matter in src/content/blog, read once at
// build time. The body becomes sanitised HTML (longContent). Company facts are written in the
// Markdown as {{tokens}} and filled in from site.ts, so no post repeats a phone number or address.

/** Folder under public/ holding the banner images named by `bannerImg`. */
const blogImageFolder = '/blog';

const frontMatterSchema = z.object({
  id: z.number().int().positive(),
  metaTitle: z.string().min(1),
  metaDescription: z.array(z.object({ description: z.string().min(1) })).min(1),
  bannerImg: z.string().regex(/^[\w-]+\.(svg|png|jpg|webp)$/),
  altImgText: z.string().min(1),
  title: z.string().min(1),
  // The URL key: the title without punctuation, so dashes can stand for its spaces.
  altTitle: z.string().regex(/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/, 'letters, digits and single spaces'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd in quotes'),
  description: z.string().min(1),
});

export type BlogPost = z.infer<typeof frontMatterSchema> & {
  /** The body as sanitised HTML. */
  longContent: string;
};

const tokens: Record<string, string> = {
  company: site.name,
  legalName: site.legalName,
  salesPhone: site.phones.sales.display,
  salesPhoneHref: `tel:${site.phones.sales.e164}`,
  salesEmail: site.emails.sales,
  ...Object.fromEntries(site.offices.map((o) => [`office.${o.label}`, formatAddress(o)])),
  ...Object.fromEntries(site.offices.map((o) => [`place.${o.label}`, `${o.locality} ${o.state}`])),
};

function fillTokens(text: string, file: string): string {
  return text.replace(/\{\{\s*([\w. ]+?)\s*\}\}/g, (_, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`${file}: unknown token {{${name}}}`);
    return value;
  });
}

const allowedTags = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Markdown to HTML with only harmless tags and attributes left. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ['href', 'title'], th: ['scope'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}

export function parsePost(source: string, file: string): BlogPost {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const meta = parsed.data;
  return {
    ...meta,
    description: fillTokens(meta.description, file),
    longContent: renderMarkdown(fillTokens(content, file)),
  };
}

const postsDir = path.join(process.cwd(), 'src', 'content', 'blog');

let cache: BlogPost[] | undefined;

/** Every post, newest first (ties: the higher id first). */
export function listPosts(): BlogPost[] {
  if (!cache) {
    const posts = fs
      .readdirSync(postsDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => parsePost(fs.readFileSync(path.join(postsDir, f), 'utf8'), f));
    const keys = new Set(posts.map((p) => p.altTitle.toLowerCase()));
    if (keys.size !== posts.length) throw new Error('Two blog posts share an altTitle');
    cache = posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  }
  return cache;
}

/** The URL parameter of a post: its altTitle with spaces as dashes. */
export function postSlug(post: Pick<BlogPost, 'altTitle'>): string {
  return post.altTitle.replace(/ /g, '-');
}

export function postPath(post: Pick<BlogPost, 'altTitle'>): string {
  return `/our-blog/${postSlug(post)}`;
}

/** The post a URL parameter names: dashes back to spaces, then looked up by altTitle. */
export function findPostBySlug(param: string): BlogPost | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return undefined;
  }
  const altTitle = decoded.replace(/-/g, ' ');
  return listPosts().find((p) => p.altTitle === altTitle);
}

export function postBannerSrc(post: Pick<BlogPost, 'bannerImg'>): string {
  return `${blogImageFolder}/${post.bannerImg}`;
}

/** The post's meta description: its metaDescription items, in order. */
export function postMetaDescription(post: Pick<BlogPost, 'metaDescription'>): string {
  return post.metaDescription.map((m) => m.description).join(' ');
}
