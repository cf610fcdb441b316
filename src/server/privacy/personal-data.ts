import 'server-only';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { site } from '@/content/site';
import { BANK_FIELDS } from '@/domain/credit-application';
import type { BankField } from '@/domain/credit-application';
import { emailField } from '@/domain/email';
import { decryptJson, keyedFingerprint } from '../crypto/field-encryption';
import { nowIso } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { env } from '../env';
import { mailText } from '../mail/render';
import { describeAttachments, emlFileStem } from '../outbox/outbox';
import { KIND_TABLES, removeOrphanedInboxData } from '../retention/retention';
import { writeAudit } from '../staff/audit';
import type { AuditActor } from '../staff/audit';
import { removeEmlFiles } from './eml-files';

// What the site holds about one e-mail address, handed over or erased on request (Australian
// Privacy Principles 12 and 11.2; decisions 139 and 182, docs/privacy.md).

type Executor = Db | Transaction<Database>;

/** Addresses are matched whatever their case and surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The company's own addresses (src/content/site.ts and the mail settings), lower-cased. */
function companyAddresses(): Set<string> {
  const e = env();
  const from = /<([^<>]+)>\s*$/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  const all = [
    ...Object.values(site.emails),
    e.MAIL_TO,
    e.CREDIT_MAIL_TO,
    e.BOOKINGS_MAIL_TO,
    from,
  ];
  return new Set(all.filter((a) => a !== undefined).map(normaliseEmail));
}

export const COMPANY_ADDRESS_MESSAGE =
  "That is one of the company's own addresses, not a person's: ask with the person's own address.";

/**
 * The address of a request: any address the site's forms accept (src/domain/email.ts), whatever
 * its case, so every saved address can be handed over or erased; never one of the company's own,
 * which would reach every visitor's mail.
 */
export const requestAddressSchema = z
  .string()
  .max(1000)
  .transform(normaliseEmail)
  .pipe(
    emailField({
      required: 'Give the e-mail address the request is about',
      invalid: 'Must be an e-mail address, as the site’s forms accept them',
    }),
  )
  .refine((address) => !companyAddresses().has(address), { error: COMPANY_ADDRESS_MESSAGE });

/** A request that names no person's address (the company's own, or no address at all). */
export class PrivacyRequestError extends Error {}

