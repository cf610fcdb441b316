// Pages with no framework (decision 102). A page without a form needs nothing from React in the
// browser: its header, preloader and accordions are worked by the site's own script. The server
// keeps such pages in memory (scripts/static-pages.ts) without Next's scripts and the React
// payload written into them, so a phone downloads, parses and runs none of it.
// Pages with forms get the framework on demand (decision 105): their HTML names Next's scripts
// in a list the site's script loads on the visitor's first touch, key or focus.
import type { IncomingMessage } from 'node:http';

/**
 * Whether a page keeps React: whether it has an island, a part React runs (`data-island`, marked
 * by `useIsland()`: every public form, the quote calculator). Which pages those are follows from
 * the components each page draws; every other page is sent without the framework. No list of
 * pages is kept by hand (decision 168).
 */
export function keepsFramework(html: string): boolean {
  return ISLAND.test(html);
}

/** An element's `data-island` attribute, as React writes it. */
const ISLAND = /<[a-z][^>]*\sdata-island(?:="[^"]*")?[\s/>]/;

/**
 * The client components a page's React payload names (`I[<module id>,…]`, one per module): what
 * in the page React would run in the browser. Next's own, and the layout's, are on every page.
 */
export function clientReferences(html: string): Set<string> {
  return new Set([...html.matchAll(/:I\[(\d+),/g)].map((m) => m[1] ?? ''));
}

/** How a page Next rendered is turned into the page sent. */
export type PageRewrite = (html: string) => string;

/** A page as it is sent: with its framework on demand when it has an island, else without it. */
export function pageRewrite(html: string): string {
  return keepsFramework(html) ? withFrameworkOnDemand(html) : withoutFramework(html);
}

/** Headers of the router's own requests (a client navigation, a prefetch) or a server action. */
export const NEXT_ONLY_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
  'x-middleware-prefetch',
];

/** Whether an address (path and query) may be a public page: not the API, the console, Next's files, nor another host. */
export function isPageAddress(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/^\/(_next|tms|staff)(\/|$|\?)/.test(url);
}

/**
 * How a page Next answers `req` with is to be rewritten, if `req` may be one: a GET of a page
 * address that is not the router's own request for a page's data.
 */
export function pageRewriteFor(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): PageRewrite | null {
  if (req.method !== 'GET' || !isPageAddress(req.url ?? '/')) return null;
  for (const name of NEXT_ONLY_HEADERS) if (req.headers[name] !== undefined) return null;
  return pageRewrite;
}

/** Where every page loads the site's own script from (src/site-script/site.js, minified). */
export const SITE_SCRIPT_PATH = '/site.js';
/** The fuel-levy page's own script (src/site-script/fuel-levy.js). */
export const FUEL_LEVY_SCRIPT_PATH = '/fuel-levy.js';
/** The careers page's own script, its job ads' accordion (src/site-script/accordion.js). */
export const ACCORDION_SCRIPT_PATH = '/accordion.js';
/** The site's own scripts, served from public/ once minified (scripts/site-scripts.ts). */
export const OWN_SCRIPTS: string[] = [
  SITE_SCRIPT_PATH,
  FUEL_LEVY_SCRIPT_PATH,
  ACCORDION_SCRIPT_PATH,
];

/**
 * The `integrity` attribute of one of the site's own scripts, as the build recorded it (next.config
 * sets OWN_SCRIPT_INTEGRITY from the files it wrote): the Content Security Policy allows the file
 * by this digest (decision 120).
 */
export function ownScriptIntegrity(address: string): string | undefined {
  let integrity: unknown;
  try {
    integrity = JSON.parse(process.env.OWN_SCRIPT_INTEGRITY ?? '{}');
  } catch {
    return undefined;
  }
  if (typeof integrity !== 'object' || integrity === null) return undefined;
  const value = (integrity as Record<string, unknown>)[address];
  return typeof value === 'string' ? value : undefined;
}

/** Every script element but structured data: Next's, inline or not, and the site's own. */
const FRAMEWORK_SCRIPT =
  /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
/** Next's preloads of its scripts. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;
/** The query that names a version of the site's script: a digest of its text (decision 109). */
export const SITE_SCRIPT_VERSION_PARAM = 'v';

/**
 * The site's script's address in the pages: its path and the digest of the build's copy, so that
 * a browser keeps it for good and draws a page it has seen without asking for it again.
 */
export function siteScriptAddress(version: string | undefined): string {
  return version ? `${SITE_SCRIPT_PATH}?${SITE_SCRIPT_VERSION_PARAM}=${version}` : SITE_SCRIPT_PATH;
}

/** The site's script as React writes it into the head, versioned or not. */
export const SITE_SCRIPT_TAG = `<script src="${SITE_SCRIPT_PATH}" defer="" blocking="render"></script>`;
/**
 * That tag with or without the version `siteScriptAddress` adds, and with or without the digest
 * the Content Security Policy knows it by (decision 120).
 */
const SITE_SCRIPT_ELEMENT =
  /<script src="\/site\.js(?:\?v=[\w-]+)?"(?: integrity="[\w+/=-]+")? defer="" blocking="render"><\/script>/;

/** The path a script element loads, without its query, if any. */
function sourceOf(tag: string): string | undefined {
  return /^<script\b[^>]*\ssrc="([^"?]+)/.exec(tag)?.[1];
}

