import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FAILED, NOT_FOUND, createApiRouter } from '@/server/api/router';
import { RESOURCE_POLICY, SECURITY_HEADERS } from '@/server/http/content-security-policy.ts';

// The API's router in process (src/server/api/router.ts, decisions 169 and 171), over routes of
// the test's own: the headers every answer gets, compression, and its own answers for a method a
// path does not take, a path it does not have and a handler that fails.

const LARGE = {
  rows: Array.from({ length: 200 }, (_, i) => ({ row: i, suburb: 'Dandenong South' })),
};

const router = createApiRouter([
  {
    method: 'GET',
    path: '/tms/small',
    handler: () => Promise.resolve(Response.json({ ok: true })),
  },
  { method: 'GET', path: '/tms/large', handler: () => Promise.resolve(Response.json(LARGE)) },
  {
    method: 'GET',
    path: '/tms/items/[id]',
    handler: (_request, params) => Promise.resolve(Response.json({ id: params.id })),
  },
  {
    method: 'POST',
    path: '/tms/broken',
    handler: () => Promise.reject(new Error('the database went away')),
  },
]);

const get = (path: string, acceptEncoding?: string) =>
  router.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

function expectSiteHeaders(res: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers.get(name), name).toBe(value);
  expect(res.headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
  expect(res.headers.get('vary')).toBe('Accept-Encoding');
}

describe("the API's router", () => {
  it('gives an answer the headers every answer of the site gets', async () => {
    const res = await get('/tms/small', 'br, gzip');
    expect(res.status).toBe(200);
    expectSiteHeaders(res);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it('compresses a larger answer with Brotli, or gzip, for a client that takes it', async () => {
    const brotli = await get('/tms/large', 'gzip, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const unpacked = zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer()));
    expect(JSON.parse(unpacked.toString('utf8'))).toEqual(LARGE);
    const gzip = await get('/tms/large', 'gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gunzipped = zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer()));
    expect(JSON.parse(gunzipped.toString('utf8'))).toEqual(LARGE);
    expectSiteHeaders(gzip);
  });

  it('sends a larger answer as it is to a client that takes no compression', async () => {
    const res = await get('/tms/large');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(LARGE);
  });

  it('hands a handler the segment its path leaves open', async () => {
    expect(await (await get('/tms/items/BFL-7')).json()).toEqual({ id: 'BFL-7' });
  });

  it('answers a path it does not have with 404 and its JSON error, headers and all', async () => {
    const res = await get('/tms/nothing-here', 'br');
    expect(res.status).toBe(404);
    expectSiteHeaders(res);
    expect(await res.json()).toMatchObject({ error: NOT_FOUND });
  });

  it("refuses a method a path does not take with 405, the path's methods in Allow, headers and all", async () => {
    const posted = await router.request('/tms/items/7', {
      method: 'POST',
      headers: { 'content-length': '7' },
      body: '{"a":1}',
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    // Its body is not read: the connection closes after the answer.
    expect(posted.headers.get('connection')).toBe('close');
    expectSiteHeaders(posted);
    expect(await posted.json()).toMatchObject({
      error: 'POST is not allowed here; this address takes GET, HEAD.',
    });
    const got = await get('/tms/broken');
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST, OPTIONS');
    expect(got.headers.get('connection')).toBeNull();
    const head = await router.request('/tms/broken', { method: 'HEAD' });
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
    // HEAD is answered as GET is, without the body.
    const small = await router.request('/tms/small', { method: 'HEAD' });
    expect(small.status).toBe(200);
    expect(await small.text()).toBe('');
  });

  it('answers OPTIONS with 204 and the methods of the path, and a path it does not have with 404', async () => {
    const options = await router.request('/tms/broken', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    expectSiteHeaders(options);
    const unknown = await router.request('/tms/nothing-here', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
  });

  it('answers a handler that fails with 500 and the fields every error has', async () => {
    const res = await router.request('/tms/broken', { method: 'POST', body: '{}' });
    expect(res.status).toBe(500);
    expectSiteHeaders(res);
    expect(await res.json()).toEqual({ error: FAILED, message: FAILED });
  });
});
