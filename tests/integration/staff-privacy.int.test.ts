// The console's Privacy page calls (decision 139): an admin hands over or erases what is held about
// an address; no other role may, an erase needs its confirmation, and both are audited under the
// admin's name without the address. On SQLite, or on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { database } from '@/server/db/client';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { contactBody } from '../support/valid-bodies';
import type { Browser } from './staff-support';
import { enrolledStaff } from './staff-support';

const PERSON = 'pat.requester@example.com';
const OTHER = 'not.asking@example.com';

let app: TestApp;
let admin: Browser;
let sales: Browser;
let accounts: Browser;

const exportFor = (browser: Browser, body: unknown) =>
  browser.call('/staff/api/privacy/export', body);
const eraseFor = (browser: Browser, body: unknown) =>
  browser.call('/staff/api/privacy/erase', body);

async function privacyAudit() {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', 'like', 'privacy.%')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  admin = (await enrolledStaff('privacy-admin@test.example', 'admin', '10.0.3.1')).browser;
  sales = (await enrolledStaff('privacy-sales@test.example', 'sales', '10.0.3.2')).browser;
  accounts = (await enrolledStaff('privacy-accounts@test.example', 'accounts', '10.0.3.3')).browser;
  for (const [email, message] of [
    [PERSON, 'Please call me about a pallet to Perth.'],
    [OTHER, 'Another person entirely.'],
  ] as const) {
    const res = await callRoute('/tms/save-contact', {
      ...contactBody(),
      email,
      message,
    });
    expect(res.status).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('privacy requests in the staff console', () => {
  it('only an admin may export or erase', async () => {
    for (const browser of [sales, accounts]) {
      expect((await exportFor(browser, { email: PERSON })).status).toBe(403);
      expect((await eraseFor(browser, { email: PERSON, confirm: true })).status).toBe(403);
    }
    expect(await privacyAudit()).toEqual([]);
  });

  it('refuses an address that is not one, and an erase without its confirmation', async () => {
    const bad = await exportFor(admin, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('error');
    const unconfirmed = await eraseFor(admin, { email: PERSON });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json).toHaveProperty('error');
    expect(await privacyAudit()).toEqual([]);
  });

  it("refuses the company's own addresses with a clear message, and hands nothing over", async () => {
    // An address of the company facts, and MAIL_TO of the test environment.
    for (const email of [site.emails.sales, 'Office@test.example']) {
      for (const answer of [
        await exportFor(admin, { email }),
        await eraseFor(admin, { email, confirm: true }),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.json.error).toBe(
          "email: That is one of the company's own addresses, not a person's: ask with the person's own address.",
        );
      }
    }
    expect(await privacyAudit()).toEqual([]);
  });

  it('an admin hands over what is held about the address, and only that', async () => {
    const res = await exportFor(admin, { email: PERSON.toUpperCase() });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { data, summary } = res.json as {
      data: { contactMessages: { message: string }[] };
      summary: string;
    };
    expect(data.contactMessages.map((m) => m.message)).toEqual([
      'Please call me about a pallet to Perth.',
    ]);
    expect(JSON.stringify(res.json)).not.toContain(OTHER);
    expect(summary).toContain(`What the site holds about ${PERSON}`);
    const [row] = await privacyAudit();
    expect(row).toMatchObject({
      action: 'privacy.export',
      actor_email: 'privacy-admin@test.example',
    });
    expect(JSON.stringify(row).toLowerCase()).not.toContain(PERSON);
  });

  it('an admin erases the address; the other person stays, and the audit names the admin', async () => {
    const res = await eraseFor(admin, { email: PERSON, confirm: true });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ ok: true, removed: { contact_messages: 1 }, kept: [] });

    const after = await exportFor(admin, { email: PERSON });
    expect((after.json as { data: { contactMessages: unknown[] } }).data.contactMessages).toEqual(
      [],
    );
    const db = await database();
    const left = await db.selectFrom('contact_messages').select('email').execute();
    expect(left.map((r) => r.email)).toEqual([OTHER]);

    const audit = await privacyAudit();
    expect(audit.map((a) => [a.action, a.actor_email])).toEqual([
      ['privacy.export', 'privacy-admin@test.example'],
      ['privacy.erase', 'privacy-admin@test.example'],
      ['privacy.export', 'privacy-admin@test.example'],
    ]);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(PERSON);
  });

  it('takes any address the forms accept, though a stricter rule would refuse it', async () => {
    const email = 'lee%depot@example.com';
    expect((await callRoute('/tms/save-contact', { ...contactBody(), email })).status).toBe(200);
    const res = await exportFor(admin, { email });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(
      (res.json as { data: { contactMessages: unknown[] } }).data.contactMessages,
    ).toHaveLength(1);
    const erased = await eraseFor(admin, { email, confirm: true });
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    expect(erased.json).toMatchObject({ ok: true, removed: { contact_messages: 1 } });
  });
});
