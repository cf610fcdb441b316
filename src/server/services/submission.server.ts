import 'server-only';
import type { Insertable, Transaction } from 'kysely';
import { database, nowIso } from '../db/client';
import { groupCommit } from '../db/group-commit';
import type { Database } from '../db/schema';
import { keepKey, keepKeys, keyRow } from '../http/idempotency';
import type { KeyToKeep } from '../http/idempotency';
import { enqueueMails, kickDelivery } from '../outbox/outbox';
import type { OutgoingMail } from '../outbox/outbox';
import { env } from '../env';

/** Tables of form submissions: each has a fingerprint of its fields and a created_at. */
type SubmissionTable = 'contact_messages' | 'home_quote_requests' | 'credit_applications';

type Key = { kind: SubmissionTable; fingerprint: string };

/** What a save answers: the record's id, and whether this call saved it. */
export type Saved = { id: number; created: boolean };

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
  /** The call's Idempotency-Key, kept with the record (decision 130). */
  once?: KeyToKeep<Saved>;
}): Promise<Saved> {
  const { once } = options;
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
    await keepKey(trx, once, { id, created: true });
    return { id, created: true };
  });
  if (once && result.created) once.kept = true;
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
 * Take submissions' keys for a new window, each naming the record just inserted for it: one upsert
 * that inserts a key, or renews it once its window is over, or leaves it (a repeat within the
 * window). The primary key decides, as in takeKey: on PostgreSQL a concurrent identical submission
 * waits on the key until this transaction ends, then finds it taken and in its window. True when
 * every key was taken.
 */
async function keysForRecords(
  trx: Transaction<Database>,
  keys: { key: Key; recordId: number; windowMs: number }[],
  now: number,
): Promise<boolean> {
  const kept = await trx
    .insertInto('submission_keys')
    .values(
      keys.map(({ key, recordId, windowMs }) => ({
        ...key,
        record_id: recordId,
        expires_at: now + windowMs,
      })),
    )
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
    .execute();
  return kept.length === keys.length;
}

/** A plain submission ready to be saved: its row, its key and the mails its saved row gets. */
type PlainSubmission = {
  table: 'contact_messages' | 'home_quote_requests';
  values: Insertable<Database['contact_messages']>;
  key: Key;
  sameWithinMs: number;
  mailsFor: (ref: string, trx: Transaction<Database>) => OutgoingMail[] | Promise<OutgoingMail[]>;
  once?: KeyToKeep<Saved>;
};

/**
 * Save one plain submission in a transaction of its own. The row goes first and its key names it
 * in the same statement that takes the key, so a new submission costs one statement fewer; a
 * repeat within the window rolls its row back and answers with the saved one.
 */
async function saveAlone(save: PlainSubmission): Promise<{ id: number; created: boolean }> {
  const { table, values, key, sameWithinMs } = save;
  const db = await database();
  try {
    const id = await db.transaction().execute(async (trx) => {
      // The union of the two tables is too wide for Kysely's typing; `values` is checked above.
      const row = await trx
        .insertInto(table as 'contact_messages')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      const keys = [{ key, recordId: row.id, windowMs: sameWithinMs }];
      if (!(await keysForRecords(trx, keys, Date.now()))) {
        throw new AlreadySaved();
      }
      await enqueueMails(trx, await save.mailsFor(`${table}:${row.id}`, trx));
      await keepKey(trx, save.once, { id: row.id, created: true });
      return row.id;
    });
    return { id, created: true };
  } catch (err) {
    if (!(err instanceof AlreadySaved)) throw err;
    const existing = await db
      .selectFrom('submission_keys')
      .select('record_id')
      .where((eb) => eb.and(key))
      .executeTakeFirst();
    if (!existing || existing.record_id === null)
      throw new Error(`Submission key ${key.kind} ${key.fingerprint} has no record`);
    return { id: Number(existing.record_id), created: false };
  }
}

/**
 * Save several new submissions of one table in the caller's transaction (decision 104): one
 * insert of their rows, one upsert of their keys, one insert of their mails. Throws when any of
 * them is a repeat (two alike in the group, or a key still in its window), so that the group is
 * undone and each is saved alone, where a repeat finds its saved twin.
 */
async function saveTogether(
  trx: Transaction<Database>,
  saves: PlainSubmission[],
): Promise<{ id: number; created: boolean }[]> {
  const fingerprints = new Set(saves.map((s) => s.key.fingerprint));
  if (fingerprints.size < saves.length) throw new AlreadySaved();
  const table = saves[0]!.table;
  const rows = await trx
    .insertInto(table as 'contact_messages')
    .values(saves.map((s) => s.values))
    .returning(['id', 'fingerprint'])
    .execute();
  // Neither database promises the order of RETURNING rows: match them by fingerprint.
  const ids = new Map(rows.map((r) => [r.fingerprint, r.id]));
  const saved = saves.map((save) => {
    const id = ids.get(save.key.fingerprint);
    if (id === undefined) throw new Error(`Submission ${save.key.fingerprint} was not saved`);
    return { save, id };
  });
  const keys = saved.map(({ save, id }) => ({
    key: save.key,
    recordId: id,
    windowMs: save.sameWithinMs,
  }));
  if (!(await keysForRecords(trx, keys, Date.now()))) throw new AlreadySaved();
  const mails: OutgoingMail[] = [];
  for (const { save, id } of saved) mails.push(...(await save.mailsFor(`${table}:${id}`, trx)));
  await enqueueMails(trx, mails);
  // A key kept before by another call undoes the group: each is then saved alone.
  const now = Date.now();
  await keepKeys(
    trx,
    saved.flatMap(({ save: { once }, id }) =>
      once ? [keyRow(once, once.answerOf({ id, created: true }), now)] : [],
    ),
  );
  return saved.map(({ id }) => ({ id, created: true }));
}

/** One committer per table: a group holds submissions of one table only. */
const committers = new Map<
  PlainSubmission['table'],
  (save: PlainSubmission) => Promise<{ id: number; created: boolean }>
>();

function committerFor(table: PlainSubmission['table']) {
  let commit = committers.get(table);
  if (!commit) {
    commit = groupCommit<PlainSubmission, { id: number; created: boolean }>({
      maxGroup: 16,
      together: (db, saves) => db.transaction().execute((trx) => saveTogether(trx, saves)),
      alone: saveAlone,
    });
    committers.set(table, commit);
  }
  return commit;
}

/**
 * Save a plain form submission once (as saveSubmissionOnce): insert its row with the fingerprint
 * and time, and queue the mails `mailsFor` gives for the new row's id; a repeat within the window
 * answers with the saved one and keeps nothing new. Submissions made at the same moment are
 * committed together (decision 104).
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
  once?: KeyToKeep<Saved>;
}): Promise<Saved> {
  const { table, fingerprint, sameWithinMs, mailsFor, once } = options;
  const values = { ...options.row, fingerprint, created_at: options.createdAt ?? nowIso() };
  const result = await committerFor(table)({
    table,
    // The union of the two tables is too wide for Kysely's typing; `values` is checked above.
    values: values as Insertable<Database['contact_messages']>,
    key: { kind: table, fingerprint },
    sameWithinMs,
    mailsFor,
    once,
  });
  if (once && result.created) once.kept = true;
  kickDelivery();
  return result;
}

/** A mail to the company's inbox (MAIL_TO), answered to the sender. */
export function companyMail(
  mail: Omit<OutgoingMail, 'to' | 'replyTo'> & { replyTo: string },
): OutgoingMail {
  return { ...mail, to: env().MAIL_TO };
}
