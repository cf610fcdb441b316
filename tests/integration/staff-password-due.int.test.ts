import { describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { listStaff } from '@/server/staff/accounts';
import { staffAuth } from '@/server/staff/auth';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { staffFromHeaders } from '@/server/staff/session';
import type { StaffPage } from '@/server/staff/routes';
import {
  Browser,
  consoleTestApp,
  enrolledStaff,
  mailedToken,
  ops,
  pageCheck,
  signedIn,
} from './staff-support';

// A password on the common-password list given at sign-in (ASVS 2.1.7 at login; decision 191): it
// was set before the list was checked, or the list has taken it in since. The sign-in goes
// through, and until a new password is chosen only Your account opens.

// The page's request headers, as Next gives them to a server component.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: () => Promise.resolve(request.headers) }));

consoleTestApp();

/** On the list, and long enough for the console's rules: what an older account may still hold. */
const COMMON = 'Password1234';
const NEW_PASSWORD = 'four unrelated words for the yard';

/** Store `password` as the account's own, as a password set before the list was checked. */
async function storePassword(email: string, password: string): Promise<void> {
  const db = await database();
  const { id } = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const context = await (await staffAuth()).$context;
  await db
    .updateTable('staff_accounts')
    .set({ password: await context.password.hash(password) })
    .where('userId', '=', id)
    .where('providerId', '=', 'credential')
    .execute();
}

/** What a page does for this browser: opens (200), or the redirect Next would answer. */
async function pageOutcome(page: StaffPage, browser: Browser): Promise<string> {
  const check = await pageCheck(request, page, browser);
  return 'opens' in check ? '200' : `${check.status} to ${check.location}`;
}

const due = async (browser: Browser) =>
  (await staffFromHeaders(new Headers({ cookie: browser.cookieHeader() })))?.passwordChangeDue;

describe('a password on the common-password list at sign-in', { timeout: 240_000 }, () => {
  it('signs in, opens only Your account and the password change, then everything once changed', async () => {
    const email = 'common.password@test.example';
    const { totp, browser: first } = await enrolledStaff(email, 'admin', '10.0.14.1');
    // A password off the list marks nothing.
    expect(await due(first)).toBe(false);
    await storePassword(email, COMMON);

    const browser = await signedIn(email, totp, '10.0.14.2', COMMON);
    expect(await due(browser)).toBe(true);
    const db = await database();
    const audit = await db
      .selectFrom('staff_audit')
      .select('detail')
      .where('subject', '=', email)
      .where('action', '=', 'sign-in.password')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toBe(
      'password; second factor next; the password is on the common-password list: a new one is due',
    );

    // An administrator sees it on the accounts list, and an operator in the terminal.
    expect((await listStaff(db)).find((r) => r.email === email)).toMatchObject({
      enrolled: true,
      passwordChangeDue: true,
    });
    const listed = await ops('staff', 'list');
    const line = listed.stdout.split('\n').find((l) => l.startsWith(email));
    expect(line).toMatch(/ active, new password due\s*$/);

    // Every page but Your account sends the person there; every call but the change is refused.
    for (const page of ['/staff', '/staff/rates', '/staff/audit'] as const)
      expect(await pageOutcome(page, browser), page).toBe('307 to /staff/account');
    expect(await pageOutcome('/staff/account', browser)).toBe('200');
    const retry = await browser.call('/staff/api/outbox/retry', { id: 1 });
    expect(retry.status).toBe(403);
    expect(retry.json).toMatchObject({ error: STAFF_MESSAGES.passwordChangeDue });
    const passkey = await browser.auth('/passkey/generate-register-options');
    expect(passkey.status).toBe(403);
    expect(passkey.json).toMatchObject({ error: STAFF_MESSAGES.passwordChangeDue });
    // The other browser, signed in earlier with the same account, is held back as well.
    expect(await pageOutcome('/staff', first)).toBe('307 to /staff/account');

    // Another password on the list is refused as ever; a new one opens the console.
    const again = await browser.auth('/change-password', {
      currentPassword: COMMON,
      newPassword: 'Password12345',
    });
    expect(again.status).toBe(400);
    expect(await due(browser)).toBe(true);
    const changed = await browser.auth('/change-password', {
      currentPassword: COMMON,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(await due(browser)).toBe(false);
    // The operator command closed the database it used: the list opens it again.
    expect((await listStaff()).find((r) => r.email === email)?.passwordChangeDue).toBe(false);
    expect(await pageOutcome('/staff', browser)).toBe('200');
    expect(await pageOutcome('/staff/audit', browser)).toBe('200');
  });

  it('a password set with a set-up link ends what was due', async () => {
    const email = 'common.reset@test.example';
    const { totp } = await enrolledStaff(email, 'sales', '10.0.14.5');
    await storePassword(email, COMMON);
    const browser = await signedIn(email, totp, '10.0.14.6', COMMON);
    expect(await due(browser)).toBe(true);

    const reset = await ops('staff', 'reset', '--email', email);
    expect(reset.code, reset.stderr).toBe(0);
    const set = await new Browser('10.0.14.7').auth('/reset-password', {
      token: await mailedToken(email),
      newPassword: NEW_PASSWORD,
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const db = await database();
    const row = await db
      .selectFrom('staff_users')
      .select('passwordChangeDue')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.passwordChangeDue)).toBe(false);
  });
});
