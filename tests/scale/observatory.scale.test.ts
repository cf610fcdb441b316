import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import {
  DENIED_INSTALL_SCRIPTS,
  OBSERVATORY_PACKAGE,
  ensurePreloadList,
  observatoryScan,
} from '../support/observatory';
import { startTlsEndpoint } from '../support/tls-endpoint';
import type { TlsEndpoint } from '../support/tls-endpoint';
import { SCALE_DIST_DIR, scaleDatabase } from './scale-support';
import type { ScaleDatabase } from './scale-support';

// MDN HTTP Observatory's scan, from its npm package, against the built site behind a TLS endpoint
// on loopback (issue 41, decision 163): A+ on the home page, a form page and the staff sign-in.
// First, each thing tests/support/observatory.ts assumes about the scanner is checked against a
// plain origin of our own, which also shows that the scan can fail.

/** Headers that earn an A+ from the scanner, for the plain origin. */
const GOOD_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; form-action 'none'",
  'strict-transport-security': 'max-age=63072000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** An origin answering every address with a page and `headers`, keeping the requests it saw. */
async function plainOrigin(headers: Record<string, string>) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${String(req.headers['x-forwarded-proto'] ?? '-')}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end('<!doctype html><title>Origin</title><p>Hello</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the scanner as these tests run it (tests/support/observatory.ts)', () => {
  let endpoint: TlsEndpoint;
  beforeAll(async () => {
    endpoint = await startTlsEndpoint();
  });
  afterAll(async () => {
    await endpoint?.close();
  });

  it('1. is installed with its install scripts denied, and scans with the empty preload list', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
      allowScripts: Record<string, boolean>;
    };
    expect(pkg.devDependencies[OBSERVATORY_PACKAGE]).toBeDefined();
    for (const name of DENIED_INSTALL_SCRIPTS) expect(pkg.allowScripts[name], name).toBe(false);
    const list = JSON.parse(fs.readFileSync(ensurePreloadList(), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(list['127.0.0.1']).toBeUndefined();
  });

  it('2. asks the host and path it is given, over https and over plain http (3. trusting the CA it is given)', async () => {
    const origin = await plainOrigin(GOOD_HEADERS);
    endpoint.forwardTo(origin.base);
    endpoint.plainRequests.length = 0;
    try {
      const [result] = await observatoryScan([`${endpoint.host}/some/page`], {
        caFile: endpoint.caFile,
      });
      // The page itself over https, then its robots.txt and the CORS preflight.
      expect(origin.seen).toContain('GET /some/page https');
      expect(origin.seen).toContain('OPTIONS /some/page https');
      // Plain http reached the endpoint's redirect to https, which the scanner followed.
      expect(endpoint.plainRequests).toEqual(['GET /some/page']);
      expect(result!.tests.redirection!.result).toBe('redirection-to-https');
      expect(result!.tests['strict-transport-security']!.result).toBe(
        'hsts-implemented-max-age-at-least-six-months',
      );
      expect(result!.scan.grade).toBe('A+');
    } finally {
      await origin.close();
    }
  }, 60_000);

  it('3. without the CA, the certificate costs the HSTS and redirection marks', async () => {
    const origin = await plainOrigin(GOOD_HEADERS);
    endpoint.forwardTo(origin.base);
    try {
      const [result] = await observatoryScan([endpoint.host]);
      expect(result!.tests['strict-transport-security']!.result).toBe('hsts-invalid-cert');
      expect(result!.tests.redirection!.result).toBe('redirection-invalid-cert');
      expect(result!.scan.grade).not.toBe('A+');
    } finally {
      await origin.close();
    }
  }, 60_000);

  it('4. an origin without the security headers fails their tests through the same endpoint', async () => {
    const origin = await plainOrigin({});
    endpoint.forwardTo(origin.base);
    try {
      const [result] = await observatoryScan([endpoint.host], { caFile: endpoint.caFile });
      const failed = Object.entries(result!.tests)
        .filter(([, t]) => !t.pass)
        .map(([name]) => name)
        .sort();
      expect(failed).toEqual([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ]);
      expect(result!.scan.score).toBeLessThan(50);
    } finally {
      await origin.close();
    }
  }, 60_000);
});

describe('the built site behind TLS', () => {
  let endpoint: TlsEndpoint;
  let db: ScaleDatabase;
  let site: Site;
  beforeAll(async () => {
    endpoint = await startTlsEndpoint();
    db = await scaleDatabase('observatory');
    // The site's public address is the endpoint's; one proxy (the endpoint) is in front of it.
    site = await startSite({
      distDir: SCALE_DIST_DIR,
      build: false,
      env: {
        ...db.env,
        SITE_URL: `https://${endpoint.host}`,
        TRUST_PROXY_HOPS: '1',
        LOG_LEVEL: 'warn',
      },
    });
    endpoint.forwardTo(site.base);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await endpoint?.close();
    await db?.drop();
  });

  it('grades A+ (100 or more, every test passed) on the home page, a form page and the staff sign-in', async () => {
    const pages = ['/', '/get-a-quote', '/staff/sign-in'];
    const results = await observatoryScan(
      pages.map((page) => `${endpoint.host}${page === '/' ? '' : page}`),
      { caFile: endpoint.caFile },
    );
    const summary = results.map((r, i) => ({
      page: pages[i],
      status: r.scan.statusCode,
      grade: r.scan.grade,
      failed: Object.entries(r.tests)
        .filter(([, t]) => !t.pass)
        .map(([name, t]) => `${name}: ${t.result}`),
    }));
    expect(summary).toEqual(pages.map((page) => ({ page, status: 200, grade: 'A+', failed: [] })));
    for (const r of results) {
      expect(r.scan.score, r.host).toBeGreaterThanOrEqual(100);
      // Over https, with the redirect from plain http a deployment must give (decision 163).
      expect(r.tests.redirection!.result, r.host).toBe('redirection-to-https');
      expect(r.tests['strict-transport-security']!.result, r.host).toBe(
        'hsts-implemented-max-age-at-least-six-months',
      );
      expect(r.tests['content-security-policy']!.result, r.host).toBe(
        'csp-implemented-with-no-unsafe-default-src-none',
      );
      expect(r.tests.cookies!.result, r.host).toBe('cookies-not-found');
    }
    console.log(results.map((r) => `${r.host}: ${r.scan.grade} ${r.scan.score}`).join('\n'));
  }, 120_000);
});
