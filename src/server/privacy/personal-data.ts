import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { BANK_FIELDS } from '@/domain/credit-application';
import type { BankField } from '@/domain/credit-application';
import { decryptJson, keyedFingerprint } from '../crypto/field-encryption';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { env } from '../env';
import { removeOrphanedInboxData } from '../retention/retention';
import { writeAudit } from '../staff/audit';
import type { AuditActor } from '../staff/audit';

// What the site holds about one e-mail address, handed over or erased on request (Australian
// Privacy Principles 12 and 11.2; decision 139, docs/privacy.md).

type Executor = Db | Transaction<Database>;

/** Addresses are matched whatever their case and surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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

/** Everything held about an address, as one JSON-ready object. */
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
  const credit = await db
    .selectFrom('credit_applications')
    .selectAll()
    .where((eb) => eb.or([sameAddress('email', address), sameAddress('company_email', address)]))
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
  const mail = await db
    .selectFrom('outbox')
    .select(['id', 'topic', 'ref', 'to_address', 'reply_to', 'subject', 'text', 'status'])
    .select(['created_at', 'sent_at'])
    .where((eb) => eb.or([sameAddress('to_address', address), sameAddress('reply_to', address)]))
    .orderBy('id')
    .execute();
  return {
    address,
    exportedAt: new Date().toISOString(),
    contactMessages,
    homeQuoteRequests,
    quotes,
    bookings,
    creditApplications,
    mail: mail.map(({ text, ...m }) => ({ ...m, body: text || '(no longer kept)' })),
  };
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
    `Mail sent or waiting:    ${data.mail.length}`,
    ...data.mail.map(
      (m) => `  ${m.created_at.slice(0, 10)}  ${m.status.padEnd(7)}  "${m.subject}"`,
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
  const data = await collectPersonalData(db, email);
  await writeAudit(db, {
    action: 'privacy.export',
    actor,
    subject: addressReference(email),
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
    data.mail.length
  );
}

export type ErasureResult = {
  removed: Record<string, number>;
  kept: { what: string; why: string }[];
  emlFiles: number;
};

async function deleteByIds(
  trx: Transaction<Database>,
  table: 'bookings' | 'credit_applications',
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
 * way, and the credit application of an approved account (marked Done in the console). Mail is
 * removed from the outbox (waiting mail is not sent) and its .eml files deleted; the mail of a kept
 * record keeps its row without its body. One audit entry names the request by a keyed reference.
 */
export async function erasePersonalData(
  db: Db,
  email: string,
  actor: AuditActor | null,
): Promise<ErasureResult> {
  const address = normaliseEmail(email);
  const result = await db.transaction().execute(async (trx) => {
    const removed: Record<string, number> = {};
    const kept: ErasureResult['kept'] = [];
    const count = (table: string, n: bigint | number) => (removed[table] = Number(n));

    count(
      'contact_messages',
      (
        await trx
          .deleteFrom('contact_messages')
          .where(sameAddress('email', address))
          .executeTakeFirst()
      ).numDeletedRows,
    );
    count(
      'home_quote_requests',
      (
        await trx
          .deleteFrom('home_quote_requests')
          .where(sameAddress('email', address))
          .executeTakeFirst()
      ).numDeletedRows,
    );

    const bookings = await trx
      .selectFrom('bookings')
      .select(['id', 'booking_reference', 'status', 'quote_id'])
      .where(sameAddress('email', address))
      .execute();
    const keptBookings = bookings.filter(
      (b) => KEPT_BOOKING_STATUSES.includes(b.status) || ACTIVE_BOOKING_STATUSES.includes(b.status),
    );
    for (const b of keptBookings)
      kept.push({
        what: `booking ${b.booking_reference} (${b.status.replace('_', ' ')}) and its quote`,
        why: KEPT_BOOKING_STATUSES.includes(b.status)
          ? 'a delivered booking is a business record kept 7 years'
          : 'the delivery is under way; ask again once it is delivered or cancelled',
      });
    const erasedBookings = bookings.filter((b) => !keptBookings.includes(b));
    count('bookings', await deleteByIds(trx, 'bookings', erasedBookings));
    const keptQuoteIds = keptBookings.map((b) => b.quote_id);
    let quotes = trx.deleteFrom('quotes').where(sameAddress('email', address));
    if (keptQuoteIds.length > 0) quotes = quotes.where('id', 'not in', keptQuoteIds);
    count('quotes', (await quotes.executeTakeFirst()).numDeletedRows);

    const credit = await trx
      .selectFrom('credit_applications')
      .select(['id', 'company_name'])
      .select(
        sql<string>`coalesce((select s.status from staff_item_states s where s.kind = 'credit' and s.record_id = credit_applications.id), 'new')`.as(
          'status',
        ),
      )
      .where((eb) => eb.or([sameAddress('email', address), sameAddress('company_email', address)]))
      .execute();
    const approved = credit.filter((c) => c.status === 'done');
    for (const c of approved)
      kept.push({
        what: `credit application of ${c.company_name}`,
        why: 'the account was approved: kept 7 years after the account closes',
      });
    const erasedCredit = credit.filter((c) => c.status !== 'done');
    count('credit_applications', await deleteByIds(trx, 'credit_applications', erasedCredit));

    // Mail: rows of kept records stay without their bodies; every other row goes.
    const keptRefs = [
      ...keptBookings.flatMap((b) => [`bookings:${b.id}`, `quotes:${b.quote_id}`]),
      ...approved.map((c) => `credit_applications:${c.id}`),
    ];
    const mailOf = trx
      .selectFrom('outbox')
      .select(['id', 'ref'])
      .where((eb) => eb.or([sameAddress('to_address', address), sameAddress('reply_to', address)]));
    const mail = await mailOf.execute();
    const keptMail = mail.filter((m) => keptRefs.includes(m.ref)).map((m) => m.id);
    const goneMail = mail.filter((m) => !keptRefs.includes(m.ref)).map((m) => m.id);
    if (keptMail.length > 0)
      await trx
        .updateTable('outbox')
        .set({ html: '', text: '', attachments: '[]' })
        .where('id', 'in', keptMail)
        .execute();
    if (goneMail.length > 0) await trx.deleteFrom('outbox').where('id', 'in', goneMail).execute();
    count('mail', goneMail.length);

    // The keys that found a repeat of a submission point at records that are gone.
    for (const table of ['contact_messages', 'home_quote_requests', 'credit_applications'])
      await trx
        .deleteFrom('submission_keys')
        .where('kind', '=', table)
        .where(sql<boolean>`record_id not in (select id from ${sql.table(table)})`)
        .execute();
    count('staff_notes', await removeOrphanedInboxData(trx));

    const summary = Object.entries(removed)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    await writeAudit(trx, {
      action: 'privacy.erase',
      actor,
      subject: addressReference(address),
      detail: `removed: ${summary}; kept: ${kept.map((k) => k.what).join('; ') || 'nothing'}`,
    });
    return { removed, kept };
  });
  return { ...result, emlFiles: await removeEmlFilesMentioning(address) };
}

/** The .eml files (mail written without SMTP_URL) to or about the address. */
async function removeEmlFilesMentioning(address: string): Promise<number> {
  const folder = path.join(env().dataDir, 'outbox');
  let names: string[];
  try {
    names = (await fs.readdir(folder)).filter((n) => n.endsWith('.eml'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (!text.toLowerCase().includes(address)) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
