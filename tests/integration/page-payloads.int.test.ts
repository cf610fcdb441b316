// React's payload of a page with forms rendered per request, kept apart in the server's memory
// and served at its own address (scripts/page-payloads.ts, decision 105), in front of a
// stand-in for Next on a real loopback port: two servers as behind a balancer, each with its own
// memory, so a payload asked of the server that did not draw the page is rendered again there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SCRIPT_TAG, pageRewriteFor } from '../../src/server/http/framework-free.ts';
import { SiteResponse } from '../../scripts/site-response.ts';
import { createPagePayloads } from '../../scripts/page-payloads.ts';
import type { PagePayloads } from '../../scripts/page-payloads.ts';

/** A page with forms as Next renders it, its payload naming what it was asked for. */
function page(url: string) {
  const said = JSON.stringify(url).replace(/"/g, '\\"');
  return [
    `<!DOCTYPE html><html><head>${SITE_SCRIPT_TAG}`,
    '<script src="/_next/static/chunks/a.js" async=""></script></head><body><form data-island=""></form>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push([1,"quote ${said}"])</script></body></html>`,
  ].join('');
}

/** What each page's payload is, once apart. */
const payloadOf = (url: string) => [[0], [1, `quote ${JSON.stringify(url)}`]];

/** The pages the stand-in for Next rendered, in order. */
const rendered: string[] = [];

function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  rendered.push(url);
  res.setHeader('etag', '"page"');
  if (url.startsWith('/get-a-quote') || url.startsWith('/contact')) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(page(url));
  } else {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!DOCTYPE html><html><body>Not found</body></html>');
  }
}

type Server = {
  server: http.Server<typeof http.IncomingMessage, typeof SiteResponse>;
  base: string;
  payloads: PagePayloads;
};
let clock = 0;
let first: Server;
let second: Server;
let small: Server;

/** A server as scripts/server.mts puts one together, with its own memory of payloads. */
async function start(maxKept?: number): Promise<Server> {
  const payloads = createPagePayloads({
    render: next,
    isOwnFetch: (req) => req.headers['x-own-fetch'] === 'yes',
    now: () => clock,
    lifeMs: 60_000,
    ...(maxKept ? { maxKept } : {}),
  });
  const server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
    if (payloads.serve(req, res)) return;
    const rewrite = pageRewriteFor(req);
    if (rewrite) res.holdPage(req, payloads.pageRewrite(req, rewrite));
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, payloads };
}

function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString() });
          });
        })
        .on('error', reject);
    },
  );
}

/** The payload's address a page names for the site's script. */
function addressIn(html: string): string {
  const address = /id="framework-scripts" data-payload="([^"]+)"/.exec(html)?.[1];
  expect(address).toBeDefined();
  return address!;
}

beforeAll(async () => {
  [first, second, small] = await Promise.all([start(), start(), start(2)]);
});

afterAll(async () => {
  for (const { server } of [first, second, small])
    await new Promise((resolve) => server.close(resolve));
});

describe("a page with forms rendered per request: React's payload kept apart", () => {
  it('sends the page without its payload, and the payload from memory at the address it names', async () => {
    const url = '/get-a-quote?quote=QB070KTJJ';
    const html = (await get(first.base, url)).body;
    expect(html).not.toContain('data-next-payload');
    expect(html).not.toContain('__next_f');
    const address = addressIn(html);
    expect(address).toMatch(
      /^\/_payload\/[A-Za-z0-9_-]{22}\.json\?page=%2Fget-a-quote%3Fquote%3DQB070KTJJ$/,
    );
    rendered.length = 0;
    const gzip = await get(first.base, address, { 'accept-encoding': 'gzip, br' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(gzip.body)).toEqual(payloadOf(url));
    const plain = await get(first.base, address);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(payloadOf(url));
    // From memory: the page was not rendered again.
    expect(rendered).toEqual([]);
  });

  it('renders the page again on a server that does not hold its payload, with the same answer', async () => {
    const url = '/get-a-quote?quote=QA7K2M9PX';
    const address = addressIn((await get(first.base, url)).body);
    rendered.length = 0;
    const elsewhere = await get(second.base, address, { 'accept-encoding': 'gzip' });
    expect(rendered).toEqual([url]);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(elsewhere.headers['cache-control']).toBe('private, no-store');
    expect(elsewhere.headers.etag).toBeUndefined();
    expect(JSON.parse(elsewhere.body)).toEqual(payloadOf(url));
  });

  it('renders it again once its time is past, and when newer payloads pushed it out', async () => {
    const url = '/contact?from=menu';
    const address = addressIn((await get(first.base, url)).body);
    clock += 60_001;
    rendered.length = 0;
    expect(JSON.parse((await get(first.base, address)).body)).toEqual(payloadOf(url));
    expect(rendered).toEqual([url]);

    const urls = ['/contact?n=1', '/contact?n=2', '/contact?n=3'];
    const addresses: string[] = [];
    for (const u of urls) addresses.push(addressIn((await get(small.base, u)).body));
    expect(small.payloads.size).toBe(2);
    rendered.length = 0;
    for (const [i, a] of addresses.entries())
      expect(JSON.parse((await get(small.base, a)).body)).toEqual(payloadOf(urls[i]!));
    // The oldest was pushed out and rendered again; the two newest came from memory.
    expect(rendered).toEqual(['/contact?n=1']);
  });

  it("leaves the payload in a page the server fetches to keep (the kept page's own way)", async () => {
    const kept = (await get(first.base, '/contact', { 'x-own-fetch': 'yes' })).body;
    expect(kept).toContain('data-next-payload');
    expect(kept).not.toContain('data-payload=');
  });

  it('answers an address naming no page of the site with a 404, rendering nothing', async () => {
    rendered.length = 0;
    const digest = 'A'.repeat(22);
    for (const page of [
      '%2F%2Fevil.example%2Fget-a-quote',
      '%2Ftms%2FsaveQuote',
      '%2Fstaff',
      '%E0%A4%A',
      'get-a-quote',
    ]) {
      const res = await get(first.base, `/_payload/${digest}.json?page=${page}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body)).toHaveProperty('error');
    }
    expect(rendered).toEqual([]);
  });

  it('answers a page without an island with a 404: it has nothing to hand to the framework', async () => {
    rendered.length = 0;
    const res = await get(first.base, `/_payload/${'A'.repeat(22)}.json?page=%2Fabout`);
    expect(res.status).toBe(404);
    const words = 'This page has nothing to hand to the framework.';
    expect(JSON.parse(res.body)).toEqual({ error: words, message: words });
    // Which pages keep React is read from the page itself (decision 168): it is rendered to know.
    expect(rendered).toEqual(['/about']);
  });
});
