// A call that checks several limits counts against each of them once, in one statement, and is
// refused when any of them is over. Small limits so the tests reach them quickly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { hitRateLimits } from '@/server/http/rate-limit';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_MAIL_MAX: '4' });
});
afterAll(async () => {
  await app.close();
});

/** The counter of one kind of call for one address (the test app's window is a day long). */
async function counted(kind: string, ip: string): Promise<number> {
  const db = await database();
  const rows = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('bucket', 'like', `${kind}:${ip}:%`)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.count), 0);
}

// An empty body is refused by the form's schema (400) after the limits are counted: the calls
// reach the limits without saving anything.
const invalid = {};

describe('a call with several limits', () => {
  it('counts each of its limits once per call and is refused when the first is over', async () => {
    const ip = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await callRoute('/tms/saveQuote', invalid, { ip })).status);
    }
    // Storing allows 3 calls: the fourth is refused.
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await counted('store', ip)).toBe(4);
    expect(await counted('mail', ip)).toBe(4);
  });

  it('is refused when a later limit is over while the first is not', async () => {
    const ip = '203.0.113.41';
    const statuses: number[] = [];
    // Four mail-only calls use up the address's mail limit of 4 without touching storing.
    for (let i = 0; i < 4; i++) {
      statuses.push((await callRoute('/tms/sendOfficialSiteMail', invalid, { ip })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400]);
    expect(await counted('store', ip)).toBe(0);
    const refused = await callRoute('/tms/saveQuote', invalid, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counted('store', ip)).toBe(1);
    expect(await counted('mail', ip)).toBe(5);
    const db = await database();
    const quotes = await db.selectFrom('quotes').select('id').execute();
    expect(quotes).toHaveLength(0);
  });

  it('counts every hit exactly once when calls with the same limits run at once', async () => {
    const limits = [
      { key: 'test-a:203.0.113.42', limit: { max: 6, windowSeconds: 86400 } },
      { key: 'test-b:203.0.113.42', limit: { max: 9, windowSeconds: 86400 } },
    ];
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimits(limits)));
    expect(results.filter(([a]) => a!.allowed)).toHaveLength(6);
    expect(results.filter(([, b]) => b!.allowed)).toHaveLength(9);
    // Each call saw its own count: remaining counts down from 5 to 0, then stays at 0.
    expect(results.map(([a]) => a!.remaining).sort((x, y) => y - x)).toEqual([
      5, 4, 3, 2, 1, 0, 0, 0, 0, 0,
    ]);
    expect(results.map(([, b]) => b!.remaining).sort((x, y) => y - x)).toEqual([
      8, 7, 6, 5, 4, 3, 2, 1, 0, 0,
    ]);
    expect(await counted('test-a', '203.0.113.42')).toBe(10);
    expect(await counted('test-b', '203.0.113.42')).toBe(10);
  });

  it('counts calls made at the same moment together, each address apart, more than a batch holds', async () => {
    const addresses = ['203.0.113.43', '203.0.113.44', '203.0.113.45'];
    const limit = { max: 40, windowSeconds: 86400 };
    // 150 calls at once: more than one statement's worth, interleaved over three addresses.
    const calls = Array.from({ length: 150 }, (_, i) => addresses[i % 3]!);
    const results = await Promise.all(
      calls.map((ip) => hitRateLimits([{ key: `test-c:${ip}`, limit }])),
    );
    for (const ip of addresses) {
      const mine = results.filter((_, i) => calls[i] === ip).map(([r]) => r!);
      expect(mine.filter((r) => r.allowed)).toHaveLength(40);
      expect(mine.map((r) => r.remaining).sort((x, y) => y - x)).toEqual([
        ...Array.from({ length: 40 }, (_, i) => 39 - i),
        ...Array.from({ length: 10 }, () => 0),
      ]);
      expect(await counted('test-c', ip)).toBe(50);
    }
  });
});
