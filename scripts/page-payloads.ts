// React's payload of a page with forms that Next renders per request (decision 105, addenda): a
// saved quote's link, or a form page opened with a query. Like a kept page's, it leaves the page,
// so a phone neither downloads nor decodes it before the first paint, and comes with the framework
// on the visitor's first move. It is kept in this server's memory for a while, compressed, under a
// digest of its text, and the page names it with its own address added:
// `/_payload/<digest>.json?page=%2Fget-a-quote%3Fquote%3D…`. A server that does not hold it
// (another one behind the balancer, one restarted, or the time is past) renders the page again and
// answers with that rendering's payload: the same one when nothing changed in between, or else
// the page as it is now, which React then draws.
import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import {
  PAYLOAD_PATH_PREFIX,
  isPageAddress,
  pageRewrite as sentPage,
  payloadApart,
} from '../src/server/http/framework-free.ts';
import type { PageRewrite } from '../src/server/http/framework-free.ts';
import type { SiteResponse } from './site-response.ts';
import { PAYLOAD_HEADERS, contentDigest } from './static-pages.ts';
import { acceptsEncoding, compress } from '../src/server/http/compression.ts';
import { errorBody } from '../src/server/http/json-error.ts';

/** How long a payload is kept: far longer than a visitor takes to start on the page. */
const LIFE_MS = 15 * 60_000;
/** At most this many are kept (a saved quote's: about 20 KB compressed); the oldest go first. */
const MAX_KEPT = 500;

/** A kept page's payload headers, but what one visitor's page showed (their quote) is for no cache. */
const HEADERS = { ...PAYLOAD_HEADERS, 'cache-control': 'private, no-store' };

/** A payload's address as `apart` makes it: the digest, then the page's own address. */
const ADDRESS = new RegExp(`^${PAYLOAD_PATH_PREFIX}([A-Za-z0-9_-]{22})\\.json\\?page=([^&#]+)$`);

/** The payloads of the pages with forms rendered per request, kept in memory and served. */
export type PagePayloads = {
  serve: (req: IncomingMessage, res: SiteResponse) => boolean;
  pageRewrite: (req: IncomingMessage, rewrite: PageRewrite) => PageRewrite;
  readonly size: number;
};

/** A payload kept: compressed, and until when it is served. */
type KeptPayload = { gzip: Buffer; expiresAt: number };

/**
 * `render` has Next answer a request; `isOwnFetch` tells the server's own fetches of the pages it
 * keeps, which take their payload apart themselves (static-pages.ts).
 */
export function createPagePayloads({
  render,
  isOwnFetch = () => false,
  now = Date.now,
  maxKept = MAX_KEPT,
  lifeMs = LIFE_MS,
}: {
  render: (req: IncomingMessage, res: SiteResponse) => void;
  isOwnFetch?: (req: IncomingMessage) => boolean;
  now?: () => number;
  maxKept?: number;
  lifeMs?: number;
}): PagePayloads {
  /** digest → { gzip, expiresAt }, oldest first (a Map keeps the order things were set in). */
  const kept = new Map<string, KeptPayload>();

  /** The page, its framework on demand, with its payload kept here; `address` is the page's. */
  function apart(html: string, address: string): string {
    let name = '';
    const digest = (text: string) => (name = contentDigest(text));
    const result = payloadApart(html, digest, `?page=${encodeURIComponent(address)}`);
    if (result.payload === undefined) return html;
    kept.delete(name);
    kept.set(name, {
      gzip: compress(Buffer.from(result.payload), 'gzip'),
      expiresAt: now() + lifeMs,
    });
    for (const oldest of kept.keys()) {
      if (kept.size <= maxKept) break;
      kept.delete(oldest);
    }
    return result.html;
  }

  /**
   * How a page Next renders for `req` is to be sent, given `rewrite` (pageRewriteFor's): a page
   * that keeps React (it has an island) also has its payload taken apart, unless the server is
   * fetching it to keep.
   */
  function pageRewrite(req: IncomingMessage, rewrite: PageRewrite): PageRewrite {
    const address = req.url ?? '/';
    if (!isPageAddress(address) || isOwnFetch(req)) return rewrite;
    // A page sent without the framework has no payload to take apart: `apart` leaves it as it is.
    return (html) => apart(rewrite(html), address);
  }

  /** A page's payload alone, from Next's rendering of the page; sent as JSON. */
  function payloadOf(html: string, res: SiteResponse): string {
    // The page as it is sent: a page without an island has no payload.
    const { payload } = payloadApart(sentPage(html), contentDigest);
    res.removeHeader('etag');
    for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
    if (res.statusCode === 200 && payload !== undefined) return payload;
    res.statusCode = 404;
    return errorBody('This page has nothing to hand to the framework.');
  }

  /** Answer `req` when it asks for a payload `apart` named; false for anything else. */
  function serve(req: IncomingMessage, res: SiteResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = ADDRESS.exec(req.url ?? '');
    const name = match?.[1];
    const pageParam = match?.[2];
    if (name === undefined || pageParam === undefined) return false;
    const entry = kept.get(name);
    if (entry && now() < entry.expiresAt) {
      const gzip = acceptsEncoding(req.headers['accept-encoding'], 'gzip');
      const body = gzip ? entry.gzip : zlib.gunzipSync(entry.gzip);
      res.writeHead(200, {
        ...HEADERS,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': String(body.length),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    if (entry) kept.delete(name);
    let page = '';
    try {
      page = decodeURIComponent(pageParam);
    } catch {
      // Not an address: answered below as one that is not a page with forms.
    }
    if (!isPageAddress(page)) {
      res.writeHead(404, HEADERS);
      res.end(errorBody('There is no such page.'));
      return true;
    }
    // Not held here: the page is rendered again, as its visitor would get it, for its payload.
    req.url = page;
    res.holdPage(req, (html) => payloadOf(html, res));
    render(req, res);
    return true;
  }

  return {
    serve,
    pageRewrite,
    get size() {
      return kept.size;
    },
  };
}
