import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { requirePage } from '@/server/staff/session';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { Browser, enrolledStaff, PASSWORD } from './staff-support';
import type * as OTPAuth from 'otpauth';

// The page's request headers, as Next gives them to a server component.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: () => Promise.resolve(request.headers) }));

let app: TestApp;
beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** A console call as the browser makes it: the contacts export, which any role may download. */
async function consoleCall(browser: Browser): Promise<number> {
  const response = await apiRouter.request(browser.request('/staff/api/export/contacts'));
  return response.status;
}

/** Where a console page sends this browser: '200', or the redirect's target. */
async function pageOutcome(browser: Browser): Promise<string> {
  request.headers = new Headers({ cookie: browser.cookieHeader() });
  try {
    await requirePage('/staff');
    return '200';
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? String(err);
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);(\d+);/.exec(digest);
    if (redirect) return redirect[1]!;
    throw err;
  }
}

async function signIn(email: string, totp: OTPAuth.TOTP, ip: string): Promise<Browser> {
  const browser = new Browser(ip);
  await browser.auth('/sign-in/email', { email, password: PASSWORD });
  const res = await apiRouter.request(
    browser.request('/staff/api/auth/two-factor/verify-totp', { code: totp.generate() }),
  );
  browser.take(res);
  expect(res.status).toBe(200);
  // The cookie lives as long as the idle limit: 30 minutes.
  const line = res.headers.getSetCookie().find((c) => c.startsWith('staff.session_token='));
  expect(line).toMatch(/Max-Age=1800/);
  return browser;
}

describe('sessions end', { timeout: 240_000 }, () => {
  const email = 'session.end@test.example';
  let totp: OTPAuth.TOTP;

  it('after 30 minutes without a request, and the page says why', async () => {
    totp = (await enrolledStaff(email, 'sales', '10.0.7.1')).totp;
    const browser = await signIn(email, totp, '10.0.7.2');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await consoleCall(browser)).toBe(200);
    // 29 minutes of quiet: still signed in; each request starts the 30 minutes again.
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect(await consoleCall(browser)).toBe(200);
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect(await pageOutcome(browser)).toBe('200');
    // 31 minutes of quiet: signed out, and the sign-in page is told why.
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect(await consoleCall(browser)).toBe(401);
    expect(await pageOutcome(browser)).toBe('/staff/sign-in?ended=inactive');
    // A browser that never signed in is sent to sign-in without that notice.
    expect(await pageOutcome(new Browser('10.0.7.3'))).toBe('/staff/sign-in');
  });

  it('after 12 hours, however often something polls', async () => {
    const browser = await signIn(email, totp, '10.0.7.4');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    // A request every 10 minutes for just under 12 hours keeps it alive…
    for (let t = 10 * MINUTE; t < 12 * 60 * MINUTE; t += 10 * MINUTE) {
      vi.setSystemTime(start + t);
      expect(await consoleCall(browser), `after ${t / MINUTE} minutes`).toBe(200);
    }
    // …and at 12 hours it ends, for calls and pages, and the session row is gone.
    vi.setSystemTime(start + 12 * 60 * MINUTE + MINUTE);
    expect(await consoleCall(browser)).toBe(401);
    expect(await pageOutcome(browser)).toBe('/staff/sign-in?ended=inactive');
    expect(await browser.session()).toBeNull();
    // The library's calls that need a session refuse it as well.
    expect((await browser.auth('/revoke-sessions', {})).status).toBe(401);
    const token = decodeURIComponent(browser.cookies.get('staff.session_token') ?? '').split(
      '.',
    )[0];
    const db = await database();
    const left = await db
      .selectFrom('staff_sessions')
      .select('id')
      .where('token', '=', token ?? '')
      .execute();
    expect(token).toBeTruthy();
    expect(left).toHaveLength(0);
  });
});
