import { describe, expect, it, vi } from 'vitest';
import { site } from '@/content/site';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { callRoute } from '../support/test-app';
import { creditBody } from '../support/valid-bodies';
import { SoftwareAuthenticator } from './software-authenticator';
import type { CeremonyOptions } from './software-authenticator';
import { enrolledStaff, noticesTo, PASSWORD, signedIn, consoleTestApp } from './staff-support';
import type { Browser } from './staff-support';
import type * as OTPAuth from 'otpauth';

const app = consoleTestApp();

const call = (browser: Browser, path: string, body: unknown) => browser.call(path, body);

async function addPasskey(browser: Browser, authenticator: SoftwareAuthenticator, name: string) {
  const options = await browser.auth('/passkey/generate-register-options');
  if (options.status !== 200) return options;
  return browser.auth('/passkey/verify-registration', {
    response: authenticator.register(options.json as CeremonyOptions),
    name,
  });
}

/** The notices mailed to this address, oldest first. */
const MINUTE = 60_000;

describe('step-up for what lasts', { timeout: 240_000 }, () => {
  const email = 'step.up@test.example';
  const admin = 'step.up.admin@test.example';
  const phone = new SoftwareAuthenticator('localhost', 'http://localhost:3000');
  let totp: OTPAuth.TOTP;
  let adminTotp: OTPAuth.TOTP;

  it('a passkey needs a sign-in within 5 minutes; adding and removing one mails the owner', async () => {
    totp = (await enrolledStaff(email, 'sales', '10.0.11.1')).totp;
    // Setting the password with the set-up link, then enrolling the authenticator, were the first
    // lasting changes: its owner was told of each, with the address.
    const enrolled = await noticesTo(email);
    expect(enrolled.map((n) => n.text)).toEqual([
      expect.stringContaining(
        'A password was set for your staff console account with its set-up link on',
      ),
      expect.stringContaining(
        'A new authenticator app was set up for your staff console account on',
      ),
    ]);
    expect(enrolled[0]?.text).toContain('from the address 10.0.11.1.');
    const browser = await signedIn(email, totp, '10.0.11.2');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Six minutes later the session is alive (idle 30 minutes) but too old for a lasting change.
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    const stale = await addPasskey(browser, phone, 'Work phone');
    expect(stale.status).toBe(403);
    expect(stale.json).toMatchObject({ message: STAFF_MESSAGES.stepUp, stepUp: true });
    const enable = await browser.auth('/two-factor/enable', { password: PASSWORD });
    expect(enable.status).toBe(403);
    expect(enable.json.stepUp).toBe(true);
    expect(await noticesTo(email)).toHaveLength(2);
    vi.useRealTimers();

    // Signed in again just now: the passkey is added, and its owner told when and from where.
    const fresh = await signedIn(email, totp, '10.0.11.3');
    const added = await addPasskey(fresh, phone, 'Work phone');
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const [, , addedMail] = await noticesTo(email);
    expect(addedMail?.subject).toBe('A change to your staff console account');
    expect(addedMail?.text).toContain(
      'A passkey named “Work phone” was added to your staff console account on',
    );
    expect(addedMail?.text).toContain('from the address 10.0.11.3');
    expect(addedMail?.text).toContain(
      `If this was not you, call the office on ${site.phones.sales.display}`,
    );

    const listed = await (
      await database()
    )
      .selectFrom('staff_passkeys')
      .select('id')
      .executeTakeFirstOrThrow();
    const removed = await fresh.auth('/passkey/delete-passkey', { id: listed.id });
    expect(removed.status).toBe(200);
    const notices = await noticesTo(email);
    expect(notices).toHaveLength(4);
    expect(notices[3]?.text).toContain(
      'A passkey named “Work phone” was removed from your staff console account on',
    );
    await deliverDueMail();
    await app().smtp.waitFor((m) => (m.text ?? '').includes('“Work phone” was removed'));
  });

  it('an administrator changes accounts only within 5 minutes of signing in', async () => {
    adminTotp = (await enrolledStaff(admin, 'admin', '10.0.11.10')).totp;
    const browser = await signedIn(admin, adminTotp, '10.0.11.11');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    const add = await call(browser, '/staff/api/accounts/add', {
      name: 'Late Add',
      email: 'late.add@test.example',
      role: 'sales',
    });
    expect(add.status).toBe(403);
    expect(add.json.stepUp).toBe(true);
    const off = await call(browser, '/staff/api/accounts/disable', { email });
    expect(off.status).toBe(403);
    vi.useRealTimers();
    const fresh = await signedIn(admin, adminTotp, '10.0.11.12');
    const ok = await call(fresh, '/staff/api/accounts/disable', { email });
    expect(ok.status).toBe(200);
    // The owner is told their account was disabled, by whom and from where.
    const notices = await noticesTo(email);
    expect(notices.at(-1)?.text).toContain(`Your staff console account was disabled by ${admin}`);
    expect(notices.at(-1)?.text).toContain('from the address 10.0.11.12');
    const audit = await (
      await database()
    )
      .selectFrom('staff_audit')
      .select(['actor_email', 'address'])
      .where('action', '=', 'staff.disable')
      .execute();
    expect(audit).toEqual([{ actor_email: admin, address: '10.0.11.12' }]);
  });
});

