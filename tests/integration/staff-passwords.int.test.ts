import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { PEPPERED } from '@/server/staff/password-hash';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { Browser, enrolledStaff, mailedToken, ops, PASSWORD, signedIn } from './staff-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
});
afterAll(async () => {
  await app.close();
});

describe('staff passwords', { timeout: 180_000 }, () => {
  it('breached and common passwords are refused with a clear message; 12 to 128 characters', async () => {
    const email = 'new.password@test.example';
    expect(
      (await ops('staff', 'add', '--email', email, '--name', 'N', '--role', 'sales')).code,
    ).toBe(0);
    const token = await mailedToken(email);
    const browser = new Browser('10.0.10.1');
    for (const common of [
      'password1234',
      'Password1234',
      'qwertyuiop123',
      '123456789012',
      'iloveyou2024!',
    ]) {
      const refused = await browser.auth('/reset-password', { token, newPassword: common });
      expect(refused.status, common).toBe(400);
      expect(refused.json.message, common).toBe(STAFF_MESSAGES.passwordBreached);
    }
    const short = await browser.auth('/reset-password', { token, newPassword: 'Tr0ub4dor&3' });
    expect(short.status).toBe(400);
    expect(String(short.json.message)).toMatch(/short/i);
    const long = await browser.auth('/reset-password', { token, newPassword: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    // The link still works after the refusals: a long, uncommon password is taken.
    const set = await browser.auth('/reset-password', { token, newPassword: PASSWORD });
    expect(set.status).toBe(200);
  });

  it('keys each password with the console secret before scrypt; an older hash signs in and is keyed then', async () => {
    const email = 'keyed.password@test.example';
    const { totp } = await enrolledStaff(email, 'accounts', '10.0.10.2');
    const db = await database();
    const { userId } = await db
      .selectFrom('staff_accounts')
      .innerJoin('staff_users', 'staff_users.id', 'staff_accounts.userId')
      .select('staff_accounts.userId')
      .where('staff_users.email', '=', email)
      .executeTakeFirstOrThrow();
    const stored = async () =>
      (
        await db
          .selectFrom('staff_accounts')
          .select('password')
          .where('userId', '=', userId)
          .where('providerId', '=', 'credential')
          .executeTakeFirstOrThrow()
      ).password ?? '';
    const keyed = await stored();
    expect(keyed.startsWith(PEPPERED)).toBe(true);
    // What the database holds is no scrypt hash of the password: a guess needs the secret too.
    expect(await verifyPassword({ hash: keyed.slice(PEPPERED.length), password: PASSWORD })).toBe(
      false,
    );

    // A hash made before passwords were keyed: scrypt alone.
    const older = await hashPassword(PASSWORD);
    await db
      .updateTable('staff_accounts')
      .set({ password: older })
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .execute();
    const wrong = await new Browser('10.0.10.3').auth('/sign-in/email', {
      email,
      password: 'not the password at all',
    });
    expect(wrong.status).toBe(401);
    expect(await stored()).toBe(older);
    await signedIn(email, totp, '10.0.10.4');
    const upgraded = await stored();
    expect(upgraded.startsWith(PEPPERED)).toBe(true);
    expect(
      await verifyPassword({ hash: upgraded.slice(PEPPERED.length), password: PASSWORD }),
    ).toBe(false);
    await signedIn(email, totp, '10.0.10.5');
  });
});
