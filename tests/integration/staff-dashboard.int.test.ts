import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { dashboardCounts } from '@/server/staff/inbox';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { contactBody } from '../support/valid-bodies';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app.close();
});

/** Send a contact message with the clock (only Date is faked) at an instant. */
async function contactAt(instant: string, name: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(instant) });
  const res = await callRoute('/tms/save-contact', {
    ...contactBody(),
    subject: name,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  vi.useRealTimers();
}

describe('dashboard counts by the company day', () => {
  it('counts today and this week in Melbourne time, not UTC, just after midnight UTC', async () => {
    // Tuesday 24 November 2026, 00:10 UTC is 11:10 on Tuesday in Melbourne (AEDT, UTC+11): the
    // company's Tuesday began at 13:00 UTC on Monday, and its week (from Monday) at 13:00 UTC on
    // Sunday 22 November.
    await contactAt('2026-11-22T12:30:00Z', 'Sunday Late'); // Sunday 23:30: last week
    await contactAt('2026-11-23T12:30:00Z', 'Monday Late'); // Monday 23:30: this week
    await contactAt('2026-11-23T13:30:00Z', 'Tuesday Early'); // Tuesday 00:30: today
    await contactAt('2026-11-23T23:50:00Z', 'Tuesday Morning'); // Tuesday 10:50: today
    await contactAt('2026-11-24T00:05:00Z', 'Tuesday Later'); // Tuesday 11:05: today

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T00:10:00Z') });
    const admin = { id: 'a', name: 'A', email: 'a@test.example', role: 'admin', enrolled: true };
    const counts = await dashboardCounts(await database(), admin as never);
    const contact = counts.find((c) => c.kind === 'contact');
    // By UTC days it would be 1 today and 5 in the last 7 days.
    expect(contact).toMatchObject({ today: 3, week: 4, waiting: 5 });
  });

  it('on a Monday morning in Melbourne the week holds only that morning', async () => {
    // Monday 30 November 2026, 08:00 in Melbourne is 21:00 UTC on Sunday 29 November.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T21:00:00Z') });
    const admin = { id: 'a', name: 'A', email: 'a@test.example', role: 'admin', enrolled: true };
    const counts = await dashboardCounts(await database(), admin as never);
    expect(counts.find((c) => c.kind === 'contact')).toMatchObject({ today: 0, week: 0 });
  });
});
