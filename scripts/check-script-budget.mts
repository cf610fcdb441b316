// `npm run check:budget [-- <build folder>]`: the JavaScript each pre-rendered page of a production
// build asks the browser for, as the sum of the gzip sizes of the scripts its HTML references,
// checked against script-budget.json (decision 070). Prints every page's total and its biggest
// chunks, and exits non-zero when a page is over its budget or the build has no pages.
// Arguments: the build folder (else NEXT_DIST_DIR, else .next), then the budget file (else
// script-budget.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { z } from 'zod';
import {
  OWN_SCRIPTS,
  clientReferences,
  keepsFramework,
  withoutFramework,
} from '../src/server/http/framework-free.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KB = 1024;

export type PageScripts = {
  route: string;
  /** A page with forms keeps React (it has an island); every other page goes without it. */
  kind: 'form' | 'content';
  /** Client components React would run, on a page sent without React (no island). */
  inert: boolean;
  /** Biggest first. */
  scripts: { url: string; gzipBytes: number }[];
  totalBytes: number;
};

export type CheckedPage = PageScripts & {
  limitBytes: number;
  over: boolean;
};

/** Pages that are never a visitor's first page: the last-resort error page. */
const NOT_PAGES = new Set(['/_global-error']);

/** An address without its query (the site's script carries its version there). */
const withoutQuery = (url: string): string => url.split('?')[0]!;

/**
 * Scripts a page's HTML makes a current browser download: `<script src>` and
 * `<link rel="preload|modulepreload" as="script">`, each address once, in the order of the HTML.
 * `nomodule` polyfills, which browsers with modules never fetch, only when `nomodule` is set.
 */
export function scriptUrls(
  html: string,
  { nomodule = false }: { nomodule?: boolean } = {},
): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (isScript) {
      if (!nomodule && /\snomodule\b/i.test(tag)) continue;
      const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
      if (src) urls.add(src);
    } else {
      const rel = /\srel="([^"]+)"/i.exec(tag)?.[1]?.toLowerCase();
      const as = /\sas="([^"]+)"/i.exec(tag)?.[1]?.toLowerCase();
      const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
      if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) {
        urls.add(href);
      }
    }
  }
  return [...urls].filter(
    (url) =>
      OWN_SCRIPTS.includes(withoutQuery(url)) ||
      (url.startsWith('/_next/static/') && /\.m?js(\?|$)/.test(url)),
  );
}

