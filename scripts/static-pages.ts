// Pre-rendered pages answered by the Node server itself (decision 071). A page the build rendered
// once and for good (in prerender-manifest.json with no revalidation) is fetched from Next once
// when the server starts; from then on the server answers a plain visit to it from memory,
// compressed ahead of time with Brotli and gzip, with Next's own headers, instead of running
// Next's router, the request proxy and the compressor on every request. Answers rendered per
// request but changed only by a write (`shortLived`: path → seconds, decision 073) are kept the
// same way for that many seconds, then fetched again while the old copy still answers (decision
// 103); a write in this process drops them at once (`forget`). Anything else (client navigations
// asking for RSC data, query strings, other methods, other pages rendered per request) goes to
// Next as before. The copies are fetched through the server itself, so a page without forms
// arrives already without the framework (site-response.ts, decision 102).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { encodings, LEVELS, pickEncoding } from '../src/server/http/compression.ts';
import { pagePolicy, scriptSources } from '../src/server/http/content-security-policy.ts';
import {
  NEXT_ONLY_HEADERS,
  OWN_SCRIPTS,
  SITE_SCRIPT_PATH,
  payloadApart,
  siteScriptAddress,
} from '../src/server/http/framework-free.ts';

/** Headers not copied from Next's answer: per connection, per request, or set here. */
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** Pages that are never a visit's answer under their own name. */
const SKIPPED_ROUTES = new Set(['/_global-error', '/_not-found']);

/** Larger answers are left to Next (none of the site's pages comes near). */
const MAX_BYTES = 2 * 1024 * 1024;

/** The part of Next's prerender-manifest.json read here: each route's revalidation. */
type PrerenderManifest = {
  routes?: Record<string, { initialRevalidateSeconds: number | false }>;
};

/** An answer the server gave one of its own fetches: its headers by their names in lower case. */
type Fetched = { status: number; headers: Record<string, string>; body: Buffer };

/** An answer kept in memory: its headers, and its body as it is and compressed both ways. */
type KeptAnswer = {
  headers: OutgoingHttpHeaders;
  etag?: string;
  identity: Uint8Array;
  gzip: Buffer;
  br: Buffer;
};

/** A page kept: when it is fetched again (Infinity: never), and how long it answers past that. */
type KeptPage = KeptAnswer & { expiresAt: number; lifetimeMs: number };

/** Routes the build rendered once, with no revalidation (time-based or otherwise). */
export function staticRoutes(distDir: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as PrerenderManifest;
  return Object.entries(manifest.routes ?? {})
    .filter(
      ([route, entry]) => entry.initialRevalidateSeconds === false && !SKIPPED_ROUTES.has(route),
    )
    .map(([route]) => route);
}

/** Marks the server's own fetches, which Next must answer even while a copy is kept. */
const OWN_FETCH_HEADER = 'x-site-own-fetch';

