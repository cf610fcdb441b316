import 'server-only';
import type { Insertable, Transaction } from 'kysely';
import { database, nowIso } from '../db/client';
import type { Database } from '../db/schema';
import { enqueueMails, kickDelivery } from '../outbox/outbox';
import type { OutgoingMail } from '../outbox/outbox';
import { env } from '../env';

/** Tables of form submissions: each has a fingerprint of its fields and a created_at. */
type SubmissionTable = 'contact_messages' | 'home_quote_requests' | 'credit_applications';

type Key = { kind: SubmissionTable; fingerprint: string };

/**
 * Take the submission's key for a new window, first thing in the transaction. The primary key of
 * submission_keys does the deciding: on PostgreSQL a concurrent identical submission waits on the
 * row until this transaction ends, then finds the key taken; on SQLite writers queue anyway.
 * ON CONFLICT DO NOTHING rather than a caught unique violation, which would abort a PostgreSQL
 * transaction.
 */
async function takeKey(trx: Transaction<Database>, key: Key, now: number, windowMs: number) {
  const inserted = await trx
    .insertInto('submission_keys')
    .values({ ...key, record_id: null, expires_at: now + windowMs })
    .onConflict((oc) => oc.columns(['kind', 'fingerprint']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  if (inserted) return true;
  // The same submission was seen before; once its window is over this one is new. The condition
  // is re-checked under the row lock, so of two late repeats only one renews the key.
  const renewed = await trx
    .updateTable('submission_keys')
    .set({ record_id: null, expires_at: now + windowMs })
    .where((eb) => eb.and(key))
    .where('expires_at', '<=', now)
    .returning('kind')
    .executeTakeFirst();
  return renewed !== undefined;
}

/**
 * Save a form submission and queue its mail in one transaction, once: the same submission again
 * within `sameWithinMs` of the first (the page's follow-up mail call, a double click, a retry, the
 * same form sent from two tabs at once) finds the saved one and queues nothing new. Delivery starts
 * at once, without waiting the caller.
 */
export async function saveSubmissionOnce(options: {
  table: SubmissionTable;
  fingerprint: string;
  sameWithinMs: number;
  save: (trx: Transaction<Database>) => Promise<{ id: number; mails: OutgoingMail[] }>;
}): Promise<{ id: number; created: boolean }> {
  const db = await database();
  const key: Key = { kind: options.table, fingerprint: options.fingerprint };
  const result = await db.transaction().execute(async (trx) => {
    if (!(await takeKey(trx, key, Date.now(), options.sameWithinMs))) {
      const existing = await trx
        .selectFrom('submission_keys')
        .select('record_id')
        .where((eb) => eb.and(key))
        .executeTakeFirstOrThrow();
      if (existing.record_id === null)
        throw new Error(`Submission key ${key.kind} ${key.fingerprint} has no record`);
      return { id: Number(existing.record_id), created: false };
    }
    const { id, mails } = await options.save(trx);
    await trx
      .updateTable('submission_keys')
      .set({ record_id: id })
      .where((eb) => eb.and(key))
      .execute();
    await enqueueMails(trx, mails);
    return { id, created: true };
  });
  kickDelivery();
  return result;
}

/** A submission's columns, without the two that saveSubmission fills in. */
type SubmissionRow<T extends 'contact_messages' | 'home_quote_requests'> = Omit<
  Insertable<Database[T]>,
  'fingerprint' | 'created_at'
>;

/** Thrown inside a plain submission's transaction when it is a repeat: nothing is kept. */
class AlreadySaved extends Error {}

/**
 * Take the submission's key for a new window, naming the record just inserted: one upsert that
 * inserts the key, or renews it once its window is over, or does nothing (a repeat within the
 * window). The primary key decides, as in takeKey: on PostgreSQL a concurrent identical submission
 * waits on the key until this transaction ends, then finds it taken and in its window.
 */
async function keyForRecord(
  trx: Transaction<Database>,
  key: Key,
  recordId: number,
  now: number,
  windowMs: number,
): Promise<boolean> {
  const kept = await trx
    .insertInto('submission_keys')
    .values({ ...key, record_id: recordId, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'fingerprint'])
        .doUpdateSet((eb) => ({
          record_id: eb.ref('excluded.record_id'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where('submission_keys.expires_at', '<=', now),
    )
    .returning('kind')
    .executeTakeFirst();
  return kept !== undefined;
}

/**
 * Save a plain form submission once (as saveSubmissionOnce): insert its row with the fingerprint
 * and time, and queue the mails `mailsFor` gives for the new row's id. The row goes first and its
 * key names it in the same statement that takes the key, so a new submission costs one statement
 * fewer; a repeat within the window rolls its row back and answers with the saved one.
 */
export async function saveSubmission<
  T extends 'contact_messages' | 'home_quote_requests',
>(options: {
  table: T;
  row: SubmissionRow<T>;
  fingerprint: string;
  createdAt?: string;
  sameWithinMs: number;
  mailsFor: (ref: string, trx: Transaction<Database>) => OutgoingMail[] | Promise<OutgoingMail[]>;
}): Promise<{ id: number; created: boolean }> {
  const { table, fingerprint, sameWithinMs } = options;
  const values = { ...options.row, fingerprint, created_at: options.createdAt ?? nowIso() };
  const key: Key = { kind: table, fingerprint };
  const db = await database();
  let result: { id: number; created: boolean };
  try {
    const id = await db.transaction().execute(async (trx) => {
      // The union of the two tables is too wide for Kysely's typing; `values` is checked above.
      const row = await trx
        .insertInto(table as 'contact_messages')
        .values(values as Insertable<Database['contact_messages']>)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!(await keyForRecord(trx, key, row.id, Date.now(), sameWithinMs))) {
        throw new AlreadySaved();
      }
      await enqueueMails(trx, await options.mailsFor(`${table}:${row.id}`, trx));
      return row.id;
    });
    result = { id, created: true };
  } catch (err) {
    if (!(err instanceof AlreadySaved)) throw err;
    const existing = await db
      .selectFrom('submission_keys')
      .select('record_id')
      .where((eb) => eb.and(key))
      .executeTakeFirst();
    if (!existing || existing.record_id === null)
      throw new Error(`Submission key ${key.kind} ${key.fingerprint} has no record`);
    result = { id: Number(existing.record_id), created: false };
  }
  kickDelivery();
  return result;
}

/** A mail to the company's inbox (MAIL_TO), answered to the sender. */
export function companyMail(
  mail: Omit<OutgoingMail, 'to' | 'replyTo'> & { replyTo: string },
): OutgoingMail {
  return { ...mail, to: env().MAIL_TO };
}
