import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import {
  Browser,
  enrolledStaff,
  freshCode,
  mailedToken,
  ops,
  pageCheck,
  PASSWORD,
} from './staff-support';
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
  const check = await pageCheck(request, '/staff', browser);
  if ('opens' in check) return '200';
  if (check.location) return check.location;
  throw new Error(`/staff answered ${check.status}`);
}

async function signIn(email: string, totp: OTPAuth.TOTP, ip: string): Promise<Browser> {
  const browser = new Browser(ip);
  await browser.auth('/sign-in/email', { email, password: PASSWORD });
  const res = await apiRouter.request(
    browser.request('/staff/api/auth/two-factor/verify-totp', { code: await freshCode(totp) }),
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

  it('after 30 minutes idle even when the sign-in asked not to be remembered', async () => {
    const browser = new Browser('10.0.7.5');
    const signIn = await browser.auth('/sign-in/email', {
      email,
      password: PASSWORD,
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);
    const verify = await browser.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
    expect(verify.status).toBe(200);
    // The console's own session: refreshed by requests, its cookie living the idle limit.
    expect([...browser.cookies.keys()].some((k) => k.includes('dont_remember'))).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    expect(await consoleCall(browser)).toBe(200);
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect(await consoleCall(browser)).toBe(401);
    expect(await browser.session()).toBeNull();
  });

  it('after 30 minutes idle even when the session’s expiry lies further ahead', async () => {
    const browser = await signIn(email, totp, '10.0.7.6');
    const token = decodeURIComponent(browser.cookies.get('staff.session_token') ?? '').split(
      '.',
    )[0];
    const db = await database();
    // A session the library would keep for a day, as it kept one not to be remembered.
    await db
      .updateTable('staff_sessions')
      .set({ expiresAt: new Date(Date.now() + 24 * 60 * MINUTE).toISOString() })
      .where('token', '=', token ?? '')
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect(await consoleCall(browser)).toBe(401);
    expect(await pageOutcome(browser)).toBe('/staff/sign-in?ended=inactive');
    const left = await db
      .selectFrom('staff_sessions')
      .select('id')
      .where('token', '=', token ?? '')
      .execute();
    expect(left).toHaveLength(0);
  });

  it('a sign-in answer echoes no callback address it was given', async () => {
    const newcomer = 'session.callback@test.example';
    const added = await ops(
      'staff',
      'add',
      '--email',
      newcomer,
      '--name',
      'New',
      '--role',
      'sales',
    );
    expect(added.code).toBe(0);
    const browser = new Browser('10.0.7.7');
    const token = await mailedToken(newcomer);
    expect((await browser.auth('/reset-password', { token, newPassword: PASSWORD })).status).toBe(
      200,
    );
    const signIn = await browser.auth('/sign-in/email', {
      email: newcomer,
      password: PASSWORD,
      callbackURL: 'https://elsewhere.example/staff',
    });
    expect(signIn.status).toBe(200);
    expect(JSON.stringify(signIn.json)).not.toContain('elsewhere.example');
    expect(signIn.json.redirect).toBe(false);
  });
});