async function fetchOnce(base: string, route: string, token: string): Promise<Fetched> {
  const res = await fetch(`${base}${route}`, {
    headers: { 'accept-encoding': 'identity', [OWN_FETCH_HEADER]: token },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error('too large');
  return { status: res.status, headers: Object.fromEntries(res.headers), body };
}

/**
 * The name of a build file's address (a payload, the site's script): a digest of its text, the same
 * on every server.
 */
export function contentDigest(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** What the build names by its digest (payloads, the site's script): cached for good by anyone. */
const LASTING_CACHE = 'public, max-age=31536000, immutable';

/** Payloads are the build's own, named by their digest. */
export const PAYLOAD_HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': LASTING_CACHE,
  vary: 'Accept-Encoding',
  'x-content-type-options': 'nosniff',
};

/**
 * The pages and answers the server keeps in memory, and answers from there. Its functions use no
 * `this`: each may be handed on alone (`forget` to the application, `isOwnFetch` to the payloads).
 */
export type StaticPages = {
  load: (base: string) => Promise<number>;
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  forget: (routes: string[]) => void;
  isOwnFetch: (req: IncomingMessage) => boolean;
  readonly size: number;
};

export function createStaticPages({
  distDir,
  shortLived = {},
  lasting = [],
  log,
  now = Date.now,
}: {
  distDir: string;
  shortLived?: Record<string, number>;
  /** More routes kept for good, beyond the pages the build rendered once. */
  lasting?: string[];
  log: { warn(...args: unknown[]): void };
  now?: () => number;
}): StaticPages {
  /** route → { headers, identity, br, gzip, etag, expiresAt, lifetimeMs } */
  const pages = new Map<string, KeptPage>();
  /**
   * React's payloads taken out of the kept pages with forms (decision 105), by address: kept for
   * good, as a page kept earlier may still name one (its address changes only with its content).
   */
  const payloads = new Map<string, KeptAnswer>();
  /** The site's script at its versioned address (decision 109), cached for good; by address. */
  const versioned = new Map<string, KeptPage>();
  /** Where the server itself answers, once loaded: short-lived answers are fetched again there. */
  let origin: string | undefined;
  /** Short-lived routes being fetched, and when a failed fetch may be tried again. */
  const fetching = new Set<string>();
  const retryAt = new Map<string, number>();
  /** Known to this process only: its own fetches are never answered from memory. */
  const ownFetchToken = randomBytes(16).toString('hex');
  /** Bumped by `forget`: a fetch started before a write does not keep what it read. */
  const generation = new Map<string, number>();
  /** The routes the build rendered once, whose inline scripts are the build's own. */
  let built = new Set<string>();

  /** Fetch `route` from `base` and keep the answer; true when it was kept. */
  async function fetchAndKeep(base: string, route: string): Promise<boolean> {
    const seconds = shortLived[route];
    const startedIn = generation.get(route) ?? 0;
    const res = await fetchOnce(base, route, ownFetchToken);
    // An answer that sets a cookie is one visitor's: never kept and sent to all (decision 123).
    if (res.status !== 200 || res.headers['set-cookie'] !== undefined) return false;
    if ((generation.get(route) ?? 0) !== startedIn) return false;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    }
    const vary = String(headers.vary ?? '');
    if (!/accept-encoding/i.test(vary))
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const level = seconds ? LEVELS.now : LEVELS.kept;
    let body = res.body;
    if (/^text\/html/i.test(String(headers['content-type'] ?? ''))) {
      // A page with forms: its React payload is served apart, fetched with the framework.
      const apart = payloadApart(body.toString('utf8'), contentDigest);
      if (apart.address && apart.payload !== undefined) {
        if (!payloads.has(apart.address)) {
          const kept = encodings(Buffer.from(apart.payload), LEVELS.kept);
          payloads.set(apart.address, { headers: PAYLOAD_HEADERS, ...kept });
        }
        body = Buffer.from(apart.html);
      }
      // Its policy names the scripts of the very text kept by their hashes (decision 120): every
      // inline one of a page the build rendered once, only its script files otherwise.
      headers['content-security-policy'] = pagePolicy({
        scripts: scriptSources(body.toString('utf8'), { inline: built.has(route) }),
      });
    }
    pages.set(route, {
      headers,
      etag: res.headers.etag,
      ...encodings(body, level),
      expiresAt: seconds ? now() + seconds * 1000 : Infinity,
      lifetimeMs: seconds ? seconds * 1000 : Infinity,
    });
    return true;
  }

  /** Fetch a short-lived answer again in the background, once at a time, Next answering meanwhile. */
  function refresh(route: string): void {
    if (!origin || fetching.has(route) || now() < (retryAt.get(route) ?? 0)) return;
    fetching.add(route);
    void fetchAndKeep(origin, route)
      .catch((err: unknown) => {
        log.warn({ err, route }, 'an answer could not be kept in memory; Next answers it');
        return false;
      })
      .then((kept) => {
        if (!kept) retryAt.set(route, now() + (shortLived[route] ?? 0) * 1000);
      })
      .finally(() => fetching.delete(route));
  }

  /** Drop the kept answers of `routes` (after a write): the next visit is rendered anew. */
  function forget(routes: string[]): void {
    for (const route of routes) {
      generation.set(route, (generation.get(route) ?? 0) + 1);
      pages.delete(route);
      retryAt.delete(route);
    }
  }

  /** Fetch every static and short-lived route from the running server (`base`) and keep it. */
  async function load(base: string): Promise<number> {
    let routes: string[];
    try {
      routes = staticRoutes(distDir);
      built = new Set(routes);
    } catch (err) {
      log.warn({ err }, 'no prerender manifest: every page is answered by Next');
      return 0;
    }
    // The site's own scripts (decision 102), asked for by the pages: kept the same way.
    for (const route of [...routes, ...lasting, ...OWN_SCRIPTS, ...Object.keys(shortLived)]) {
      try {
        await fetchAndKeep(base, route);
      } catch (err) {
        log.warn({ err, route }, 'a pre-rendered page could not be loaded; Next answers it');
      }
    }
    const site = pages.get(SITE_SCRIPT_PATH);
    if (site) {
      versioned.set(siteScriptAddress(contentDigest(site.identity)), {
        ...site,
        headers: { ...site.headers, 'cache-control': LASTING_CACHE },
      });
    }
    origin = base;
    return pages.size;
  }

  /** Answer `req` from memory when it is a plain visit to a loaded page; false otherwise. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const [pathname = ''] = url.split('?');
    const payload = payloads.get(pathname);
    if (payload) return send(req, res, payload);
    const script = versioned.get(url);
    if (script) return send(req, res, script);
    if (url.includes('?') || url.includes('#')) return false;
    for (const name of NEXT_ONLY_HEADERS) if (req.headers[name] !== undefined) return false;
    if (req.headers[OWN_FETCH_HEADER] === ownFetchToken) return false;
    let page = pages.get(url);
    if (page && now() >= page.expiresAt) {
      // Past its time: fetched again in the background while the kept copy still answers
      // (decision 103), for at most as long again; a write drops it at once (`forget`).
      refresh(url);
      if (now() >= page.expiresAt + page.lifetimeMs) {
        pages.delete(url);
        page = undefined;
      }
    }
    if (!page) {
      if (Object.hasOwn(shortLived, url)) refresh(url);
      return false;
    }
    return send(req, res, page);
  }

  /** Answer `req` with a kept answer, in the encoding the client takes. */
  function send(req: IncomingMessage, res: ServerResponse, page: KeptAnswer): boolean {
    const headers = { ...page.headers };
    if (page.etag && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = page[encoding];
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return {
    load,
    serve,
    forget,
    /** True for this server's own fetch of a page to keep (Next must render it as it is). */
    isOwnFetch: (req) => req.headers[OWN_FETCH_HEADER] === ownFetchToken,
    get size() {
      return pages.size;
    },
  };
}
