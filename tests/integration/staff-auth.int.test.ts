import { apiRouter } from '@/server/api/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import {
  Browser,
  freshCode,
  linkToken,
  mailedToken,
  ops,
  PASSWORD,
  totpFrom,
} from './staff-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
});
afterAll(async () => {
  await app.close();
});

// Each sign-in hashes a password (scrypt), which takes a while on a busy machine.
describe('staff sign-in', { timeout: 180_000 }, () => {
  let token = '';
  let totpUri = '';
  const email = 'dispatch.lead@test.example';

  it('staff add mails a one-time set-up link; only the very first administrator may see it on the terminal, audited', async () => {
    const added = await ops(
      'staff',
      'add',
      '--email',
      'Dispatch.Lead@test.example',
      '--name',
      'Dana Lead',
      '--role',
      'admin',
      '--print-link',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added Dana Lead <dispatch.lead@test.example>, Administrator.');
    expect(added.stdout).toContain(`A set-up link was sent to ${email}`);
    token = linkToken(added.stdout);
    const printed = await (
      await database()
    )
      .selectFrom('staff_audit')
      .select(['action', 'actor_email', 'subject', 'detail'])
      .where('action', '=', 'staff.link-printed')
      .execute();
    expect(printed).toHaveLength(1);
    expect(printed[0]?.subject).toBe(email);
    expect(printed[0]?.actor_email).toMatch(/^terminal/);
    // Without --print-link the terminal never shows the link.
    const quiet = await ops(
      'staff',
      'add',
      '--email',
      'quiet@test.example',
      '--name',
      'Q',
      '--role',
      'sales',
    );
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toContain('A set-up link was sent to quiet@test.example');
    expect(quiet.stdout).not.toContain('token=');
    await deliverDueMail();
    const mail = await app.smtp.waitFor((m) => m.subject === 'Your staff console account');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.text).toContain(`http://localhost:3000/staff/set-up?token=${token}`);

    const listed = await ops('staff', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { email, name: 'Dana Lead', role: 'admin', enrolled: false, disabled: false },
      { email: 'quiet@test.example' },
    ]);
    // The same address twice is refused.
    const again = await ops('staff', 'add', '--email', email, '--name', 'X', '--role', 'sales');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has a staff account');
    const badRole = await ops(
      'staff',
      'add',
      '--email',
      'x@test.example',
      '--name',
      'X',
      '--role',
      'boss',
    );
    expect(badRole.code).toBe(2);
  });

  it('the link sets a password once, and a too-short password is refused', async () => {
    const browser = new Browser();
    const short = await browser.auth('/reset-password', { token, newPassword: 'short' });
    expect(short.status).toBe(400);
    const set = await browser.auth('/reset-password', { token, newPassword: PASSWORD });
    expect(set.status).toBe(200);
    const reused = await browser.auth('/reset-password', { token, newPassword: `${PASSWORD}!` });
    expect(reused.status).toBe(400);
  });

  it('first sign-in enrols an authenticator: recovery codes shown once, then a code confirms it', async () => {
    const browser = new Browser();
    const signIn = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.json.twoFactorRedirect).toBeUndefined();
    const session = await browser.session();
    expect(session).toMatchObject({ user: { email, role: 'admin', twoFactorEnabled: false } });

    const wrongPassword = await browser.auth('/two-factor/enable', {
      password: 'not the password',
    });
    expect(wrongPassword.status).toBe(400);
    const enable = await browser.auth('/two-factor/enable', { password: PASSWORD });
    expect(enable.status).toBe(200);
    totpUri = enable.json.totpURI as string;
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enable.json.backupCodes).toHaveLength(10);

    const totp = totpFrom(totpUri);
    const wrong = await browser.auth('/two-factor/verify-totp', {
      code: totp.generate({ timestamp: Date.now() - 10 * 60_000 }),
    });
    expect(wrong.status).toBe(401);
    const verify = await browser.auth('/two-factor/verify-totp', { code: await freshCode(totp) });
    expect(verify.status).toBe(200);
    const after = await browser.session();
    expect(after).toMatchObject({ user: { email, twoFactorEnabled: true } });
  });

  it('later sign-ins ask for the authenticator code before any session exists', async () => {
    const browser = new Browser();
    const signIn = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.json.twoFactorRedirect).toBe(true);
    expect(await browser.session()).toBeNull();
    const verify = await browser.auth('/two-factor/verify-totp', {
      code: await freshCode(totpFrom(totpUri)),
    });
    expect(verify.status).toBe(200);
    const cookie = [...browser.cookies.keys()].find((k) => k.endsWith('session_token'));
    expect(cookie).toBe('staff.session_token');
    expect(await browser.session()).toMatchObject({ user: { email } });

    // The session lives in the database: a second instance (a new client) knows it.
    await closeDatabase();
    await database();
    expect(await browser.session()).toMatchObject({ user: { email } });

    // Sign-out everywhere ends this session and every other.
    const other = new Browser();
    await other.auth('/sign-in/email', { email, password: PASSWORD });
    await other.auth('/two-factor/verify-totp', { code: await freshCode(totpFrom(totpUri)) });
    expect(await other.session()).toMatchObject({ user: { email } });
    const revoked = await browser.auth('/revoke-sessions', {});
    expect(revoked.status).toBe(200);
    expect(await other.session()).toBeNull();
    expect(await browser.session()).toBeNull();
  });

  it('the session cookie is HttpOnly, SameSite=Lax and lives 30 minutes', async () => {
    const browser = new Browser();
    const signIn = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    const res = await apiRouter.request(
      browser.request('/staff/api/auth/two-factor/verify-totp', {
        code: await freshCode(totpFrom(totpUri)),
      }),
    );
    expect(signIn.status).toBe(200);
    const line = res.headers.getSetCookie().find((c) => c.startsWith('staff.session_token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    // The whole site's path: what a `__Host-` cookie must have on https (decision 187).
    expect(line).toMatch(/(?:^|;\s*)Path=\/(?:;|$)/i);
    expect(line).toMatch(/Max-Age=1800/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('ten failures from ten addresses lock nobody out; each is audited with its address', async () => {
    for (const who of [email, 'nobody.here@test.example']) {
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) {
        // From ten different addresses: failures count per account and address (decision 119).
        const b = new Browser(`198.51.100.${i + 1}`);
        const r = await b.auth('/sign-in/email', { email: who, password: `wrong password ${i}` });
        answers.push(r.status);
      }
      expect(answers).toEqual(Array(10).fill(401));
    }
    const db = await database();
    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'subject', 'address'])
      .where('action', '=', 'sign-in.failed')
      .where('subject', '=', email)
      .execute();
    expect(audit).toHaveLength(10);
    expect(new Set(audit.map((a) => a.address)).size).toBe(10);
    // The owner, from an address of their own, is not held back.
    const browser = new Browser('198.51.100.201');
    const ok = await browser.auth('/sign-in/email', { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.json.twoFactorRedirect).toBe(true);
  });

  it('one address gets ten sign-in attempts a minute, whichever accounts they name', async () => {
    const b = new Browser('203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await b.auth('/sign-in/email', {
        email: `guess${i}@test.example`,
        password: 'a wrong password',
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it('disable signs out and refuses the password; reset mails a new link and clears the authenticator', async () => {
    const browser = new Browser('192.0.2.10');
    await browser.auth('/sign-in/email', { email, password: PASSWORD });
    await browser.auth('/two-factor/verify-totp', { code: await freshCode(totpFrom(totpUri)) });
    expect(await browser.session()).toMatchObject({ user: { email } });
    expect((await ops('staff', 'disable', '--email', email)).code).toBe(0);
    expect(await browser.session()).toBeNull();
    const refused = await new Browser('192.0.2.11').auth('/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const reset = await ops('staff', 'reset', '--email', email);
    expect(reset.code).toBe(0);
    expect(reset.stdout).not.toContain('token=');
    const newToken = await mailedToken(email);
    const old = await new Browser('192.0.2.12').auth('/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const b = new Browser('192.0.2.13');
    expect(
      (await b.auth('/reset-password', { token: newToken, newPassword: `${PASSWORD} 2` })).status,
    ).toBe(200);
    const signIn = await b.auth('/sign-in/email', { email, password: `${PASSWORD} 2` });
    expect(signIn.status).toBe(200);
    // The authenticator was removed, so this sign-in goes to enrolment again.
    expect(signIn.json.twoFactorRedirect).toBeUndefined();
    expect((await ops('staff', 'reset', '--email', 'unknown@test.example')).code).toBe(1);
  });

  it('calls the console does not use, and calls without the anti-forgery token, are refused', async () => {
    const b = new Browser();
    expect(
      (await b.auth('/sign-up/email', { email: 'a@test.example', password: PASSWORD, name: 'A' }))
        .status,
    ).toBe(404);
    expect((await b.auth('/admin/list-users')).status).toBe(404);
    const forged = await b.call(
      '/staff/api/auth/sign-in/email',
      { email, password: PASSWORD },
      { 'x-xsrf-token': 'other-token-0123456789abcdef' },
    );
    expect(forged.status).toBe(403);
    const big = await b.auth('/sign-in/email', { email, password: 'x'.repeat(40_000) });
    expect(big.status).toBe(413);
    // Sent as another type, or compressed, a body is refused before anyone reads it.
    const refusals: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-encoding': 'gzip' },
    ];
    for (const headers of refusals) {
      const refused = await b.call(
        '/staff/api/auth/sign-in/email',
        { email, password: PASSWORD },
        headers,
      );
      expect(refused.status, JSON.stringify(headers)).toBe(415);
      expect(refused.json.error).toMatch(/application\/json/);
    }
  });
});
