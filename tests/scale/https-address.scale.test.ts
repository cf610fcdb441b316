import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.mjs';
import { SCALE_DIST_DIR, scaleDatabase } from './scale-support';
import type { ScaleDatabase } from './scale-support';

// HSTS follows the running server's SITE_URL, not the one the site was built with (issue 35,
// point 10): the build these tests run was made for a plain-http address (the browser tests'), and
// is started here for an https one, then for a plain one again. Every kind of answer is asked: a
// page the build rendered, a page rendered per request, the API, a file and the staff console.
const HSTS = 'max-age=63072000; includeSubDomains';
const ADDRESSES = [
  '/',
  '/about',
  '/get-a-quote?quote=Q00000000',
  '/no-such-page',
  '/tms/getFuelLevies',
  '/site.js',
  '/staff/sign-in',
];

async function hstsOf(siteUrl: string, db: ScaleDatabase): Promise<Record<string, string | null>> {
  const site = await startSite({
    distDir: SCALE_DIST_DIR,
    build: false,
    env: { ...db.env, SITE_URL: siteUrl, LOG_LEVEL: 'warn' },
  });
  try {
    const seen: Record<string, string | null> = {};
    for (const address of ADDRESSES) {
      const res = await fetch(`${site.base}${address}`, { redirect: 'manual' });
      await res.body?.cancel();
      seen[address] = res.headers.get('strict-transport-security');
    }
    return seen;
  } finally {
    await site.stop();
  }
}

describe('HSTS decided by the running server’s SITE_URL', () => {
  let db: ScaleDatabase;
  beforeAll(async () => {
    db = await scaleDatabase('https_address');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('an https address gets HSTS on every answer, though the build was made for plain http', async () => {
    const seen = await hstsOf('https://freight.example', db);
    expect(seen).toEqual(Object.fromEntries(ADDRESSES.map((a) => [a, HSTS])));
  }, 120_000);

  it('a plain-http address gets none', async () => {
    const seen = await hstsOf('http://127.0.0.1', db);
    expect(seen).toEqual(Object.fromEntries(ADDRESSES.map((a) => [a, null])));
  }, 120_000);
});
