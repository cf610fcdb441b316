import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startSite } from '../../scripts/site-server.ts';
import { addStaff } from '../e2e/support/staff-link';
import { SCALE_DIST_DIR, scaleDatabase } from './scale-support';
import type { ScaleDatabase } from './scale-support';

// HSTS and the staff console's cookie prefixes (`__Host-` on https) follow the running server's SITE_URL, not the one
// the site was built with (issue 35, point 10): the build these tests run was made for a
// plain-http address (the browser tests'), and is started here for an https one, then for a plain
// one again. For HSTS every kind of answer is asked: a page the build rendered, a page rendered
// per request, the API, a file and the staff console. For the cookies a real staff account, added
// with the operator command, sets its password from its mailed link and signs in.
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

const PASSWORD = 'a long staff password 2026';

type Seen = {
  hsts: Record<string, string | null>;
  /** The Set-Cookie lines of the console's e-mail and password sign-in. */
  signInCookies: string[];
};

/** POST JSON to the console's authentication as a browser on `siteUrl` would. */
async function authPost(base: string, siteUrl: string, path: string, body: unknown) {
  // The anti-forgery token the site's script makes: the __Host- cookie counts on https and http.
  const token = randomBytes(24).toString('hex');
  const res = await fetch(`${base}/staff/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(siteUrl).origin,
      cookie: `__Host-XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return res;
}

async function seenAt(siteUrl: string, db: ScaleDatabase): Promise<Seen> {
  const site = await startSite({
    distDir: SCALE_DIST_DIR,
    build: false,
    env: { ...db.env, SITE_URL: siteUrl, LOG_LEVEL: 'warn' },
  });
  try {
    const hsts: Record<string, string | null> = {};
    for (const address of ADDRESSES) {
      const res = await fetch(`${site.base}${address}`, { redirect: 'manual' });
      await res.body?.cancel();
      hsts[address] = res.headers.get('strict-transport-security');
    }
    const email = `cookies.${randomBytes(4).toString('hex')}@scale.example`;
    const link = addStaff(email, 'sales', { dataDir: db.env.DATA_DIR, siteUrl, env: db.env });
    const token = new URL(link, siteUrl).searchParams.get('token');
    await authPost(site.base, siteUrl, '/reset-password', { token, newPassword: PASSWORD });
    const signIn = await authPost(site.base, siteUrl, '/sign-in/email', {
      email,
      password: PASSWORD,
    });
    return { hsts, signInCookies: signIn.headers.getSetCookie() };
  } finally {
    await site.stop();
  }
}

const nameOf = (line: string) => line.slice(0, line.indexOf('='));
const attributesOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('HSTS and cookie prefixes decided by the running server’s SITE_URL', () => {
  let db: ScaleDatabase;
  beforeAll(async () => {
    db = await scaleDatabase('https_address');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('an https address gets HSTS on every answer and __Host- console cookies (Secure, the whole site, no domain), though the build was made for plain http', async () => {
    const seen = await seenAt('https://freight.example', db);
    expect(seen.hsts).toEqual(Object.fromEntries(ADDRESSES.map((a) => [a, HSTS])));
    expect(seen.signInCookies.map(nameOf)).toContain('__Host-staff.session_token');
    for (const line of seen.signInCookies) {
      // What a browser asks of a __Host- cookie before it keeps one (RFC 6265bis, decision 187).
      expect(nameOf(line)).toMatch(/^__Host-staff\./);
      expect(attributesOf(line)).toContain('secure');
      expect(attributesOf(line)).toContain('path=/');
      expect(attributesOf(line).filter((a) => a.startsWith('domain='))).toEqual([]);
    }
  }, 120_000);

  it('a plain-http address gets no HSTS, and console cookies with no prefix and no Secure', async () => {
    const seen = await seenAt('http://127.0.0.1', db);
    expect(seen.hsts).toEqual(Object.fromEntries(ADDRESSES.map((a) => [a, null])));
    expect(seen.signInCookies.map(nameOf)).toContain('staff.session_token');
    for (const line of seen.signInCookies) {
      expect(nameOf(line)).toMatch(/^staff\./);
      expect(attributesOf(line)).not.toContain('secure');
      expect(attributesOf(line)).toContain('path=/');
    }
  }, 120_000);
});
