import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  // Limits high enough that every call reaches the service.
  app = await startTestApp({ RATE_LIMIT_MAIL_MAX: '1000', VISITOR_MAIL_PER_DAY: '1000' });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app.close();
});

const HOUR_MS = 60 * 60_000;

const message = {
  first_name: 'Tomasz',
  last_name: 'Kowalczyk',
  email: 'tomasz.k@example.com',
  subject: 'Weekly run to Townsville',
  phone: '0491 570 156',
  message: 'Four pallets every Tuesday from Laverton North to Townsville.',
};

/** The same submission ten times at once, as a double-clicking visitor on a slow line might. */
async function submitTenAtOnce(): Promise<number[]> {
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      callRoute('/tms/save-contact', message, { ip: `198.51.100.${i + 1}` }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
  return results.map((r) => Number((r.json.data as { id: number }).id));
}

async function saved(): Promise<{ id: number }[]> {
  const db = await database();
  return db
    .selectFrom('contact_messages')
    .select('id')
    .where('email', '=', message.email)
    .orderBy('id')
    .execute();
}

async function queuedFor(id: number): Promise<number> {
  const db = await database();
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('ref', '=', `contact_messages:${id}`)
    .execute();
  return rows.length;
}

function mailsReceived(): number {
  return app.smtp.messages.filter((m) => m.subject?.includes(message.subject)).length;
}

describe('the same submission sent concurrently', () => {
  it('is stored once and mailed once, and again as a new one after its window', async () => {
    const ids = await submitTenAtOnce();
    const rows = await saved();
    expect(rows).toHaveLength(1);
    const first = rows[0]!.id;
    expect(new Set(ids)).toEqual(new Set([first]));
    expect(await queuedFor(first)).toBe(1);
    await deliverDueMail();
    await app.smtp.waitFor((m) => m.subject?.includes(message.subject) ?? false);
    await deliverDueMail();
    expect(mailsReceived()).toBe(1);

    // Near the end of the window it is still the same submission.
    const firstAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(firstAt + HOUR_MS - 60_000);
    const late = await callRoute('/tms/save-contact', message);
    expect((late.json.data as { id: number }).id).toBe(first);
    expect(await saved()).toHaveLength(1);

    // After it, a new one; ten at once still make only one.
    vi.setSystemTime(firstAt + HOUR_MS + 60_000);
    const again = await submitTenAtOnce();
    const after = await saved();
    expect(after).toHaveLength(2);
    const second = after[1]!.id;
    expect(second).not.toBe(first);
    expect(new Set(again)).toEqual(new Set([second]));
    expect(await queuedFor(second)).toBe(1);
    await deliverDueMail();
    await app.smtp.waitFor(() => mailsReceived() === 2, 10_000);
    await deliverDueMail();
    expect(mailsReceived()).toBe(2);
  });
});