/** The element that lists, as JSON, the framework scripts a page with forms loads on demand. */
export const FRAMEWORK_LIST_ID = 'framework-scripts';

/**
 * An inline script of React's payload: one `push` of a JSON array onto `self.__next_f`. On a page
 * rendered per request it carries the answer's nonce (decision 120), which data no longer needs.
 */
const PAYLOAD_SCRIPT =
  /^<script(?: nonce="[^"]*")?>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*\])\)<\/script>$/;

/** The element that holds one piece of React's payload as data (decision 105). */
export const PAYLOAD_ATTRIBUTE = 'data-next-payload';

/** Next's own script files, as its pages reference them. */
const NEXT_SCRIPT = /^<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+)"[^>]*><\/script>$/;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page with its framework on demand: Next's script files are not loaded by the HTML but named
 * in one list (`#framework-scripts`, the body's last element) for the site's script; their
 * preloads go, and so do the `nomodule` polyfills, which no browser that runs modules asks for.
 * React's payload stays, as data (`<script type="application/json" data-next-payload>`, each
 * piece once pushed by an inline script), and so does every other inline script: what hydration
 * reads once the scripts run. A page that does not load the site's script is returned as it is
 * (nothing would load the list).
 */
export function withFrameworkOnDemand(html: string): string {
  if (!SITE_SCRIPT_ELEMENT.test(html)) return html;
  const sources: string[] = [];
  const stripped = html
    .replace(FRAMEWORK_SCRIPT, (tag) => {
      const payload = PAYLOAD_SCRIPT.exec(tag)?.[1];
      if (payload && isJson(payload)) {
        // Data, not code: the browser neither compiles nor runs it while the page loads; the
        // site's script hands it to the framework when it loads it.
        return `<script type="application/json" ${PAYLOAD_ATTRIBUTE}="">${payload}</script>`;
      }
      const source = NEXT_SCRIPT.exec(tag)?.[1]?.replace(/&amp;/g, '&');
      if (!source) return tag;
      if (!/\snomodule=/i.test(tag) && !sources.includes(source)) sources.push(source);
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');
  if (sources.length === 0) return html;
  // JSON in a script element: `<` is escaped so no source can close the element early.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${FRAMEWORK_LIST_ID}">${list}</script>`;
  // At the end of the body: React, hydrating the whole document, skips an element it did not
  // render there, where one in the head breaks hydration.
  const end = stripped.lastIndexOf('</body>');
  return end < 0
    ? `${stripped}${element}`
    : `${stripped.slice(0, end)}${element}${stripped.slice(end)}`;
}

/**
 * The page without the framework: no script but its structured data and the site's own scripts,
 * no preload of a script. A page that does not load the site's script is returned as it is (it
 * needs whatever it has).
 */
export function withoutFramework(html: string): string {
  if (!SITE_SCRIPT_ELEMENT.test(html)) return html;
  return html
    .replace(FRAMEWORK_SCRIPT, (tag) => {
      const source = sourceOf(tag);
      return source !== undefined && OWN_SCRIPTS.includes(source) ? tag : '';
    })
    .replace(SCRIPT_PRELOAD, '');
}

/** Where a kept page's React payload is served from, once taken out of it (`payloadApart`). */
export const PAYLOAD_PATH_PREFIX = '/_payload/';
/** The attribute of `#framework-scripts` that names the payload's address. */
export const PAYLOAD_ADDRESS_ATTRIBUTE = 'data-payload';

/** One piece of React's payload as `withFrameworkOnDemand` leaves it in the page. */
const PAYLOAD_ELEMENT = new RegExp(
  `<script type="application/json" ${PAYLOAD_ATTRIBUTE}="">([\\s\\S]*?)</script>`,
  'g',
);

/**
 * A page with its framework on demand, kept for every visitor alike (a pre-rendered page), with
 * React's payload taken out of it: the pieces are joined into one JSON array served at its own
 * address (named by a digest of it, so it is the same on every server of one build and never
 * stale in a cache), which `#framework-scripts` names for the site's script. A phone then
 * downloads and parses only the page, and the payload with the framework, on the first move.
 * `digest` turns the array's text into the address's name; `query` (with its `?`) is added to
 * the address. A page without payload pieces or without the list is returned as it is.
 */
export function payloadApart(
  html: string,
  digest: (text: string) => string,
  query = '',
): { html: string; address?: string; payload?: string } {
  const listTag = `<script type="application/json" id="${FRAMEWORK_LIST_ID}">`;
  if (!html.includes(listTag)) return { html };
  const pieces: string[] = [];
  const stripped = html.replace(PAYLOAD_ELEMENT, (_: string, piece: string) => {
    pieces.push(piece);
    return '';
  });
  if (pieces.length === 0) return { html };
  // Each piece is already JSON (checked when it was made data); `<` stays escaped in a file.
  const payload = `[${pieces.join(',')}]`;
  const address = `${PAYLOAD_PATH_PREFIX}${digest(payload)}.json${query}`;
  const named = `<script type="application/json" id="${FRAMEWORK_LIST_ID}" ${PAYLOAD_ADDRESS_ATTRIBUTE}="${address}">`;
  return { html: stripped.replace(listTag, named), address, payload };
}
