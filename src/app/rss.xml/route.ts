import { Feed } from 'feed';
import { listPosts, postBannerSrc, postPath } from '@/content/blog';
import { site } from '@/content/site';
import { parseCalendarDate } from '@/domain/format';
import { absoluteUrl } from '@/lib/site-url';

// The blog as an RSS 2.0 feed, built once at build time like the pages it lists.
export const dynamic = 'force-static';

export function GET(): Response {
  const posts = listPosts();
  const feed = new Feed({
    title: `${site.name} blog`,
    description: `News and know-how from ${site.name}.`,
    id: absoluteUrl('/resources/our-blog'),
    link: absoluteUrl('/resources/our-blog'),
    language: 'en-AU',
    image: absoluteUrl('/icon.svg'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${site.copyrightYear} ${site.legalName}`,
    updated: posts[0] ? parseCalendarDate(posts[0].date) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl('/rss.xml') },
    author: { name: site.name, email: site.emails.sales, link: absoluteUrl('/') },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absoluteUrl(postPath(post)),
      link: absoluteUrl(postPath(post)),
      description: `${post.description}...`,
      content: post.longContent,
      date: parseCalendarDate(post.date),
      image: { url: absoluteUrl(postBannerSrc(post)), type: 'image/svg+xml' },
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