describe('step-up for bank details and personal data', { timeout: 240_000 }, () => {
  it('bank details shown or exported, and a person’s data handed over or erased, need a sign-in within 5 minutes', async () => {
    const accountsEmail = 'step.up.accounts@test.example';
    const adminEmail = 'step.up.privacy@test.example';
    const accountsTotp = (await enrolledStaff(accountsEmail, 'accounts', '10.0.11.20')).totp;
    const privacyTotp = (await enrolledStaff(adminEmail, 'admin', '10.0.11.21')).totp;
    expect((await callRoute('/tms/save-credit-application', creditBody())).status).toBe(200);
    const db = await database();
    const { id } = await db
      .selectFrom('credit_applications')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const audited = async () =>
      (
        await db
          .selectFrom('staff_audit')
          .select('action')
          .where('actor_email', 'in', [accountsEmail, adminEmail])
          .where('action', 'in', ['credit.reveal', 'export', 'privacy.export', 'privacy.erase'])
          .execute()
      ).length;
    const accounts = await signedIn(accountsEmail, accountsTotp, '10.0.11.22');
    const admin = await signedIn(adminEmail, privacyTotp, '10.0.11.23');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    const before = await audited();
    const refusals = [
      await accounts.call(`/staff/api/credit/${id}/reveal`, {}),
      await accounts.call('/staff/api/export/credit-applications?bank=1'),
      await admin.call('/staff/api/privacy/export', { email: 'asker@test.example' }),
      await admin.call('/staff/api/privacy/erase', { email: 'asker@test.example', confirm: true }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ message: STAFF_MESSAGES.stepUp, stepUp: true });
    }
    expect(await audited()).toBe(before);
    // Without bank details the export needs no recent sign-in.
    expect((await accounts.call('/staff/api/export/credit-applications')).status).toBe(200);
    vi.useRealTimers();

    const freshAccounts = await signedIn(accountsEmail, accountsTotp, '10.0.11.24');
    const shown = await freshAccounts.call(`/staff/api/credit/${id}/reveal`, {});
    expect(shown.status, JSON.stringify(shown.json)).toBe(200);
    expect(shown.json.bank).toEqual(expect.arrayContaining([expect.anything()]));
    expect((await freshAccounts.call('/staff/api/export/credit-applications?bank=1')).status).toBe(
      200,
    );
    const freshAdmin = await signedIn(adminEmail, privacyTotp, '10.0.11.25');
    const handed = await freshAdmin.call('/staff/api/privacy/export', {
      email: 'asker@test.example',
    });
    expect(handed.status, JSON.stringify(handed.json)).toBe(200);
  });
});
