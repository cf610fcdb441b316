// Pages Next renders on request, held by the server's answer (scripts/site-response.ts) and sent
// without the framework or, on pages with forms, with it on demand (decisions 102 and 105), in
// front of a stand-in for Next on a real loopback port that answers the way
// Next does: headers then the whole page, a status and streamed chunks, headers flushed first,
// files and compressed answers it leaves alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteResponse } from '../../scripts/site-response.ts';
import { RESOURCE_HEADERS } from '../../src/server/http/content-security-policy.ts';
import {
  SITE_SCRIPT_TAG,
  pageRewrite,
  pageRewriteFor,
  withFrameworkOnDemand,
  withoutFramework,
} from '../../src/server/http/framework-free.ts';

const PAGE = [
  `<!DOCTYPE html><html><head>${SITE_SCRIPT_TAG}`,
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Page</h1>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');
const SENT = [
  `<!DOCTYPE html><html><head>${SITE_SCRIPT_TAG}`,
  '</head><body><h1>Page</h1></body></html>',
].join('');
/** A page with a form, an island React runs (decision 168), as Next writes it. */
const FORM_PAGE = PAGE.replace('<h1>Page</h1>', '<h1>Page</h1><form data-island=""></form>');
/** That page sent: Next's scripts listed for the site's script, React's payload kept. */
const ON_DEMAND = [
  `<!DOCTYPE html><html><head>${SITE_SCRIPT_TAG}`,
  '</head><body><h1>Page</h1><form data-island=""></form>',
  '<script type="application/json" data-next-payload="">[1,"payload"]</script>',
  '<script type="application/json" id="framework-scripts">["/_next/static/chunks/a.js"]</script>',
  '</body></html>',
].join('');

let server: http.Server<typeof http.IncomingMessage, typeof SiteResponse>;
let base: string;
/** The calls Next's own wrappers saw (the /feed.xml answer). */
const seenByNext: string[] = [];
/** The accept-encoding header the stand-in for Next was asked with, by path. */
const askedEncoding = new Map<string, string | undefined>();

/** Answers as Next does, in different ways per path. */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = (req.url ?? '').split('?')[0]!;
  askedEncoding.set(path, req.headers['accept-encoding']);
  res.setHeader('etag', '"page-1"');
  if (path === '/about' || path === '/contact') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(path === '/contact' ? FORM_PAGE : PAGE);
  } else if (path === '/streamed') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.flushHeaders();
    res.write(PAGE.slice(0, 100));
    setTimeout(() => {
      res.write(Buffer.from(PAGE.slice(100)));
      res.end();
    }, 10);
  } else if (path === '/flushed') {
    // Headers flushed before their status is written: the answer is already held by then.
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.writeHead(200, { 'x-later': 'kept' });
    res.end(PAGE);
  } else if (path === '/no-such-page') {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(PAGE.slice(0, 50), 'utf8');
    res.end(PAGE.slice(50));
  } else if (path === '/feed.xml') {
    // Next wraps write and end in turn, after the server's own wrappers, and counts on its
    // wrappers seeing every call to the end of the answer.
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = function counted(...args: Parameters<typeof write>) {
      seenByNext.push('write');
      return write(...args);
    } as typeof write;
    res.end = function counted(...args: Parameters<typeof end>) {
      seenByNext.push('end');
      return end(...args);
    } as typeof end;
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<rss>');
    setTimeout(() => {
      res.write('<item/>');
      res.end('</rss>');
    }, 10);
  } else if (path === '/history.csv') {
    res.writeHead(200, { 'content-type': 'text/csv' });
    res.end('month,year\n');
  } else if (path === '/about/') {
    // Next's own redirect (a trailing slash, a redirect of next.config): no header of the site's.
    res.statusCode = 308;
    res.setHeader('location', '/about');
    res.setHeader('refresh', '0;url=/about');
    res.end('/about');
  } else if (path === '/own-policy') {
    res.writeHead(200, {
      'content-type': 'application/json',
      'Content-Security-Policy': "default-src 'self'",
      'x-frame-options': 'SAMEORIGIN',
    });
    res.end('{}');
  } else if (path === '/compressed') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(zlib.gzipSync(PAGE));
  } else {
    res.writeHead(304);
    res.end();
  }
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
    const rewrite = pageRewriteFor(req);
    if (rewrite) res.holdPage(req, rewrite);
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('pages Next renders, sent without the framework', () => {
  it('strips a page Next writes whole, and compresses it as the browser accepts', async () => {
    const plain = await get('/about?utm_source=news');
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(SENT);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(SENT)));
    expect(plain.headers.etag).toBe('"page-1"');
    const br = await get('/about?utm_source=news', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SENT);
    // Next was asked for the page uncompressed.
    expect(askedEncoding.get('/about')).toBeUndefined();
  });

  it('sends a page with forms with its framework on demand', async () => {
    const page = await get('/contact?quote=Q1', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(zlib.gunzipSync(page.body).toString()).toBe(ON_DEMAND);
  });

  it('holds a page that Next streams after flushing its headers, and the not-found page', async () => {
    const streamed = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(streamed.body).toString()).toBe(SENT);
    const flushed = await get('/flushed');
    expect(flushed.body.toString()).toBe(SENT);
    expect(flushed.headers['x-later']).toBe('kept');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(SENT);
  });

  it("leaves Next's own wrappers of the answer in place to its end", async () => {
    const feed = await get('/feed.xml');
    expect(feed.body.toString()).toBe('<rss><item/></rss>');
    expect(seenByNext).toEqual(['write', 'write', 'end']);
  });

  it('passes everything else through as Next writes it', async () => {
    const csv = await get('/history.csv', { 'accept-encoding': 'gzip' });
    expect(csv.headers['content-type']).toBe('text/csv');
    expect(csv.body.toString()).toBe('month,year\n');
    const compressed = await get('/compressed');
    expect(zlib.gunzipSync(compressed.body).toString()).toBe(PAGE);
    const notModified = await get('/unchanged', { 'if-none-match': '"page-1"' });
    expect(notModified.status).toBe(304);
  });

  it('keeps the framework, on demand, on a page with an island, and takes it off every other', () => {
    expect(pageRewrite(PAGE)).toBe(withoutFramework(PAGE));
    expect(pageRewrite(FORM_PAGE)).toBe(withFrameworkOnDemand(FORM_PAGE));
    expect(pageRewrite(FORM_PAGE)).toBe(ON_DEMAND);
  });

  it("rewrites pages only: the API, the console, Next's files and the router go to Next", () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, method, headers }) as unknown as http.IncomingMessage;
    expect(pageRewriteFor(req('/about'))).toBe(pageRewrite);
    expect(pageRewriteFor(req('/no/such/page?x=1'))).toBe(pageRewrite);
    expect(pageRewriteFor(req('/contact?from=menu'))).toBe(pageRewrite);
    expect(pageRewriteFor(req('//elsewhere.example/x'))).toBeNull();
    expect(pageRewriteFor(req('/tms/getFuelLevies'))).toBeNull();
    expect(pageRewriteFor(req('/staff/sign-in'))).toBeNull();
    expect(pageRewriteFor(req('/_next/static/chunks/a.js'))).toBeNull();
    expect(pageRewriteFor(req('/contact', { rsc: '1' }))).toBeNull();
    expect(pageRewriteFor(req('/about', { rsc: '1' }))).toBeNull();
    expect(pageRewriteFor(req('/about', {}, 'HEAD'))).toBeNull();
    expect(pageRewriteFor(req('/about', {}, 'POST'))).toBeNull();
  });
});

describe('the headers every answer carries', () => {
  /** The site's headers as Node hands them to a client: by their names in lower case. */
  const siteHeaders = Object.fromEntries(
    Object.entries(RESOURCE_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
  );

  it("gives the site's headers to an answer Next writes without them, such as its redirects", async () => {
    const moved = await get('/about/');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('/about');
    expect(moved.headers).toMatchObject(siteHeaders);
    expect(moved.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(moved.headers['x-content-type-options']).toBe('nosniff');
    expect(moved.headers['x-frame-options']).toBe('DENY');
    expect(moved.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Strict-Transport-Security is the running server's, from its own address (server.mts); a
    // window of its own is for two pages only (next.config, decision 108).
    expect(moved.headers['strict-transport-security']).toBeUndefined();
    expect(moved.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const path of ['/about?x=1', '/no-such-page', '/history.csv', '/unchanged'])
      expect((await get(path)).headers, path).toMatchObject(siteHeaders);
  });

  it('lets what a writer sets replace them, in whatever case it names them', async () => {
    const own = await get('/own-policy');
    expect(own.headers['content-security-policy']).toBe("default-src 'self'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
  });
});
