// A person's data on request (decision 139): everything held about an address handed over, with
// bank details masked, and erased everywhere but where the law requires it kept; audited without
// the address. On SQLite, or on PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { runOps } from '@/server/ops/program';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import {
  bookingRequestBody,
  contactBody,
  creditBank,
  creditBody,
  homeQuoteBody,
  saveQuoteBody,
} from '../support/valid-bodies';

const PERSON = 'jo.citizen@example.com';
/** As the person writes it in their request: matched whatever the case and spaces. */
const ASKED = ' Jo.Citizen@Example.COM ';
const person = PERSON;
const OTHER = 'someone.else@example.com';

let app: TestApp;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-privacy-test-'));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function ops(...args: string[]) {
  await deliverDueMail();
  const said = { stdout: '', stderr: '' };
  const code = await runOps(args, {
    out: (t) => (said.stdout += `${t}\n`),
    err: (t) => (said.stderr += `${t}\n`),
  });
  return { code, ...said };
}

async function quoteFor(email: string, ip: string): Promise<string> {
  const res = await callRoute('/tms/saveQuote', saveQuoteBody(email), { ip });
  expect(res.status).toBe(200);
  return res.json.qn_random as string;
}

/** The person has used every form; someone else has sent a message too. */
async function seed() {
  const contact = { ...contactBody(), email: PERSON };
  expect((await callRoute('/tms/save-contact', contact)).status).toBe(200);
  const other = { ...contactBody(), email: OTHER, message: 'Another person entirely.' };
  expect((await callRoute('/tms/save-contact', other)).status).toBe(200);
  const home = { ...homeQuoteBody(), email: PERSON };
  expect((await callRoute('/tms/sendOfficialSite_GetQuoteMail', home)).status).toBe(200);
  const unbooked = await quoteFor(PERSON, '198.51.100.1');
  const booked = await quoteFor(person, '198.51.100.2');
  const booking = await callRoute('/tms/bookings', bookingRequestBody(booked, person));
  expect(booking.status).toBe(201);
  const reference = booking.json.booking_reference as string;
  const db = await database();
  await db
    .updateTable('bookings')
    .set({ status: 'delivered' })
    .where('booking_reference', '=', reference)
    .execute();
  const credit = await callRoute('/tms/save-credit-application', creditBody({ email: PERSON }));
  expect(credit.status).toBe(200);
  await deliverDueMail();
  // A mail written to a file (no SMTP) about the person, and one about someone else.
  const outbox = path.join(app.dataDir, 'outbox');
  fs.mkdirSync(outbox, { recursive: true });
  fs.writeFileSync(path.join(outbox, 'a-1-contact.eml'), `To: ${PERSON}\n\nHello`);
  fs.writeFileSync(path.join(outbox, 'b-2-contact.eml'), `To: ${OTHER}\n\nHello`);
  return { unbooked, booked, reference };
}