/** "index.html" → "/", "about/our-drivers.html" → "/about/our-drivers". */
export function routeOf(htmlFile: string): string {
  const route = `/${htmlFile.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

function htmlFiles(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...htmlFiles(path.join(dir, entry.name), relative));
    else if (entry.name.endsWith('.html')) found.push(relative);
  }
  return found;
}

/** Gzip size of a file as a server compressing at the default level sends it. */
function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/**
 * Every pre-rendered page of the build in `distDir` with the scripts its HTML references as the
 * server sends it (pages without forms lose the framework's, decision 102) and their gzip sizes,
 * biggest first. A page with forms counts the framework's scripts its HTML names for loading on
 * the visitor's first move (decision 105), as Next built them. Fails when a referenced script is
 * missing from the build.
 */
export function measureBuild(
  distDir: string,
  { nomodule = false }: { nomodule?: boolean } = {},
): PageScripts[] {
  const appDir = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(appDir)) {
    throw new Error(`${distDir} holds no production build (run next build first)`);
  }
  const sizes = new Map<string, number>();
  const sizeOf = (url: string): number => {
    let size = sizes.get(url);
    if (size === undefined) {
      const file = OWN_SCRIPTS.includes(withoutQuery(url))
        ? path.join(ROOT, 'public', withoutQuery(url))
        : path.join(distDir, 'static', withoutQuery(url.replace(/^\/_next\/static\//, '')));
      if (!fs.existsSync(file)) throw new Error(`${url} is referenced but not in the build`);
      size = gzipBytes(file);
      sizes.set(url, size);
    }
    return size;
  };
  const pages: (Omit<PageScripts, 'inert'> & { references: Set<string> })[] = [];
  for (const file of htmlFiles(appDir).sort()) {
    const route = routeOf(file);
    if (NOT_PAGES.has(route)) continue;
    const built = fs.readFileSync(path.join(appDir, file), 'utf8');
    const kind = keepsFramework(built) ? 'form' : 'content';
    const html = kind === 'form' ? built : withoutFramework(built);
    const scripts = scriptUrls(html, { nomodule })
      .map((url) => ({ url, gzipBytes: sizeOf(url) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    pages.push({ route, kind, scripts, totalBytes, references: clientReferences(built) });
  }
  // A page is inert when its React payload names a client component that the not-found page (the
  // layout alone) does not: something React would run, on a page sent without React because it
  // has no island. It works in development and is dead in production (decision 168).
  const layout = pages.find((page) => page.route === '/_not-found')?.references;
  if (!layout) throw new Error('The build has no not-found page to tell the layout by');
  return pages.map(({ references, ...page }) => ({
    ...page,
    inert: page.kind === 'content' && [...references].some((id) => !layout.has(id)),
  }));
}

const NOT_KB = 'must be a positive number of KB';
const KB_LIMIT = z.number({ error: NOT_KB }).positive({ error: NOT_KB });
const BUDGET = z.object({
  countNomodule: z.boolean({ error: 'must be true or false' }).default(false),
  contentPageKB: KB_LIMIT,
  formPageKB: KB_LIMIT,
});

export type Budget = z.infer<typeof BUDGET>;

/** Read and check a budget file: limits in KB, and whether nomodule polyfills count. */
export function readBudget(file: string): Budget {
  const read = BUDGET.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (read.success) return read.data;
  const [issue] = read.error.issues;
  throw new Error(`${file}: ${issue?.path.join('.')} ${issue?.message}`);
}

/**
 * Each page against its limit: pages with forms (an island: they keep React) against formPageKB,
 * every other page contentPageKB.
 */
export function checkBudget(pages: PageScripts[], budget: Budget): CheckedPage[] {
  return pages.map((page) => {
    const limitBytes = (page.kind === 'form' ? budget.formPageKB : budget.contentPageKB) * KB;
    return { ...page, limitBytes, over: page.totalBytes > limitBytes };
  });
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** The report: one line per page, then its three biggest chunks. */
export function formatReport(checked: CheckedPage[]): string {
  const lines: string[] = [];
  for (const page of checked) {
    const verdict = page.over ? 'OVER' : 'ok';
    lines.push(
      `${verdict.padEnd(4)} ${page.route.padEnd(52)} ${kb(page.totalBytes).padStart(9)} of ${kb(page.limitBytes)} (${page.kind} page, ${page.scripts.length} scripts)`,
    );
    for (const script of page.scripts.slice(0, 3)) {
      lines.push(`       ${kb(script.gzipBytes).padStart(9)}  ${script.url}`);
    }
  }
  return lines.join('\n');
}

function main(): void {
  const distDir = path.resolve(ROOT, process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  const budget = readBudget(path.resolve(ROOT, process.argv[3] || 'script-budget.json'));
  const pages = measureBuild(distDir, { nomodule: budget.countNomodule });
  if (pages.length === 0) {
    console.error(`No pre-rendered pages in ${distDir}.`);
    process.exit(1);
  }
  const checked = checkBudget(pages, budget);
  console.log(formatReport(checked));
  const inert = pages.filter((page) => page.inert);
  if (inert.length) {
    console.error(
      `\n${inert.map((p) => p.route).join(', ')}: client components with no island, so served without React and dead; mark the interactive part with useIsland() (decision 168).`,
    );
    process.exit(1);
  }
  const over = checked.filter((page) => page.over);
  if (over.length) {
    console.error(
      `\n${over.length} of ${checked.length} pages are over the script budget (script-budget.json): ${over.map((p) => p.route).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`\nAll ${checked.length} pre-rendered pages are within the script budget.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
