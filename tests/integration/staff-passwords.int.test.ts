import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { Browser, mailedToken, ops, PASSWORD } from './staff-support';

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
});
