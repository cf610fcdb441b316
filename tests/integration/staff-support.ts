import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { runOps } from '@/server/ops/program';
import { staffAuth } from '@/server/staff/auth';
import { requirePage } from '@/server/staff/session';
import type { StaffUser } from '@/server/staff/session';
import type { StaffPage } from '@/server/staff/routes';
import { freshTotpCode } from '../support/fresh-totp';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

export const ORIGIN = 'http://localhost:3000';

const XSRF = 'staff-test-xsrf-token-0123456789';

/**
 * This file's test app, as the console's tests use it: started before its tests with the client
 * address header believed (the site's server sets it), closed after them, and the real clock given
 * back after each test that faked it.
 */
export function consoleTestApp(): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    if (!app) throw new Error('the test app is not started yet');
    return app;
  };
}

/** A browser's cookies for the console: what the server set, sent back on each call. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    public ip = '127.0.0.1',
    /** The User-Agent header this browser sends, if any. */
    public userAgent?: string,
  ) {}

  cookieHeader(): string {
    return [`XSRF-TOKEN=${XSRF}`, ...[...this.cookies].map(([k, v]) => `${k}=${v}`)].join('; ');
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(path: string, body?: unknown, headers: Record<string, string> = {}): Request {
    return new Request(`${ORIGIN}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie: this.cookieHeader(),
        origin: ORIGIN,
        'x-client-address': this.ip,
        ...(this.userAgent ? { 'user-agent': this.userAgent } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-xsrf-token': XSRF }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Call the API through its router, in process, and keep the cookies it sets. */
  async call(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
    const response = await apiRouter.request(this.request(path, body, headers));
    this.take(response);
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = {};
    }
    return { status: response.status, json, headers: response.headers };
  }

  /** The session these cookies stand for, as the server reads it (the console offers no call for it). */
  async session() {
    const auth = await staffAuth();
    return auth.api.getSession({ headers: this.request('/staff').headers });
  }

  auth(path: string, body?: unknown) {
    return this.call(`/staff/api/auth${path}`, body);
  }
}

/** The operator command, in this process. */
export async function ops(...args: string[]) {
  await deliverDueMail();
  let stdout = '';
  let stderr = '';
  const code = await runOps(args, {
    out: (t) => (stdout += `${t}\n`),
    err: (t) => (stderr += `${t}\n`),
  });
  return { code, stdout, stderr };
}

/** The token of the newest set-up link mailed to this address (the outbox holds the mail). */
export async function mailedToken(email: string): Promise<string> {
  const db = await database();
  const mail = await db
    .selectFrom('outbox')
    .select('text')
    .where('to_address', '=', email.trim().toLowerCase())
    .where('topic', 'in', ['staff.set-up', 'staff.reset'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return linkToken(mail.text);
}

export function linkToken(text: string): string {
  const match = /\/staff\/set-up\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no set-up link in: ${text}`);
  return match[1];
}

export function totpFrom(uri: string): OTPAuth.TOTP {
  return OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
}

/**
 * A code from the authenticator that is valid now and of a step no earlier sign-in used (a code is
 * single-use). When both steps the server accepts are spent, the clock jumps to the next step
 * rather than waiting up to 30 s for it: a fake clock is set forward; the real one gives way to a
 * fake `Date` as far ahead that keeps running (the server runs in this process, so both see it).
 */
export function freshCode(totp: OTPAuth.TOTP): Promise<string> {
  return freshTotpCode(totp, (ms) => {
    if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
    else vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + ms });
  });
}

export const PASSWORD = 'correct horse battery staple';

/**
 * A signed-in, enrolled staff member: added with the operator command, password set through the
 * link, authenticator enrolled.
 */
export async function enrolledStaff(
  email: string,
  role: 'admin' | 'sales' | 'accounts',
  ip = '127.0.0.1',
): Promise<{ browser: Browser; totp: OTPAuth.TOTP; backupCodes: string[] }> {
  const added = await ops(
    'staff',
    'add',
    '--email',
    email,
    '--name',
    `Test ${role}`,
    '--role',
    role,
  );
  if (added.code !== 0) throw new Error(added.stderr);
  const browser = new Browser(ip);
  const reset = await browser.auth('/reset-password', {
    token: await mailedToken(email),
    newPassword: PASSWORD,
  });
  if (reset.status !== 200) throw new Error(JSON.stringify(reset.json));
  const signIn = await browser.auth('/sign-in/email', { email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(JSON.stringify(signIn.json));
  const enable = await browser.auth('/two-factor/enable', { password: PASSWORD });
  if (enable.status !== 200) throw new Error(JSON.stringify(enable.json));
  const totp = totpFrom(enable.json.totpURI as string);
  const verify = await browser.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
  if (verify.status !== 200) throw new Error(JSON.stringify(verify.json));
  return { browser, totp, backupCodes: enable.json.backupCodes as string[] };
}

/** A full sign-in from a new browser at `ip`: the password, then a code from the authenticator. */
export async function signedIn(
  email: string,
  totp: OTPAuth.TOTP,
  ip: string,
  password = PASSWORD,
  userAgent?: string,
): Promise<Browser> {
  const browser = new Browser(ip, userAgent);
  const signIn = await browser.auth('/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(JSON.stringify(signIn.json));
  const verify = await browser.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
  if (verify.status !== 200) throw new Error(JSON.stringify(verify.json));
  return browser;
}

/** The account notices queued for `email` (decisions 118 and 185), oldest first. */
export async function noticesTo(email: string) {
  const db = await database();
  return db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('to_address', '=', email)
    .where('topic', '=', 'staff.notice')
    .orderBy('id')
    .execute();
}

/** How a console page's check answered: it opened (for this user, or for anyone), or Next's answer. */
export type PageCheck = { opens: StaffUser | null } | { status: number; location?: string };

/**
 * Run a console page's check (requirePage) as a request from `browser` would. The test file mocks
 * `next/headers` to give `request.headers`, as Next gives a server component its request's. Next's
 * refusals are thrown with a `digest`: `NEXT_HTTP_ERROR_FALLBACK;403` for forbidden(), and
 * `NEXT_REDIRECT;<type>;<address>;<status>;` for redirect().
 */
export async function pageCheck(
  request: { headers: Headers },
  page: StaffPage,
  browser: Browser,
): Promise<PageCheck> {
  request.headers = new Headers({ cookie: browser.cookieHeader() });
  try {
    return { opens: await requirePage(page) };
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? String(err);
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;403') return { status: 403 };
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);(\d+);/.exec(digest);
    if (redirect) return { status: Number(redirect[2]), location: redirect[1] };
    throw err;
  }
}
