import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail, outboxStatus } from '@/server/outbox/outbox';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { contactBody } from '../support/valid-bodies';
import { Browser, enrolledStaff } from './staff-support';

let app: TestApp;
let admin: Browser;
let sales: Browser;

const retry = (browser: Browser) => browser.call('/staff/api/outbox/retry', {});

async function retryAudit() {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', 'outbox.retry')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('mail-admin@test.example', 'admin', '10.0.2.1')).browser;
  sales = (await enrolledStaff('mail-sales@test.example', 'sales', '10.0.2.2')).browser;
  await deliverDueMail();
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('outbox in the staff console', () => {
  it('shows mail failing while the mail server is down, with its last error, and Retry now sends it', async () => {
    const db = await database();
    expect((await outboxStatus(db)).failing).toBe(0);

    await app.smtp.stop();
    const outage = { ...contactBody(), subject: 'Sent while the mail server was down' };
    expect((await callRoute('/tms/save-contact', outage)).status).toBe(200);
    await deliverDueMail();
    const failing = await outboxStatus(db);
    expect(failing.failing).toBe(1);
    expect(failing.failures).toHaveLength(1);
    expect(failing.failures[0]).toMatchObject({ topic: 'contact.company', attempts: 1 });
    expect(failing.failures[0]!.lastError).toMatch(/ECONNREFUSED|connect/);

    // Still down: the retry tries it, it fails again, and the answer says so.
    const down = await retry(admin);
    expect(down.status, JSON.stringify(down.json)).toBe(200);
    expect(down.json).toMatchObject({ due: 1, sent: 0, failing: 1 });
    expect((await outboxStatus(db)).failures[0]!.attempts).toBe(2);

    await app.smtp.start();
    const res = await retry(admin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ ok: true, due: 1, sent: 1, failing: 0 });
    await app.smtp.waitFor(
      (m) => m.subject?.includes('Sent while the mail server was down') ?? false,
    );
    const after = await outboxStatus(db);
    expect(after).toMatchObject({ pending: 0, failing: 0, failures: [] });

    const audit = await retryAudit();
    expect(audit.map((a) => [a.actor_email, a.detail])).toEqual([
      ['mail-admin@test.example', '1 pending mail made due now, 0 sent, 1 still failing'],
      ['mail-admin@test.example', '1 pending mail made due now, 1 sent, 0 still failing'],
    ]);
  });

  it('with nothing waiting, Retry now sends nothing', async () => {
    const res = await retry(admin);
    expect(res.json).toMatchObject({ due: 0, sent: 0, failing: 0 });
    expect((await retryAudit()).at(-1)!.detail).toBe(
      '0 pending mails made due now, 0 sent, 0 still failing',
    );
  });

  it('only an admin may retry mail', async () => {
    const before = (await retryAudit()).length;
    expect((await retry(sales)).status).toBe(403);
    expect((await retry(new Browser('10.0.2.9'))).status).toBe(401);
    expect(await retryAudit()).toHaveLength(before);
  });
});