function requestAddress(email: string): string {
  const parsed = requestAddressSchema.safeParse(email);
  if (!parsed.success) throw new PrivacyRequestError(parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/** A reference to the address that does not reveal it: a keyed hash only this site can recompute. */
export function addressReference(email: string): string {
  return `addr-${keyedFingerprint({ privacy: normaliseEmail(email) }).slice(0, 16)}`;
}

const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(trim(${sql.ref(column)})) = ${normaliseEmail(email)}`;

/** "•••• 4321": enough for the person to recognise their account, not enough to use it. */
export function maskBankValue(field: BankField, value: string): string {
  if (field !== 'bank_account_number') return value;
  const digits = value.replace(/\D/g, '');
  return digits.length <= 3 ? '••••' : `•••• ${digits.slice(-3)}`;
}

function maskedBankDetails(blob: string): Record<string, string> | string {
  if (!blob) return {};
  try {
    const bank = decryptJson<Partial<Record<BankField, string>>>(blob);
    return Object.fromEntries(
      BANK_FIELDS.map((f) => [f, maskBankValue(f, bank[f] ?? '')] as const),
    );
  } catch {
    return 'held encrypted; not readable with this key';
  }
}

/** The console's kind of record each table's staff notes are filed under. */
const KIND_OF = Object.fromEntries(
  Object.entries(KIND_TABLES).map(([kind, table]) => [table, kind]),
) as Record<(typeof KIND_TABLES)[keyof typeof KIND_TABLES], string>;

type RecordTable = keyof typeof KIND_OF;

/** A mail row's body for the person: its text, else the text of its HTML, else why there is none. */
function mailBody(html: string, text: string): string {
  if (text) return text;
  if (/^<!--written when sent: [a-z ]+-->$/.test(html))
    return '(not written yet: made from the record above when it is sent)';
  return (html && mailText(html)) || '(no longer kept)';
}

function attachmentsOf(stored: string) {
  try {
    return describeAttachments(stored);
  } catch {
    return 'held encrypted; not readable with this key';
  }
}

/** The outbox rows to or about the address: addressed to it, replying to it, or of its records. */
const mailOf = (db: Executor, address: string, refs: string[]) =>
  db
    .selectFrom('outbox')
    .where((eb) =>
      eb.or([
        sameAddress('to_address', address),
        sameAddress('reply_to', address),
        ...(refs.length > 0 ? [eb('ref', 'in', refs)] : []),
      ]),
    );

/**
 * Everything held about an address, as one JSON-ready object. A credit application is the
 * applicant's (its `email`); its company address is the company's, not a person's, and finds
 * nothing.
 */
export async function collectPersonalData(db: Executor, email: string) {
  const address = normaliseEmail(email);
  const contactMessages = await db
    .selectFrom('contact_messages')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'subject', 'message', 'created_at'])
    .where(sameAddress('email', address))
    .orderBy('id')
    .execute();
  const homeQuoteRequests = await db
    .selectFrom('home_quote_requests')
    .select(['id', 'pickup', 'delivery', 'email', 'created_at'])
    .where(sameAddress('email', address))
    .orderBy('id')
    .execute();
  const quotes = await db
    .selectFrom('quotes')
    .select([
      'id',
      'quote_number',
      'pickup_postcode_id',
      'delivery_postcode_id',
      'pickup_date',
      'expiry_date',
      'rate_id',
      'total_weight',
      'email',
      'created_at',
    ])
    .where(sameAddress('email', address))
    .orderBy('id')
    .execute();
  const bookings = await db
    .selectFrom('bookings')
    .selectAll()
    .where(sameAddress('email', address))
    .orderBy('id')
    .execute();
  const bookingEvents =
    bookings.length === 0
      ? []
      : await db
          .selectFrom('booking_events')
          .select(['booking_id', 'status', 'at'])
          .where(
            'booking_id',
            'in',
            bookings.map((b) => b.id),
          )
          .orderBy('id')
          .execute();
  const credit = await db
    .selectFrom('credit_applications')
    .selectAll()
    .where(sameAddress('email', address))
    .orderBy('id')
    .execute();
  const creditApplications = credit.map((row) => {
    // The keyed fingerprint is the site's, not the person's data.
    const {
      bank_details_enc: bank,
      declaration_signature_png: declaration,
      act_signature_png: act,
      ...rest
    } = row;
    return {
      ...rest,
      fingerprint: undefined,
      bank_details: maskedBankDetails(bank),
      signatures_held: [declaration ? 'declaration' : '', act ? 'privacy act' : ''].filter(Boolean),
    };
  });
  const records: Record<RecordTable, { id: number }[]> = {
    contact_messages: contactMessages,
    home_quote_requests: homeQuoteRequests,
    quotes,
    bookings,
    credit_applications: credit,
  };
  const staffNotes = [];
  for (const [table, rows] of Object.entries(records) as [RecordTable, { id: number }[]][]) {
    if (rows.length === 0) continue;
    const notes = await db
      .selectFrom('staff_notes')
      .select(['record_id', 'body', 'created_at'])
      .where('kind', '=', KIND_OF[table])
      .where(
        'record_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    staffNotes.push(...notes.map((n) => ({ record: `${table}:${n.record_id}`, ...n })));
  }
  const mail = await mailOf(db, address, refsOf(records))
    .select(['id', 'topic', 'ref', 'to_address', 'reply_to', 'subject', 'html', 'text', 'status'])
    .select(['attachments', 'created_at', 'sent_at'])
    .orderBy('id')
    .execute();
  return {
    address,
    exportedAt: new Date().toISOString(),
    contactMessages,
    homeQuoteRequests,
    quotes,
    bookings,
    bookingEvents,
    creditApplications,
    staffNotes,
    mail: mail.map(({ html, text, attachments, ...m }) => ({
      ...m,
      body: mailBody(html, text),
      attachments: attachmentsOf(attachments),
    })),
  };
}

function refsOf(records: Partial<Record<RecordTable, { id: number }[]>>): string[] {
  return Object.entries(records).flatMap(([table, rows]) => rows.map((r) => `${table}:${r.id}`));
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/** A plain-text summary of an export, for the person and for the member of staff answering. */
export function summarisePersonalData(data: PersonalData): string {
  const lines = [
    `What the site holds about ${data.address} (as of ${data.exportedAt})`,
    '',
    `Contact messages:        ${data.contactMessages.length}`,
    ...data.contactMessages.map((m) => `  ${m.created_at.slice(0, 10)}  "${m.subject}"`),
    `Home quote requests:     ${data.homeQuoteRequests.length}`,
    ...data.homeQuoteRequests.map(
      (q) => `  ${q.created_at.slice(0, 10)}  ${q.pickup} to ${q.delivery}`,
    ),
    `Saved quotes:            ${data.quotes.length}`,
    ...data.quotes.map(
      (q) => `  ${q.quote_number}  ${q.pickup_postcode_id} to ${q.delivery_postcode_id}`,
    ),
    `Bookings:                ${data.bookings.length}`,
    ...data.bookings.map((b) => `  ${b.booking_reference}  ${b.status}  pickup ${b.pickup_date}`),
    `Credit applications:     ${data.creditApplications.length}`,
    ...data.creditApplications.map(
      (c) => `  ${c.created_at.slice(0, 10)}  ${c.company_name} (bank details masked in the file)`,
    ),
    `Staff notes:             ${data.staffNotes.length}`,
    `Mail sent or waiting:    ${data.mail.length}`,
    ...data.mail.map(
      (m) => `  ${m.created_at.slice(0, 10)}  ${m.status.padEnd(9)}  "${m.subject}"`,
    ),
  ];
  return lines.join('\n');
}

/** Hand over what is held, and write who asked to the audit log (without the address). */
export async function exportPersonalData(
  db: Db,
  email: string,
  actor: AuditActor | null,
): Promise<{ data: PersonalData; summary: string }> {
  const address = requestAddress(email);
  const data = await collectPersonalData(db, address);
  await writeAudit(db, {
    action: 'privacy.export',
    actor,
    subject: addressReference(address),
    detail: `${recordCount(data)} records handed over`,
  });
  return { data, summary: summarisePersonalData(data) };
}

function recordCount(data: PersonalData): number {
  return (
    data.contactMessages.length +
    data.homeQuoteRequests.length +
    data.quotes.length +
    data.bookings.length +
    data.creditApplications.length +
    data.staffNotes.length +
    data.mail.length
  );
}

export type ErasureResult = {
  removed: Record<string, number>;
  kept: { what: string; why: string }[];
  /** Mail that was waiting about a kept record: emptied and marked never to be sent. */
  mailNotSent: number;
  emlFiles: number;
};

async function deleteByIds(
  trx: Transaction<Database>,
  table: RecordTable,
  rows: { id: number }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  return Number(
    (await trx.deleteFrom(table).where('id', 'in', ids).executeTakeFirst()).numDeletedRows,
  );
}

/** Booking statuses whose record the business must keep: the work was done (and invoiced). */
const KEPT_BOOKING_STATUSES = ['delivered'];
/** Statuses of a booking still under way: kept until it ends, then as above or erasable. */
const ACTIVE_BOOKING_STATUSES = ['requested', 'confirmed', 'picked_up', 'in_transit'];

/**
 * Remove or anonymise everything held about an address, except what the law requires the
 * business to keep (docs/privacy.md): a booking delivered (its quote with it), a booking still under
 * way, and the credit application of an approved account (marked Done in the console). Every
 * outbox row to the address or about an erased record goes, whoever it is addressed to, and its
 * .eml file; the mail of a kept record keeps its row without its body, and if it was waiting, it
 * is never sent. One audit entry names the request by a keyed reference.
 */
export async function erasePersonalData(
  db: Db,
  email: string,
  actor: AuditActor | null,
): Promise<ErasureResult> {
  const address = requestAddress(email);
  const result = await db.transaction().execute(async (trx) => {
    const removed: Record<string, number> = {};
    const kept: ErasureResult['kept'] = [];
    /** What was kept, for the audit log: by record, never by a name. */
    const keptForAudit: string[] = [];
    const erased: Partial<Record<RecordTable, { id: number }[]>> = {};
    const erase = async (table: RecordTable, rows: { id: number }[]) => {
      erased[table] = rows;
      removed[table] = await deleteByIds(trx, table, rows);
    };
    const ownedBy = (table: 'contact_messages' | 'home_quote_requests') =>
      trx.selectFrom(table).select('id').where(sameAddress('email', address)).execute();

    await erase('contact_messages', await ownedBy('contact_messages'));
    await erase('home_quote_requests', await ownedBy('home_quote_requests'));

    const bookings = await trx
      .selectFrom('bookings')
      .select(['id', 'booking_reference', 'status', 'quote_id'])
      .where(sameAddress('email', address))
      .execute();
    const keptBookings = bookings.filter(
      (b) => KEPT_BOOKING_STATUSES.includes(b.status) || ACTIVE_BOOKING_STATUSES.includes(b.status),
    );
    for (const b of keptBookings) {
      const what = `booking ${b.booking_reference} (${b.status.replace('_', ' ')}) and its quote`;
      kept.push({
        what,
        why: KEPT_BOOKING_STATUSES.includes(b.status)
          ? 'a delivered booking is a business record kept 7 years'
          : 'the delivery is under way; ask again once it is delivered or cancelled',
      });
      keptForAudit.push(what);
    }
    await erase(
      'bookings',
      bookings.filter((b) => !keptBookings.includes(b)),
    );
    const keptQuoteIds = keptBookings.map((b) => b.quote_id);
    const quotes = await trx
      .selectFrom('quotes')
      .select('id')
      .where(sameAddress('email', address))
      .execute();
    await erase(
      'quotes',
      quotes.filter((q) => !keptQuoteIds.includes(q.id)),
    );

    const credit = await trx
      .selectFrom('credit_applications')
      .select(['id', 'company_name'])
      .select(
        sql<string>`coalesce((select s.status from staff_item_states s where s.kind = 'credit' and s.record_id = credit_applications.id), 'new')`.as(
          'status',
        ),
      )
      .where(sameAddress('email', address))
      .execute();
    const approved = credit.filter((c) => c.status === 'done');
    for (const c of approved) {
      kept.push({
        what: `credit application of ${c.company_name}`,
        why: 'the account was approved: kept 7 years after the account closes',
      });
      // The company's name may be a sole trader's own: the log names the application by number.
      keptForAudit.push(`credit application ${c.id}`);
    }
    await erase(
      'credit_applications',
      credit.filter((c) => c.status !== 'done'),
    );

    // Mail: every row of an erased record goes, whoever it was addressed to; rows of kept records
    // stay without their bodies, and one still waiting is never sent; any other row to the
    // address goes.
    const erasedRefs = refsOf(erased);
    const keptRefs = [
      ...keptBookings.flatMap((b) => [`bookings:${b.id}`, `quotes:${b.quote_id}`]),
      ...approved.map((c) => `credit_applications:${c.id}`),
    ];
    const mail = await mailOf(trx, address, erasedRefs)
      .select(['id', 'ref', 'status', 'topic', 'created_at'])
      .execute();
    const keptMail = mail.filter((m) => keptRefs.includes(m.ref));
    const goneMail = mail.filter((m) => !keptRefs.includes(m.ref));
    const keptIds = keptMail.map((m) => m.id);
    let mailNotSent = 0;
    if (keptIds.length > 0) {
      await trx
        .updateTable('outbox')
        .set({ html: '', text: '', attachments: '[]' })
        .where('id', 'in', keptIds)
        .execute();
      const cancelled = await trx
        .updateTable('outbox')
        .set({
          status: 'cancelled',
          locked_until: null,
          claim_token: null,
          last_error: `Not sent: the personal data was erased on request (${nowIso()})`,
        })
        .where('id', 'in', keptIds)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      mailNotSent = Number(cancelled.numUpdatedRows);
    }
    if (goneMail.length > 0)
      await trx
        .deleteFrom('outbox')
        .where(
          'id',
          'in',
          goneMail.map((m) => m.id),
        )
        .execute();
    removed.mail = goneMail.length;

    // The keys that found a repeat of a submission point at records that are gone.
    for (const table of ['contact_messages', 'home_quote_requests', 'credit_applications'])
      await trx
        .deleteFrom('submission_keys')
        .where('kind', '=', table)
        .where(sql<boolean>`record_id not in (select id from ${sql.table(table)})`)
        .execute();
    removed.staff_notes = await removeOrphanedInboxData(trx);

    const summary = Object.entries(removed)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    await writeAudit(trx, {
      action: 'privacy.erase',
      actor,
      subject: addressReference(address),
      detail: `removed: ${summary}; mail not sent ${mailNotSent}; kept: ${keptForAudit.join('; ') || 'nothing'}`,
    });
    return { removed, kept, mailNotSent, stems: mail.map(emlFileStem) };
  });
  const { stems, ...answer } = result;
  return { ...answer, emlFiles: await removeEmlFiles(address, stems) };
}
