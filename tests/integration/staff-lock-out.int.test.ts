import { describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { FREE_FAILURES, lockedUntil } from '@/server/staff/lock-out';
import { Browser, enrolledStaff, PASSWORD, consoleTestApp } from './staff-support';

consoleTestApp();

// Each attempt hashes a password (scrypt), which takes a while on a busy machine.
describe('lock-out that an outsider cannot aim', { timeout: 240_000 }, () => {
  const email = 'aimed.at@test.example';

  it('100 wrong passwords from one address do not stop the owner signing in from another', async () => {
    await enrolledStaff(email, 'accounts', '10.0.8.1');
    const attacker = new Browser('203.0.113.66');
    const answers = new Map<number, number>();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 100; i++) {
      // A minute on after every ten, so the per-address limit of the minute does not hide the rest.
      if (i % 10 === 0) vi.setSystemTime(Date.now() + 61_000);
      const r = await attacker.auth('/sign-in/email', { email, password: `guess number ${i}` });
      answers.set(r.status, (answers.get(r.status) ?? 0) + 1);
    }
    // Every attempt was refused: wrong (401) or held back (429); never a server error.
    expect([...answers.keys()].sort()).toEqual([401, 429]);
    // Even the right password is held back from that address now, a minute later…
    vi.setSystemTime(Date.now() + 61_000);
    const fromAttacker = await attacker.auth('/sign-in/email', { email, password: PASSWORD });
    expect(fromAttacker.status).toBe(429);
    expect(fromAttacker.json.message).toBe(STAFF_MESSAGES.locked);
    // …but the owner, from their own address, signs in at once.
    const owner = new Browser('10.0.8.2');
    const signIn = await owner.auth('/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.json.twoFactorRedirect).toBe(true);
  });

  it('the delay grows with each failure from the same address, and an unknown account is treated alike', async () => {
    for (const who of [email, 'nobody.at.all@test.example']) {
      const address = who === email ? '203.0.113.70' : '203.0.113.71';
      const browser = new Browser(address);
      const db = await database();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      for (let i = 0; i < FREE_FAILURES; i++) {
        expect(
          (await browser.auth('/sign-in/email', { email: who, password: `no ${i}` })).status,
        ).toBe(401);
      }
      const delays: number[] = [];
      for (let i = 0; i < 4; i++) {
        const until = await lockedUntil(db, who, address);
        expect(until).not.toBeNull();
        delays.push(Math.round((until! - Date.now()) / 1000));
        // Held back while the delay runs, the right password included.
        const held = await browser.auth('/sign-in/email', { email: who, password: PASSWORD });
        expect(held.status).toBe(429);
        // After it, one more wrong password: a longer delay.
        vi.setSystemTime(until! + 61_000);
        expect(
          (await browser.auth('/sign-in/email', { email: who, password: `later ${i}` })).status,
        ).toBe(401);
      }
      expect(delays[0]).toBeGreaterThan(0);
      for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
      vi.useRealTimers();
    }
    const audit = await (
      await database()
    )
      .selectFrom('staff_audit')
      .select(['action', 'address'])
      .where('action', '=', 'sign-in.locked')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.address !== null)).toBe(true);
  });

  it('addresses of one IPv6 /64 count as one client address', async () => {
    const owner = 'ipv6.owner@test.example';
    await enrolledStaff(owner, 'sales', '10.0.8.40');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Each failure from another address of the same /64, as one host could send them.
    for (let i = 1; i <= FREE_FAILURES; i++) {
      const r = await new Browser(`2001:db8:40:1::${i.toString(16)}`).auth('/sign-in/email', {
        email: owner,
        password: `guess number ${i}`,
      });
      expect(r.status).toBe(401);
    }
    const sameHost = await new Browser('2001:db8:40:1:ffff:ffff:ffff:fffe').auth('/sign-in/email', {
      email: owner,
      password: PASSWORD,
    });
    expect(sameHost.status).toBe(429);
    expect(sameHost.json.message).toBe(STAFF_MESSAGES.locked);
    // Another /64 is another client: not held back.
    const elsewhere = await new Browser('2001:db8:40:2::1').auth('/sign-in/email', {
      email: owner,
      password: PASSWORD,
    });
    expect(elsewhere.status).toBe(200);
  });
});
