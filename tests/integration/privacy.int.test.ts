// A person's data on request (decision 139): everything held about an address handed over, with
// bank details masked, and erased everywhere but where the law requires it kept; audited without
// the address. On SQLite, or on PostgreSQL with TEST_DATABASE_URL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { database } from '@/server/db/client';
import { mailboxOf } from '@/server/http/rate-limit';
import { deliverDueMail, outboxRows, retryPendingMail } from '@/server/outbox/outbox';
import type { OutgoingMail } from '@/server/outbox/outbox';
import { runOps } from '@/server/ops/program';
import { mailsFor } from '@/server/staff/inbox';
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
    // A company's name may be a sole trader's own: the kept application is named by its number.
    expect(audit[0]!.detail).not.toContain('Approved Haulage');
    expect(audit[0]!.detail).toContain(`credit application ${approvedRow.id}`);
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

/**
 * A mail about a record that waits for its next try after a failed one: queued as the site queues
 * mail, and not due, so no delivery run sends it before the test has looked at it.
 */
async function waitingMail(mail: OutgoingMail): Promise<number> {
  const [row] = outboxRows([mail]).map((r) => ({
    ...r,
    attempts: 1,
    last_error: 'connection refused',
    next_attempt_at: Date.now() + 60 * 60_000,
  }));
  const db = await database();
  const { id } = await db
    .insertInto('outbox')
    .values(row!)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The subjects of the mail a delivery run sends once every waiting mail is made due. */
async function sentOnRetry(): Promise<string[]> {
  const before = app.smtp.messages.length;
  await retryPendingMail(await database());
  await deliverDueMail();
  return app.smtp.messages.slice(before).map((m) => m.subject ?? '');
}

type Exported = {
  creditApplications: unknown[];
  contactMessages: unknown[];
  bookingEvents: { booking_id: number; status: string }[];
  staffNotes: { record: string; body: string }[];
  mail: { id: number; topic: string; body: string; attachments: unknown }[];
};

async function exported(address: string, file: string): Promise<Exported> {
  const out = path.join(work, file);
  const result = await ops('privacy', 'export', '--email', address, '--out', out, '--force');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Exported;
}

describe('an erasure reaches every mail of its records, and no one else', () => {
  it('removes the waiting mail of an erased record, whoever it is addressed to, and never sends it', async () => {
    const ari = 'ari.applicant@example.com';
    const saved = await callRoute(
      '/tms/save-credit-application',
      creditBody({ email: ari, company_name: 'Ari Freight Pty Ltd' }),
    );
    expect(saved.status).toBe(200);
    const ref = `credit_applications:${(saved.json.data as { id: number }).id}`;
    await deliverDueMail();
    // A copy for the accounts team that names neither the applicant nor the company's address.
    const subject = 'Credit application to check: Ari Freight Pty Ltd';
    await waitingMail({
      topic: 'credit.company',
      ref,
      to: site.emails.accounts,
      replyTo: 'credit.desk@test.example',
      subject,
      html: '<p>The application is attached.</p>',
      attachments: [
        {
          filename: 'credit-application.pdf',
          contentType: 'application/pdf',
          content: Buffer.from(`%PDF-1.7 ${creditBank.bank_account_number}`),
        },
      ],
    });

    const erased = await ops('privacy', 'erase', '--email', ari, '--yes');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(/credit_applications\s+1/);
    expect(
      await (await database()).selectFrom('outbox').select('id').where('ref', '=', ref).execute(),
    ).toEqual([]);
    expect(await sentOnRetry()).not.toContain(subject);
  });

  it('finds a credit application by its applicant alone: a shared company address erases no one', async () => {
    const shared = 'accounts@shared.example';
    const ids: Record<string, number> = {};
    for (const [email, company] of [
      ['pat.one@example.com', 'One Haulage Pty Ltd'],
      ['sam.two@example.com', 'Two Transport Pty Ltd'],
    ] as const) {
      const res = await callRoute(
        '/tms/save-credit-application',
        creditBody({ email, company_name: company, company_email: shared }),
      );
      expect(res.status).toBe(200);
      ids[email] = (res.json.data as { id: number }).id;
    }
    await deliverDueMail();
    const companies = async () =>
      (
        await (
          await database()
        )
          .selectFrom('credit_applications')
          .select('company_name')
          .where('company_email', '=', shared)
          .orderBy('id')
          .execute()
      ).map((r) => r.company_name);

    expect((await exported(shared, 'shared.json')).creditApplications).toEqual([]);
    const byCompany = await ops('privacy', 'erase', '--email', shared, '--yes');
    expect(byCompany.code).toBe(0);
    expect(byCompany.stdout).toMatch(/credit_applications\s+0/);
    expect(await companies()).toEqual(['One Haulage Pty Ltd', 'Two Transport Pty Ltd']);

    expect((await exported('pat.one@example.com', 'pat.json')).creditApplications).toHaveLength(1);
    expect((await ops('privacy', 'erase', '--email', 'pat.one@example.com', '--yes')).code).toBe(0);
    expect(await companies()).toEqual(['Two Transport Pty Ltd']);
    // Sam's mail stays: the acknowledgment to Sam, and the company's copy that replies to Sam.
    const samsMail = await (
      await database()
    )
      .selectFrom('outbox')
      .select('topic')
      .where('ref', '=', `credit_applications:${ids['sam.two@example.com']}`)
      .execute();
    expect(samsMail.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses the company's own addresses, for export and erase alike", async () => {
    const rows = async () =>
      Number(
        (
          await (
            await database()
          )
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const mailBefore = await rows();
    const auditBefore = (await (await database()).selectFrom('staff_audit').select('id').execute())
      .length;
    const out = path.join(work, 'company.json');
    // The facts file's addresses, and MAIL_TO of the test environment, whatever the case.
    for (const address of [
      site.emails.sales,
      site.emails.accounts.toUpperCase(),
      site.emails.noreply,
      ' office@test.example ',
    ]) {
      const exportedBy = await ops('privacy', 'export', '--email', address, '--out', out);
      expect(exportedBy.code).toBe(2);
      expect(exportedBy.stderr).toContain("one of the company's own addresses");
      const erasedBy = await ops('privacy', 'erase', '--email', address, '--yes');
      expect(erasedBy.code).toBe(2);
      expect(erasedBy.stderr).toContain("one of the company's own addresses");
    }
    expect(fs.existsSync(out)).toBe(false);
    expect(await rows()).toBe(mailBefore);
    expect((await (await database()).selectFrom('staff_audit').select('id').execute()).length).toBe(
      auditBefore,
    );
  });

  it('removes the .eml files whose address headers name the address, and no others', async () => {
    const outbox = path.join(app.dataDir, 'outbox');
    const files: Record<string, string> = {
      'c-3-contact.eml': 'To: marjo@example.com\nSubject: Hello\n\nHello',
      'd-4-contact.eml': 'To: jo@example.com.au\n\nHello',
      'e-5-contact.eml': `To: ${OTHER}\n\nJo wrote from jo@example.com, in the body only.`,
      'f-6-contact.eml':
        'From: no-reply@banksiafreight.com.au\nTo: office@test.example\nReply-To: "Citizen,\n Jo" <Jo@Example.com>\n\nHello',
      'g-7-contact.eml': 'To: office@test.example\nCc: jo@example.com\n\nHello',
    };
    for (const [name, text] of Object.entries(files))
      fs.writeFileSync(path.join(outbox, name), text);
    const erased = await ops('privacy', 'erase', '--email', 'jo@example.com', '--yes');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(/\.eml files\s+2/);
    expect(fs.readdirSync(outbox).sort()).toEqual([
      'b-2-contact.eml',
      'c-3-contact.eml',
      'd-4-contact.eml',
      'e-5-contact.eml',
    ]);
  });

  it('hands over and erases an address the forms accept, though a stricter rule would refuse it', async () => {
    const kim = 'kim%depot@example.com';
    const saved = await callRoute('/tms/save-contact', { ...contactBody(), email: kim });
    expect(saved.status).toBe(200);
    expect((await exported(kim, 'kim.json')).contactMessages).toHaveLength(1);
    const erased = await ops('privacy', 'erase', '--email', kim, '--yes');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(/contact_messages\s+1/);
    expect((await exported(kim, 'kim-after.json')).contactMessages).toEqual([]);
  });
});

/** Books a fresh quote for `email` and delivers its mail; answers the booking's id. */
async function bookedFor(email: string, clientAddress: string): Promise<number> {
  const quoteNumber = await quoteFor(email, clientAddress);
  const booking = await callRoute('/tms/bookings', bookingRequestBody(quoteNumber, email));
  expect(booking.status).toBe(201);
  await deliverDueMail();
  const { id } = await (
    await database()
  )
    .selectFrom('bookings')
    .select('id')
    .where('booking_reference', '=', booking.json.booking_reference as string)
    .executeTakeFirstOrThrow();
  return id;
}

describe('what is kept, and what is handed over', () => {
  it('keeps a booking under way; its waiting mail is emptied and never sent', async () => {
    const bea = 'bea.booker@example.com';
    const id = await bookedFor(bea, '198.51.100.7');
    const subject = 'Your pickup is tomorrow';
    const waiting = await waitingMail({
      topic: 'booking.customer',
      ref: `bookings:${id}`,
      to: bea,
      subject,
      html: '<p>Your driver calls ahead.</p>',
    });

    const erased = await ops('privacy', 'erase', '--email', bea, '--yes');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain('the delivery is under way');
    expect(erased.stdout).toContain('emptied and not to be sent: 1');
    expect(
      await (await database()).selectFrom('bookings').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
    const row = await (
      await database()
    )
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', html: '', text: '', attachments: '[]' });
    expect(await sentOnRetry()).not.toContain(subject);
    const still = await (
      await database()
    )
      .selectFrom('outbox')
      .select('status')
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('cancelled');
    // The console's page of the booking says so.
    const shown = (await mailsFor(await database(), 'booking', id)).find((m) => m.id === waiting);
    expect(shown?.state).toBe('Not sent');
  });

  it("hands over mail kept as HTML only, attachments by name, a booking's history and staff notes", async () => {
    const cy = 'cy.mover@example.com';
    const home = await callRoute('/tms/sendOfficialSite_GetQuoteMail', {
      ...homeQuoteBody(),
      email: cy,
    });
    expect(home.status).toBe(200);
    const id = await bookedFor(cy, '198.51.100.8');
    const waiting = await waitingMail({
      topic: 'booking.customer',
      ref: `bookings:${id}`,
      to: cy,
      subject: 'Your pickup, with its calendar entry',
      html: '<p>Your driver calls <b>ahead</b>.</p>',
      attachments: [
        { filename: 'pickup.ics', contentType: 'text/calendar', content: Buffer.alloc(1234, 'a') },
      ],
    });
    await (
      await database()
    )
      .insertInto('staff_notes')
      .values({
        kind: 'booking',
        record_id: id,
        author_id: 'staff-1',
        author_name: 'Sam Staff',
        body: 'Asked for a call before pickup.',
        created_at: new Date().toISOString(),
      })
      .execute();

    const data = await exported(cy, 'cy.json');
    const homeMail = data.mail.filter((m) => m.topic.startsWith('home-quote.'));
    expect(homeMail.length).toBeGreaterThan(0);
    for (const m of homeMail) {
      expect(m.body).not.toBe('(no longer kept)');
      expect(m.body).not.toContain('<');
    }
    expect(homeMail.map((m) => m.body).join('\n')).toContain(homeQuoteBody().pickup as string);
    const calendar = data.mail.find((m) => m.id === waiting);
    expect(calendar?.body).toContain('Your driver calls ahead.');
    expect(calendar?.attachments).toEqual([
      { filename: 'pickup.ics', contentType: 'text/calendar', bytes: 1234 },
    ]);
    expect(data.bookingEvents).toEqual([
      expect.objectContaining({ booking_id: id, status: 'requested' }),
    ]);
    expect(data.staffNotes).toEqual([
      expect.objectContaining({
        record: `bookings:${id}`,
        body: 'Asked for a call before pickup.',
      }),
    ]);
    // The note is the person's; who on the staff wrote it is not.
    expect(JSON.stringify(data)).not.toContain('Sam Staff');
  });

  it('counts mail to a mailbox under a keyed hash, which a guessed address does not find', async () => {
    const buckets = (
      await (
        await database()
      )
        .selectFrom('rate_limits')
        .select('bucket')
        .where('bucket', 'like', 'mail-to:%')
        .execute()
    ).map((r) => r.bucket);
    expect(buckets.length).toBeGreaterThan(0);
    for (const address of [PERSON, 'bea.booker@example.com', 'cy.mover@example.com']) {
      const plain = createHash('sha256').update(mailboxOf(address)).digest('hex').slice(0, 32);
      expect(buckets.some((b) => b.includes(plain))).toBe(false);
    }
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'has SQLite overwrite what is deleted',
    async () => {
      const { rows } = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(
        await database(),
      );
      expect(Number(rows[0]?.secure_delete)).toBe(1);
    },
  );
});