describe('privacy export and erase', () => {
  it('hands over everything held about an address, bank details masked, and audits it without the address', async () => {
    const seeded = await seed();
    const out = path.join(work, 'jo.json');
    const result = await ops('privacy', 'export', '--email', ASKED, '--out', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const data = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown[]>;
    expect(data.contactMessages).toHaveLength(1);
    expect(data.homeQuoteRequests).toHaveLength(1);
    expect(data.quotes).toHaveLength(2);
    expect(data.bookings).toHaveLength(1);
    expect(data.creditApplications).toHaveLength(1);
    expect(data.mail!.length).toBeGreaterThanOrEqual(5);
    const text = fs.readFileSync(out, 'utf8');
    // Bank details masked: the bank's name stays, the account number shows its last digits only.
    expect(text).toContain(creditBank.bank_name);
    expect(text).toContain('•••• 321');
    expect(text).not.toContain(creditBank.bank_account_number);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain(OTHER);
    expect(text).toContain(seeded.reference);
    const summary = fs.readFileSync(out.replace(/\.json$/, '.txt'), 'utf8');
    expect(summary).toContain(`What the site holds about ${person}`);
    expect(summary).toContain('Credit applications:     1');
    expect(result.stdout).toContain('Saved quotes:            2');
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);

    const audit = await (
      await database()
    )
      .selectFrom('staff_audit')
      .selectAll()
      .orderBy('id', 'desc')
      .execute();
    expect(audit[0]).toMatchObject({ action: 'privacy.export' });
    expect(JSON.stringify(audit[0]).toLowerCase()).not.toContain(person);
  });

  it('erases everywhere but what the law keeps, and audits it without the address', async () => {
    let db = await database();
    // A second application, of an account the accounts team approved (Done): kept.
    const approved = await callRoute(
      '/tms/save-credit-application',
      creditBody({ email: PERSON, company_name: 'Approved Haulage Pty Ltd' }),
    );
    expect(approved.status).toBe(200);
    const approvedRow = await db
      .selectFrom('credit_applications')
      .select('id')
      .where('company_name', '=', 'Approved Haulage Pty Ltd')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_item_states')
      .values({
        kind: 'credit',
        record_id: approvedRow.id,
        status: 'done',
        assignee_id: null,
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    await deliverDueMail();

    const refused = await ops('privacy', 'erase', '--email', PERSON);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('add --yes');

    const erased = await ops('privacy', 'erase', '--email', ASKED, '--yes');
    expect(erased.stderr).toBe('');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain('Kept, as the law requires:');
    expect(erased.stdout).toContain('a delivered booking is a business record kept 7 years');
    expect(erased.stdout).toContain('credit application of Approved Haulage Pty Ltd');
    // The command closed the database it opened.
    db = await database();

    const lower = (t: string) => t.toLowerCase();
    const emails = async (table: 'contact_messages' | 'home_quote_requests' | 'quotes') =>
      (await db.selectFrom(table).select('email').execute()).map((r) => lower(r.email));
    expect(await emails('contact_messages')).toEqual([OTHER]);
    expect(await emails('home_quote_requests')).toEqual([]);
    // The delivered booking keeps its quote; the quote never booked is gone.
    expect(await emails('quotes')).toEqual([person]);
    expect(await db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
    const credit = await db.selectFrom('credit_applications').select('company_name').execute();
    expect(credit).toEqual([{ company_name: 'Approved Haulage Pty Ltd' }]);
    // Mail: only that of kept records stays, without its body; the other person's is untouched.
    const mail = await db
      .selectFrom('outbox')
      .select(['to_address', 'reply_to', 'ref', 'html', 'text'])
      .execute();
    const theirs = mail.filter(
      (m) => lower(m.to_address) === person || lower(m.reply_to ?? '') === person,
    );
    expect(theirs.length).toBeGreaterThan(0);
    for (const m of theirs) {
      expect(m.ref).toMatch(/^(bookings|quotes|credit_applications):/);
      expect(m.html).toBe('');
      expect(m.text).toBe('');
    }
    expect(mail.some((m) => m.reply_to === OTHER)).toBe(true);
    const files = fs.readdirSync(path.join(app.dataDir, 'outbox'));
    expect(files).toEqual(['b-2-contact.eml']);

    const audit = await db.selectFrom('staff_audit').selectAll().orderBy('id', 'desc').execute();
    expect(audit[0]).toMatchObject({ action: 'privacy.erase' });
    expect(audit[0]!.actor_email).toMatch(/^terminal/);
    expect(JSON.stringify(audit[0]).toLowerCase()).not.toContain(person);
    // The same reference as the export's: the company can show both answered one request.
    expect(audit[0]!.subject).toBe(audit.find((a) => a.action === 'privacy.export')!.subject);

    // What is left is only what was kept.
    const again = path.join(work, 'after.json');
    expect((await ops('privacy', 'export', '--email', PERSON, '--out', again)).code).toBe(0);
    const left = JSON.parse(fs.readFileSync(again, 'utf8')) as Record<string, unknown[]>;
    expect(left.contactMessages).toEqual([]);
    expect(left.homeQuoteRequests).toEqual([]);
    expect(left.quotes).toHaveLength(1);
    expect(left.bookings).toHaveLength(1);
    expect(left.creditApplications).toHaveLength(1);
  });
});
