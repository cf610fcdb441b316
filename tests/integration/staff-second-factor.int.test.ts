import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { staffSecondFactorAlwaysMigration } from '@/server/db/migrations/012-staff-second-factor-always';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { TOTP_PERIOD_SECONDS } from '@/server/staff/totp-steps';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import {
  Browser,
  enrolledStaff,
  freshCode,
  mailedToken,
  noticesTo,
  ops,
  PASSWORD,
  signedIn,
} from './staff-support';
import type * as OTPAuth from 'otpauth';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
});
afterAll(async () => {
  await app.close();
});

async function userId(email: string): Promise<string> {
  const db = await database();
  const row = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The library's rows for this person that could let a sign-in go on: sessions and verifications. */
async function pendingOf(id: string) {
  const db = await database();
  const sessions = await db
    .selectFrom('staff_sessions')
    .select('id')
    .where('userId', '=', id)
    .execute();
  const verifications = await db
    .selectFrom('staff_verifications')
    .select('identifier')
    .where('value', '=', id)
    .execute();
  return { sessions: sessions.length, verifications: verifications.map((v) => v.identifier) };
}

/** A trust row as an older console made it (the library's own format). */
async function plantTrustRow(id: string) {
  const db = await database();
  const at = new Date();
  await db
    .insertInto('staff_verifications')
    .values({
      id: `trust-${Math.random().toString(36).slice(2)}`,
      identifier: `trust-device-${Math.random().toString(36).slice(2)}`,
      value: id,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    })
    .execute();
}

async function bankExport(browser: Browser) {
  const response = await apiRouter.request(
    browser.request('/staff/api/export/credit-applications?bank=1'),
  );
  return response.status;
}

describe('the second factor is asked at every sign-in', { timeout: 180_000 }, () => {
  const email = 'second.factor@test.example';
  let totp: OTPAuth.TOTP;

  it('trustDevice is refused, no trust cookie is set, and a password alone reaches only the second-factor step', async () => {
    totp = (await enrolledStaff(email, 'admin', '10.0.9.1')).totp;
    const browser = new Browser('10.0.9.2');
    const signIn = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.json).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const trusted = await browser.call('/staff/api/auth/two-factor/verify-totp', {
      code: totp.generate(),
      trustDevice: true,
    });
    expect(trusted.status).toBe(400);
    expect(trusted.json.message).toBe(STAFF_MESSAGES.noTrustedDevices);
    expect(trusted.headers.getSetCookie().join('\n')).not.toMatch(/trust_device/);
    // The same challenge still takes a plain code; nothing was trusted.
    const verified = await browser.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
    expect(verified.status).toBe(200);
    expect([...browser.cookies.keys()].some((k) => k.includes('trust_device'))).toBe(false);
    expect(await bankExport(browser)).toBe(200);

    // With the same cookies, e-mail and password again: only the second-factor step.
    expect((await browser.auth('/sign-out', {})).status).toBe(200);
    const again = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    expect(again.json).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await browser.session()).toBeNull();
    expect(await bankExport(browser)).toBe(401);
    // The backup-code step refuses it too.
    const backup = await browser.auth('/two-factor/verify-backup-code', {
      code: 'abcde-fghij',
      trustDevice: true,
    });
    expect(backup.status).toBe(400);
  });

  it('the migration deletes the trust rows an older console left', async () => {
    const id = await userId(email);
    await plantTrustRow(id);
    const db = await database();
    await staffSecondFactorAlwaysMigration.up(db as never, 'sqlite');
    const left = await sql<{
      n: number;
    }>`select count(*) as n from staff_verifications where identifier like 'trust-device-%'`.execute(
      db,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('sign out everywhere, disable and reset end every session, trust row and pending second-factor step', async () => {
    const id = await userId(email);
    const leave = async () => {
      // A half-finished sign-in (password given, code not yet) and a trust row of an older console.
      const pending = new Browser('10.0.9.3');
      expect((await pending.auth('/sign-in/email', { email, password: PASSWORD })).json).toEqual({
        twoFactorRedirect: true,
        twoFactorMethods: ['totp'],
      });
      await plantTrustRow(id);
      return pending;
    };

    let pending = await leave();
    const browser = await signedIn(email, totp, '10.0.9.4');
    expect((await pendingOf(id)).verifications.length).toBeGreaterThanOrEqual(2);
    expect((await browser.auth('/revoke-sessions', {})).status).toBe(200);
    expect(await pendingOf(id)).toEqual({ sessions: 0, verifications: [] });
    // The half-finished sign-in cannot be completed with a code any more.
    expect(
      (await pending.auth('/two-factor/verify-totp', { code: await freshCode(totp) })).status,
    ).toBe(401);

    pending = await leave();
    await signedIn(email, totp, '10.0.9.5');
    expect((await ops('staff', 'reset', '--email', email)).code).toBe(0);
    const after = await pendingOf(id);
    expect(after.sessions).toBe(0);
    // Only the new set-up link is left.
    expect(after.verifications).toHaveLength(1);
    expect(after.verifications[0]).toMatch(/^reset-password:/);
    expect(
      (await pending.auth('/two-factor/verify-totp', { code: await freshCode(totp) })).status,
    ).toBe(401);

    // Set up again (an enrolment session), with a trust row: disable ends both.
    const again = new Browser('10.0.9.6');
    const token = await mailedToken(email);
    expect((await again.auth('/reset-password', { token, newPassword: PASSWORD })).status).toBe(
      200,
    );
    expect((await again.auth('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    await plantTrustRow(id);
    expect((await pendingOf(id)).sessions).toBe(1);
    expect((await ops('staff', 'disable', '--email', email)).code).toBe(0);
    expect(await pendingOf(id)).toEqual({ sessions: 0, verifications: [] });
  });
});

/** No key named token anywhere in an answer. */
function expectNoToken(json: unknown) {
  expect(JSON.stringify(json)).not.toMatch(/"token"/);
  expect(JSON.stringify(json)).not.toMatch(/"[a-z]*token":/i);
}

describe('no session token in any answer', { timeout: 180_000 }, () => {
  it('get-session is not offered, and the sign-in answers carry no token', async () => {
    const email = 'no.token@test.example';
    const browser = new Browser('10.0.9.20');
    expect((await browser.auth('/get-session')).status).toBe(404);
    const { totp } = await enrolledStaff(email, 'sales', '10.0.9.21');
    await enrolledStaff('no.token.admin@test.example', 'admin', '10.0.9.23');
    const first = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expectNoToken(first.json);
    const second = await browser.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ user: { email } });
    expectNoToken(second.json);
    expect((await browser.auth('/get-session')).status).toBe(404);

    // An account not yet enrolled: the password opens an enrolment session, again without a token.
    // An administrator is set up, so the command refuses to show anyone's link.
    const add = [
      'staff',
      'add',
      '--email',
      'new.one@test.example',
      '--name',
      'New',
      '--role',
      'sales',
    ];
    const shown = await ops(...add, '--print-link');
    expect(shown.code).toBe(1);
    expect(shown.stderr).toContain('--print-link is only for the first administrator');
    expect((await ops(...add)).code).toBe(0);
    const fresh = new Browser('10.0.9.22');
    const token = await mailedToken('new.one@test.example');
    expect((await fresh.auth('/reset-password', { token, newPassword: PASSWORD })).status).toBe(
      200,
    );
    const enrol = await fresh.auth('/sign-in/email', {
      email: 'new.one@test.example',
      password: PASSWORD,
    });
    expect(enrol.status).toBe(200);
    expect(enrol.json.user).toMatchObject({ email: 'new.one@test.example' });
    expectNoToken(enrol.json);
  });
});

/** The second-factor rows of the audit log about this address. */
async function secondFactorAudit(email: string) {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .select(['action', 'detail'])
    .where('subject', '=', email)
    .where('action', 'in', ['sign-in', 'sign-in.second-factor-failed'])
    .orderBy('id')
    .execute();
}

describe('an authenticator code signs in once', { timeout: 180_000 }, () => {
  it('the same password and code from a second browser is refused as a wrong code; the next step’s code works', async () => {
    const email = 'code.once@test.example';
    const { totp } = await enrolledStaff(email, 'sales', '10.0.9.30');
    const code = await freshCode(totp);
    const first = new Browser('10.0.9.31');
    expect((await first.auth('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect((await first.auth('/two-factor/verify-totp', { code })).status).toBe(200);

    const second = new Browser('10.0.9.32');
    expect((await second.auth('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const wrong = await second.auth('/two-factor/verify-totp', {
      code: code === '000000' ? '111111' : '000000',
    });
    const replayed = await second.auth('/two-factor/verify-totp', { code });
    expect(wrong.status).toBe(401);
    expect({ status: replayed.status, json: replayed.json }).toEqual({
      status: wrong.status,
      json: wrong.json,
    });
    // The code of the step before, still inside the window, is spent with it.
    const period = TOTP_PERIOD_SECONDS * 1000;
    const step = [-1, 0, 1]
      .map((d) => Math.floor(Date.now() / period) + d)
      .find((s) => totp.generate({ timestamp: s * period }) === code)!;
    const earlier = await second.auth('/two-factor/verify-totp', {
      code: totp.generate({ timestamp: (step - 1) * period }),
    });
    expect(earlier.status).toBe(401);
    expect(await second.session()).toBeNull();

    const next = await second.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
    expect(next.status, JSON.stringify(next.json)).toBe(200);
    expect(await second.session()).toMatchObject({ user: { email } });
    const audit = await secondFactorAudit(email);
    expect(
      audit.filter((a) => a.detail === 'password+totp: a code already used').length,
    ).toBeGreaterThanOrEqual(1);
    expect(audit.filter((a) => a.action === 'sign-in')).toHaveLength(3);

    // Whoever gave a used code had the password and had seen a code: the owner is told, once for
    // the two codes given again within the hour (decision 185), by real mail.
    const notices = (await noticesTo(email)).filter(
      (n) => n.subject === 'A refused sign-in to your staff console account',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(
      'Someone gave your staff console password, then an authenticator code that had already been used, and was refused on',
    );
    expect(notices[0]?.text).toContain('from the address 10.0.9.32');
    expect(notices[0]?.text).toContain('If this was not you, call the office on');
    await deliverDueMail();
    await app.smtp.waitFor(
      (m) =>
        m.subject === 'A refused sign-in to your staff console account' &&
        (m.text ?? '').includes('from the address 10.0.9.32'),
    );
  });

  it('a signed-in session verifies no more codes: nothing to guess, and no sign-in that did not happen', async () => {
    const email = 'already.in@test.example';
    const { browser, totp, backupCodes } = await enrolledStaff(email, 'sales', '10.0.9.33');
    const before = await secondFactorAudit(email);
    for (const [path, code] of [
      ['/two-factor/verify-totp', '000000'],
      ['/two-factor/verify-totp', totp.generate()],
      ['/two-factor/verify-backup-code', backupCodes[0]!],
    ] as const) {
      const again = await browser.auth(path, { code });
      expect(again.status, path).toBe(400);
      expect(again.json.message).toBe(STAFF_MESSAGES.alreadySignedIn);
    }
    expect(await secondFactorAudit(email)).toEqual(before);
    // The recovery code was not spent: it signs in once, from a new browser.
    const other = new Browser('10.0.9.34');
    expect((await other.auth('/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const recovered = await other.auth('/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(recovered.status).toBe(200);
    expect((await secondFactorAudit(email)).at(-1)).toEqual({
      action: 'sign-in',
      detail: 'password+recovery-code',
    });
  });
});
