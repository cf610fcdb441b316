import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageRewriteFor } from '../../src/server/http/framework-free.ts';
import { staticRoutes } from '../../scripts/static-pages.ts';
import { clientReferences, keepsFramework } from '../../src/server/http/framework-free.ts';

// What the serving layer assumes of Next's build, each assumption by name, checked on the build
// the browser suite runs (the global setup makes it). `npm run upgrade:next` runs this file: when
// a Next release changes its output, the failure names the assumption it broke and the module
// that holds it. The rewriting itself is tested on hand-written pages in
// src/server/http/framework-free.test.ts; this file proves those pages are still what Next writes.

const dist = path.resolve(`.next-e2e-${process.env.E2E_NAME ?? 'main'}`);
const appDir = path.join(dist, 'server', 'app');
const page = (route: string) =>
  fs.readFileSync(
    path.join(appDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`),
    'utf8',
  );
const request = (url: string) =>
  ({ method: 'GET', url, headers: {} }) as unknown as Parameters<typeof pageRewriteFor>[0];
/** A page as the server sends it: without the framework, or with it on demand. */
const rewrite = (route: string) => pageRewriteFor(request(route))!(page(route));

const NEXT_SCRIPT_FILE = /<script\b[^>]*\ssrc="\/_next\/static\/[^"]+"[^>]*><\/script>/g;
const PAYLOAD_PUSH =
  /<script(?: nonce="[^"]*")?>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/g;

test.describe("the serving layer's assumptions about Next's build", () => {
  test('A1 (static-pages.ts): prerender-manifest.json lists the pre-rendered pages, never revalidated', () => {
    const routes = staticRoutes(dist);
    for (const route of [
      '/',
      '/about',
      '/get-a-quote',
      '/contact',
      '/resources/credit-application',
    ])
      expect(routes, `A1: ${route} is not in prerender-manifest.json's routes`).toContain(route);
  });

  test('A2 (static-pages.ts): each pre-rendered page is server/app/<route>.html, the home page index.html (files and API answers aside)', () => {
    for (const route of staticRoutes(dist).filter(
      (r) => !r.includes('.') && !r.startsWith('/tms/'),
    ))
      expect(() => page(route), `A2: no HTML file for ${route}`).not.toThrow();
  });

  // A3 to A5 were about the compiled route modules and the headers of routes-manifest.json, which
  // the server read to call the API without Next's router; the API is now a router of its own,
  // mounted by the server (decision 169), and what remains is that Next runs the application's
  // start-up as it prepares.
  test('A3 (server.ts): Next runs instrumentation register() during prepare(), which offers the API router', async ({
    request,
  }) => {
    const res = await request.get('/tms/getFuelLevies');
    expect(res.status(), 'A3: the API did not answer through the server').toBe(200);
    expect(
      res.headers()['x-content-type-options'],
      'A3: the API answer lacks the site headers',
    ).toBe('nosniff');
  });

  test('A6 (framework-free.ts): Next loads its code by <script src="/_next/static/…"> elements, all taken out of a page without forms', () => {
    const raw = page('/about');
    expect(
      raw.match(NEXT_SCRIPT_FILE)?.length,
      'A6: /about names no /_next/static script',
    ).toBeGreaterThan(0);
    const served = rewrite('/about');
    expect(
      served.match(NEXT_SCRIPT_FILE),
      'A6: a Next script survived the rewrite of /about',
    ).toBeNull();
    const scripts = served.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts)
      expect(
        tag,
        "A6: /about keeps a script that is neither the site's nor structured data",
      ).toMatch(/src="\/(site|fuel-levy|accordion)\.js|type="application\/ld\+json"/);
  });

  test("A7 (framework-free.ts): React's payload is pushed by inline self.__next_f.push([…]) scripts of JSON", () => {
    const raw = page('/get-a-quote');
    const pushes = raw.match(PAYLOAD_PUSH)?.length ?? 0;
    expect(pushes, 'A7: /get-a-quote has no inline self.__next_f.push script').toBeGreaterThan(0);
    const served = rewrite('/get-a-quote');
    expect(
      served.match(PAYLOAD_PUSH),
      'A7: a payload script was left as code on /get-a-quote',
    ).toBeNull();
    const data = [
      ...served.matchAll(
        /<script type="application\/json" data-next-payload="">([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(data.length, 'A7: not every payload script became data').toBe(pushes);
    for (const [, json] of data)
      expect(Array.isArray(JSON.parse(json!)), 'A7: a payload piece is not a JSON array').toBe(
        true,
      );
  });

  test("A8 (framework-free.ts): a form page's Next scripts are all listed for the site's script to load", () => {
    const raw = page('/get-a-quote');
    const sources = [
      ...raw.matchAll(/<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+)"[^>]*><\/script>/g),
    ]
      .filter(([tag]) => !/\snomodule=/i.test(tag))
      .map(([, src]) => src!.replace(/&amp;/g, '&'));
    const served = rewrite('/get-a-quote');
    const list = /<script type="application\/json" id="framework-scripts">([^<]*)<\/script>/.exec(
      served,
    )?.[1];
    expect(list, 'A8: /get-a-quote has no #framework-scripts list').toBeDefined();
    expect(JSON.parse(list!), "A8: the list is not the page's Next scripts").toEqual([
      ...new Set(sources),
    ]);
    expect(
      served.match(NEXT_SCRIPT_FILE),
      'A8: a Next script still loads with the page',
    ).toBeNull();
  });

  test("A9 (framework-free.ts): the layout's site script is in every pre-rendered page as the rewrite expects it", () => {
    for (const route of ['/', '/about', '/get-a-quote', '/contact'])
      expect(rewrite(route), `A9: the rewrite left ${route} as Next wrote it`).not.toBe(
        page(route),
      );
  });

  test("A10 (framework-free.ts): an island keeps its data-island attribute in the HTML, and React's payload names client components as I[<id>,…]", () => {
    for (const route of [
      '/',
      '/get-a-quote',
      '/contact',
      '/resources/credit-application',
      '/track',
    ])
      expect(keepsFramework(page(route)), `A10: ${route} has no data-island in its HTML`).toBe(
        true,
      );
    for (const route of ['/about', '/services', '/careers'])
      expect(keepsFramework(page(route)), `A10: ${route} has an island`).toBe(false);
    const layout = clientReferences(page('/_not-found'));
    expect(
      layout.size,
      "A10: no client reference found in the not-found page's payload",
    ).toBeGreaterThan(0);
    const quote = clientReferences(page('/get-a-quote'));
    expect(
      [...quote].some((id) => !layout.has(id)),
      "A10: the quote page's payload names no client component beyond the layout's",
    ).toBe(true);
  });
});
