import 'server-only';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { addCalendarDays, todayIn, COMPANY_TIME_ZONE } from '@/domain/calendar-date';
import { database, dialect, nowIso } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { env } from '../env';
import { log } from '../log';
import { removeEmlFilesBefore } from '../mail/transport';
import { countPruned, markPruningRun } from '../metrics/site-metrics';
import { pruneSentMail } from '../outbox/outbox';

// Personal data is kept only as long as docs/privacy.md says (decision 138): each server checks
// every hour whether the day's pruning is due, and one of them runs it.

const DAY_MS = 24 * 60 * 60_000;
const TASK = 'retention';
/** A run counts for the day: the next is due this long after it. */
const RUN_EVERY_MS = DAY_MS - 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;
/** Any number, the same in every instance: the PostgreSQL lock that lets one prune at a time. */
const LOCK_KEY = 0x5e7e_4710;

export type PruneCounts = {
  contact_messages: number;
  home_quote_requests: number;
  quotes: number;
  sent_mail_bodies: number;
  sent_mail_rows: number;
  eml_files: number;
  staff_notes: number;
};

/** The console's kinds of record: their notes and states go with the record (pruned or erased). */
export const KIND_TABLES = {
  contact: 'contact_messages',
  home_quote: 'home_quote_requests',
  quote: 'quotes',
  credit: 'credit_applications',
  booking: 'bookings',
} as const;

/** Notes and console states of records that no longer exist (pruned or erased). */
export async function removeOrphanedInboxData(db: Db | Transaction<Database>): Promise<number> {
  let notes = 0;
  for (const [kind, table] of Object.entries(KIND_TABLES)) {
    const orphan = sql<boolean>`record_id not in (select id from ${sql.table(table)})`;
    const removed = await db
      .deleteFrom('staff_notes')
      .where('kind', '=', kind)
      .where(orphan)
      .executeTakeFirst();
    notes += Number(removed.numDeletedRows);
    await db.deleteFrom('staff_item_states').where('kind', '=', kind).where(orphan).execute();
  }
  return notes;
}

/**
 * Remove what is past its keeping time, as of `now`: contact messages and home quote requests
 * after RETENTION_CONTACT_DAYS, saved quotes never booked RETENTION_QUOTES_DAYS after their expiry
 * date, sent mail's bodies and .eml files after RETENTION_SENT_MAIL_DAYS, and the record of a sent
 * mail (recipient, subject, dates) with the contact messages.
 */
export async function pruneExpired(db: Db, now = new Date()): Promise<PruneCounts> {
  const e = env();
  const contactCutoff = new Date(now.getTime() - e.RETENTION_CONTACT_DAYS * DAY_MS).toISOString();
  const today = todayIn(COMPANY_TIME_ZONE, now);
  const quoteExpiredBefore = addCalendarDays(today, -e.RETENTION_QUOTES_DAYS);
  const mailCutoff = new Date(now.getTime() - e.RETENTION_SENT_MAIL_DAYS * DAY_MS);

  const contacts = await db
    .deleteFrom('contact_messages')
    .where('created_at', '<', contactCutoff)
    .executeTakeFirst();
  const homeQuotes = await db
    .deleteFrom('home_quote_requests')
    .where('created_at', '<', contactCutoff)
    .executeTakeFirst();
  // A booked quote is part of its booking's record and stays with it.
  const quotes = await db
    .deleteFrom('quotes')
    .where('expiry_date', '<', quoteExpiredBefore)
    .where('id', 'not in', (eb) => eb.selectFrom('bookings').select('quote_id'))
    .executeTakeFirst();
  const bodies = await pruneSentMail(db, mailCutoff);
  const rows = await db
    .deleteFrom('outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', contactCutoff)
    .executeTakeFirst();
  const files = await removeEmlFilesBefore(mailCutoff);
  const notes = await removeOrphanedInboxData(db);
  return {
    contact_messages: Number(contacts.numDeletedRows),
    home_quote_requests: Number(homeQuotes.numDeletedRows),
    quotes: Number(quotes.numDeletedRows),
    sent_mail_bodies: bodies,
    sent_mail_rows: Number(rows.numDeletedRows),
    eml_files: files,
    staff_notes: notes,
  };
}

/**
 * Run the pruning if no instance has run it in the last day. On PostgreSQL one instance at a time
 * (a transaction-scoped advisory lock; the others skip); on SQLite the transaction holds the write
 * lock. Returns the counts, or undefined when it was not due (`force` runs it anyway) or another
 * instance holds the lock.
 */
export async function runRetentionIfDue(
  now = new Date(),
  { force = false }: { force?: boolean } = {},
): Promise<PruneCounts | undefined> {
  const db = await database();
  const counts = await db.transaction().execute(async (trx) => {
    if (dialect() === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`.execute(trx);
      if (!rows[0]?.locked) return undefined;
    }
    const last = await trx
      .selectFrom('maintenance_runs')
      .select('last_run_at')
      .where('task', '=', TASK)
      .executeTakeFirst();
    if (!force && last && now.getTime() - Date.parse(last.last_run_at) < RUN_EVERY_MS)
      return undefined;
    const pruned = await pruneExpired(trx, now);
    const row = { task: TASK, last_run_at: now.toISOString(), last_result: JSON.stringify(pruned) };
    await trx
      .insertInto('maintenance_runs')
      .values(row)
      .onConflict((oc) =>
        oc.column('task').doUpdateSet({
          last_run_at: row.last_run_at,
          last_result: row.last_result,
        }),
      )
      .execute();
    return pruned;
  });
  if (counts) {
    for (const [kind, n] of Object.entries(counts)) countPruned(kind, n);
    markPruningRun();
    log.info({ pruned: counts, at: nowIso() }, 'retention pruning done');
  }
  return counts;
}

const globalForRetention = globalThis as unknown as { __retentionTimer?: NodeJS.Timeout };

function check(): void {
  runRetentionIfDue().catch((err) => log.error({ err }, 'retention pruning failed'));
}

/** Check once a minute after start, then every hour (once per process). */
export function startRetentionLoop(): void {
  if (globalForRetention.__retentionTimer) return;
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  globalForRetention.__retentionTimer = timer;
  setTimeout(check, 60_000).unref();
}

export function stopRetentionLoop(): void {
  if (globalForRetention.__retentionTimer) clearInterval(globalForRetention.__retentionTimer);
  globalForRetention.__retentionTimer = undefined;
}
