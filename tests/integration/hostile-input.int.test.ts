// What a hostile client may send to every POST route: no token, another content type, control
// characters, values the database cannot hold. Each gets a 4xx with a JSON error, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiRoutes } from '../support/api-routes';
import type { ApiRoute } from '../support/api-routes';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { validBodies } from '../support/valid-bodies';

let app: TestApp;
let routes: ApiRoute[];
let postRoutes: (ApiRoute & { POST: NonNullable<ApiRoute['POST']> })[];
beforeAll(async () => {
  app = await startTestApp();
  routes = loadApiRoutes();
  postRoutes = routes.filter((r): r is (typeof postRoutes)[number] => Boolean(r.POST));
});
afterAll(async () => {
  await app.close();
});

/** Every string leaf of a body, by path, with a setter: the fields a control character can hide in. */
function stringFields(body: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof body === 'string') return [path];
  if (Array.isArray(body)) return body.flatMap((v, i) => stringFields(v, [...path, i]));
  if (body && typeof body === 'object')
    return Object.entries(body).flatMap(([k, v]) => stringFields(v, [...path, k]));
  return [];
}

function withValueAt(body: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

describe('every POST route under /tms, found on disk', () => {
  it('covers the routes the site calls, each with a valid body in the test seeds', () => {
    const seeds = validBodies();
    expect(postRoutes.map((r) => r.path).sort()).toEqual(Object.keys(seeds).sort());
  });

  it('refuses a call without the anti-forgery token with 403', async () => {
    const seeds = validBodies();
    for (const route of postRoutes) {
      const res = await callRoute(route.path, seeds[route.path], { xsrf: false });
      expect(res.status, route.path).toBe(403);
      expect(res.json.error, route.path).toBe('Missing or invalid anti-forgery token');
    }
  });

  it('refuses a body that is not JSON by its content type with 415', async () => {
    const seeds = validBodies();
    for (const route of postRoutes) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]) {
        const res = await callRoute(route.path, undefined, {
          rawBody: JSON.stringify(seeds[route.path]),
          headers: { 'content-type': type },
        });
        expect(res.status, `${route.path} ${type}`).toBe(415);
        expect(String(res.json.error)).toMatch(/JSON/);
      }
    }
  });

  it('refuses a compressed body with 415, where it would be read as garbled JSON', async () => {
    const seeds = validBodies();
    for (const route of postRoutes) {
      for (const encoding of ['gzip', 'br', 'deflate, gzip']) {
        const res = await callRoute(route.path, undefined, {
          rawBody: JSON.stringify(seeds[route.path]),
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        });
        expect(res.status, `${route.path} ${encoding}`).toBe(415);
        expect(String(res.json.error)).toMatch(/uncompressed JSON/);
      }
    }
    // Identity is no compression at all.
    const res = await callRoute('/tms/getQuoteRates', undefined, {
      rawBody: JSON.stringify(seeds['/tms/getQuoteRates']),
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
  });

  it('accepts JSON with a charset parameter', async () => {
    const res = await callRoute('/tms/getQuoteRates', undefined, {
      rawBody: JSON.stringify(validBodies()['/tms/getQuoteRates']),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
  });

  it('answers a NUL or another control character in any text field with 400 naming it', async () => {
    const seeds = validBodies();
    const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];
    for (const route of postRoutes) {
      const body = seeds[route.path]!;
      for (const [i, path] of stringFields(body).entries()) {
        const control = controls[i % controls.length]!;
        const res = await callRoute(
          route.path,
          withValueAt(body, path, `Plain text${control}more`),
        );
        const field = path.join('.');
        expect(res.status, `${route.path} ${field}`).toBe(400);
        expect(res.json.field, `${route.path} ${field}`).toBe(field);
        expect(String(res.json.error)).toContain('must not contain control characters');
      }
    }
  });

  it('keeps line breaks and tabs in a message', async () => {
    const contact = postRoutes.find((r) => r.path === '/tms/save-contact')!;
    const res = await callRoute(contact.path, {
      ...validBodies()['/tms/save-contact'],
      message: 'First line\r\nSecond line\twith a tab',
    });
    expect(res.status).toBe(200);
  });

  it('answers a body nested far deeper than any form with 400, not a crashed stack', async () => {
    const contact = postRoutes.find((r) => r.path === '/tms/save-contact')!;
    const depth = 30_000;
    const res = await callRoute(contact.path, undefined, {
      rawBody: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(res.status).toBe(400);
  });
});
