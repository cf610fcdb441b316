// Pre-rendered pages answered from memory by the Node server (scripts/static-pages.ts, decision
// 071), in front of a stand-in for Next on a real loopback port: what is loaded, what is answered
// from memory and what is left to Next, cookies and policies, compression and revalidation.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_SCRIPT_TAG,
  pageRewriteFor,
  siteScriptAddress,
} from '../../src/server/http/framework-free.ts';
import { pagePolicy, scriptSources } from '../../src/server/http/content-security-policy.ts';
import { pickEncoding } from '../../src/server/http/compression.ts';
import { contentDigest, createStaticPages, staticRoutes } from '../../scripts/static-pages.ts';
import { SiteResponse } from '../../scripts/site-response.ts';

/** A page as Next writes it: its scripts, React's payload, structured data, the site's script. */
const SERVICES = [
  '<!DOCTYPE html><html lang="en-AU"><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  `${SITE_SCRIPT_TAG}`,
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Services</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');
const SERVICES_SERVED = [
  '<!DOCTYPE html><html lang="en-AU"><head>',
  `${SITE_SCRIPT_TAG}</head><body><h1>Services</h1>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('');
const SITE_SCRIPT = '(() => { document.documentElement.dataset.siteScript = "ready"; })();';

/** A page with a form as Next writes it: React's payload is pushed by inline scripts. */
const CONTACT = [
  '<!DOCTYPE html><html lang="en-AU"><head>',
  `${SITE_SCRIPT_TAG}`,
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body><form data-island=""></form>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\u003cform\\u003e"])</script>',
  '<p>Offices</p><script>self.__next_f.push([1,"2:done"])</script></body></html>',
].join('');

const ABOUT = `<!DOCTYPE html><html lang="en-AU"><body>${'<p>About Banksia Freight Lines</p>'.repeat(200)}</body></html>`;

let dist: string;
let next: http.Server<typeof http.IncomingMessage, typeof SiteResponse>;
let site: http.Server;
let nextBase: string;
let siteBase: string;
let nextHits: string[] = [];
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined };

function listen(server: NetServer): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-pages-'));
  fs.writeFileSync(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({
      routes: {
        '/about': { initialRevalidateSeconds: false },
        '/services': { initialRevalidateSeconds: false },
        '/contact': { initialRevalidateSeconds: false },
        '/news': { initialRevalidateSeconds: 60 },
        '/_not-found': { initialRevalidateSeconds: false },
        '/broken': { initialRevalidateSeconds: false },
        '/services-cookie': { initialRevalidateSeconds: false },
      },
    }),
  );
  // Next, as far as these pages go: its headers (no cookie: the site's script makes the token,
  // decision 123), and a cookie on one page only; a page without forms goes out without the
  // framework, as the server sends what Next renders.
  next = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
    nextHits.push(`${req.method} ${req.url}`);
    const rewrite = pageRewriteFor(req);
    if (rewrite) res.holdPage(req, rewrite);
    if (req.url === '/broken') {
      res.writeHead(500).end('failed');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 's-maxage=31536000',
      etag: '"about-1"',
      vary: 'rsc, next-router-state-tree, next-router-prefetch',
    };
    if (req.url === '/services-cookie') headers['set-cookie'] = 'visitor=1; Path=/';
    const script = req.url === '/site.js' || req.url === '/fuel-levy.js';
    if (script) headers['content-type'] = 'application/javascript; charset=UTF-8';
    const pages: Record<string, string> = { '/about': ABOUT, '/contact': CONTACT };
    res.writeHead(200, headers).end(pages[req.url!] ?? (script ? SITE_SCRIPT : SERVICES));
  });
  nextBase = await listen(next);
  const pages = createStaticPages({
    distDir: dist,
    log,
  });
  // The server: memory first, then a stand-in that says it was Next's turn.
  site = http.createServer((req, res) => {
    if (!pages.serve(req, res)) res.writeHead(299).end('to Next');
  });
  siteBase = await listen(site);
  // Three pages and the site's three scripts.
  expect(await pages.load(nextBase)).toBe(6);
  nextHits = [];
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => next.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pre-rendered pages from memory', () => {
  it('takes only pages rendered once for good, not the error pages', () => {
    expect(staticRoutes(dist)).toEqual([
      '/about',
      '/services',
      '/contact',
      '/broken',
      '/services-cookie',
    ]);
  });

  it("answers a visit with Next's page and headers, and sets no cookie", async () => {
    const first = await get(`${siteBase}/about`);
    expect(nextHits).toEqual([]);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(ABOUT);
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(ABOUT)));
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.vary).toBe(
      'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
    );
    expect(first.headers['set-cookie']).toBeUndefined();
  });

  it('names the scripts of each kept page in its policy by their hashes', async () => {
    // A page with one inline script of its own and the site's script named by its digest.
    const inline = '<script>window.kept = 1</script>';
    const page = SERVICES.replace(
      SITE_SCRIPT_TAG,
      `<script src="/site.js" integrity="sha256-${'A'.repeat(43)}=" defer="" blocking="render"></script>${inline}`,
    );
    expect(scriptSources(page)).toEqual([
      `'sha256-${'A'.repeat(43)}='`,
      `'sha256-${createHash('sha256').update('window.kept = 1').digest('base64')}'`,
      // Next's own inline payload, as the page was written; the structured data is not run.
      `'sha256-${createHash('sha256').update('self.__next_f.push([1,"payload"])').digest('base64')}'`,
    ]);
    const about = await get(`${siteBase}/about`);
    const policy = String(about.headers['content-security-policy']);
    expect(policy).toBe(pagePolicy({ scripts: scriptSources(about.body.toString()) }));
    // The page has no script but the site's (with no digest here): it may run none.
    expect(policy).toContain("script-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('never keeps an answer that sets a cookie', async () => {
    expect((await get(`${siteBase}/services-cookie`)).status).toBe(299);
  });

  it("keeps a page without forms without the framework's scripts, and the site's own script", async () => {
    const services = await get(`${siteBase}/services`);
    expect(services.body.toString()).toBe(SERVICES_SERVED);
    expect(services.headers['content-length']).toBe(String(Buffer.byteLength(SERVICES_SERVED)));
    const script = await get(`${siteBase}/site.js`, { 'accept-encoding': 'br' });
    expect(script.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(zlib.brotliDecompressSync(script.body).toString()).toBe(SITE_SCRIPT);
    expect(nextHits).toEqual([]);
  });

  it("answers the site's script at its versioned address, cached for good, and leaves any other version to Next", async () => {
    const address = siteScriptAddress(contentDigest(SITE_SCRIPT));
    const script = await get(`${siteBase}${address}`, { 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(zlib.gunzipSync(script.body).toString()).toBe(SITE_SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    // The plain address is still asked again each time; an old or made-up version goes to Next.
    const plain = await get(`${siteBase}/site.js`);
    expect(plain.headers['cache-control']).not.toContain('immutable');
    expect((await get(`${siteBase}/site.js?v=old`)).status).toBe(299);
    expect(nextHits).toEqual([]);
  });

  it("keeps a page with forms without React's payload, which is served at its own address", async () => {
    const contact = (await get(`${siteBase}/contact`)).body.toString();
    expect(contact).not.toContain('data-next-payload');
    expect(contact).toContain(
      '<form data-island=""></form><p>Offices</p><script type="application/json"',
    );
    const address =
      /<script type="application\/json" id="framework-scripts" data-payload="(\/_payload\/[\w-]{22}\.json)">\["\/_next\/static\/chunks\/a\.js"\]<\/script>/.exec(
        contact,
      )?.[1];
    expect(address).toBeDefined();
    const payload = await get(`${siteBase}${address}`, { 'accept-encoding': 'gzip' });
    expect(payload.status).toBe(200);
    expect(payload.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(payload.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(payload.headers['set-cookie']).toBeUndefined();
    // The pieces in the page's order, as its inline scripts pushed them.
    expect(JSON.parse(zlib.gunzipSync(payload.body).toString())).toEqual([
      [0],
      [1, '1:\u003cform\u003e'],
      [1, '2:done'],
    ]);
    expect(nextHits).toEqual([]);
    // An address no page names is Next's to answer (its 404).
    expect((await get(`${siteBase}/_payload/${'x'.repeat(22)}.json`)).status).toBe(299);
  });

  it('sends Brotli or gzip as the browser accepts, each the same page', async () => {
    const br = await get(`${siteBase}/about`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ABOUT);
    const gzip = await get(`${siteBase}/about`, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(ABOUT);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(Buffer.byteLength(ABOUT) / 10);
  });

  it('answers a revalidation with 304 and a HEAD with headers only', async () => {
    const notModified = await get(`${siteBase}/about`, { 'if-none-match': '"about-1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await get(`${siteBase}/about`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next what is not a plain visit to a loaded page', async () => {
    const toNext = async (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      (await get(`${siteBase}${url}`, headers, method)).status;
    expect(await toNext('/about?quote=Q123')).toBe(299);
    expect(await toNext('/about', { rsc: '1' })).toBe(299);
    expect(await toNext('/about', { 'next-router-prefetch': '1' })).toBe(299);
    expect(await toNext('/about', {}, 'POST')).toBe(299);
    expect(await toNext('/about/')).toBe(299);
    expect(await toNext('/news')).toBe(299);
    expect(await toNext('/broken')).toBe(299);
    expect(await toNext('/_not-found')).toBe(299);
    expect(await toNext('/services')).toBe(200);
  });

  it('reads encodings as the server needs them', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity, *;q=0')).toBe('identity');
  });
});

describe('answers kept for a few seconds', () => {
  let levy = 'Levy for November';
  let clock = Date.parse('2026-11-25T00:00:00Z');
  let hits: string[] = [];
  let upstream: http.Server;
  let front: http.Server;
  let frontBase: string;
  let kept: ReturnType<typeof createStaticPages>;
  /** While set, Next holds its answers (read when asked) until it is called. */
  let held: Promise<void> | undefined;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeAll(async () => {
    // Next: a page rendered per request from what was last published.
    upstream = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      const body = levy;
      const headers: http.OutgoingHttpHeaders = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      };
      void Promise.resolve(held).then(() => res.writeHead(200, headers).end(body));
    });
    const upstreamBase = await listen(upstream);
    kept = createStaticPages({
      distDir: dist,
      shortLived: { '/levy': 30 },
      log,
      now: () => clock,
    });
    // The server: memory first, then Next (the stand-in above), as scripts/server.mts does.
    front = http.createServer((req, res) => {
      if (kept.serve(req, res)) return;
      http.get(`${upstreamBase}${req.url}`, { headers: req.headers }, (up) => {
        res.writeHead(up.statusCode!, up.headers);
        up.pipe(res);
      });
    });
    frontBase = await listen(front);
    await kept.load(frontBase);
  });

  afterAll(async () => {
    await new Promise((resolve) => front.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('answers from memory for its seconds, then keeps answering while one fetch renders it anew', async () => {
    hits = [];
    clock += 29_000;
    const fresh = await get(`${frontBase}/levy`);
    expect(fresh.body.toString()).toBe('Levy for November');
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['cache-control']).toContain('no-store');
    expect(hits).toEqual([]);

    levy = 'Levy for December';
    clock += 1_000;
    // Past its time: the kept copy still answers the crowd, and one fetch renders the page anew
    // (decision 103), so Next never renders it once per visitor.
    const visits = await Promise.all([1, 2, 3, 4].map(() => get(`${frontBase}/levy`)));
    for (const visit of visits) expect(visit.body.toString()).toBe('Levy for November');
    await settle();
    expect(hits).toEqual(['GET /levy']);
    const after = await get(`${frontBase}/levy`);
    expect(after.body.toString()).toBe('Levy for December');
    expect(hits).toEqual(['GET /levy']);
  });

  it('leaves the page to Next once its copy is twice its time old and could not be renewed', async () => {
    hits = [];
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    clock += 61_000;
    // The copy is too old to answer, and its renewal is still under way: Next answers.
    const visit = get(`${frontBase}/levy`);
    while (hits.length < 2) await settle();
    release();
    held = undefined;
    expect((await visit).body.toString()).toBe('Levy for December');
    await settle();
    hits = [];
    expect((await get(`${frontBase}/levy`)).body.toString()).toBe('Levy for December');
    expect(hits).toEqual([]);
  });

  it('drops an answer at once when a write forgets it', async () => {
    await get(`${frontBase}/levy`);
    hits = [];
    levy = 'Levy for January';
    kept.forget(['/levy']);
    expect((await get(`${frontBase}/levy`)).body.toString()).toBe('Levy for January');
    await settle();
    hits = [];
    expect((await get(`${frontBase}/levy`)).body.toString()).toBe('Levy for January');
    expect(hits).toEqual([]);
  });

  it('does not keep what a fetch read before a write that forgot it', async () => {
    clock += 31_000;
    levy = 'Levy before the write';
    hits = [];
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    // The visit after expiry gets the old copy; the background fetch reads before the write lands.
    const visit = get(`${frontBase}/levy`);
    while (hits.length < 1) await settle();
    levy = 'Levy after the write';
    kept.forget(['/levy']);
    release();
    held = undefined;
    expect((await visit).body.toString()).toBe('Levy for January');
    await settle();
    expect((await get(`${frontBase}/levy`)).body.toString()).toBe('Levy after the write');
  });
});
