import 'server-only';
import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Insertable, Transaction } from 'kysely';
import { database, dialect } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import type { WriteStep } from '../db/write-steps';

// Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"): a client that sends the
// same key to the same route again, within 24 hours, gets the first successful answer back instead
// of a second save and a second mail (decision 036). The key is kept in the transaction that saves
// what it protects, with the answer (decision 130): a retry after any crash or error finds the
// record and its answer, or neither. Nothing marks a key as taken while its call runs, so nothing
// is left behind by a call whose server died.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** Visible ASCII, 8 to 128 characters: room for a UUID or any client's random token. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 8 to 128 visible ASCII characters.',
  bodyMismatch:
    'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
} as const;

/** The key a request carries: undefined without one, null when it is malformed. */
export function idempotencyKeyOf(request: Request): string | null | undefined {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return undefined;
  const key = value.trim();
  return KEY_PATTERN.test(key) ? key : null;
}

export function bodyHash(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

/**
 * A key a call is to keep with what it saves: the service that saves keeps it in its transaction
 * (keepKey, keepKeysStep) with the answer for what it answers, and once that transaction has
 * committed sets `kept`; a success without it keeps its answer afterwards (keepKeyAlone).
 */
export type KeyToKeep<T = unknown> = {
  route: string;
  client: string;
  key: string;
  hash: string;
  /** The status of the call's success. */
  status: number;
  /** The answer's JSON body for the service's result. */
  answerOf: (value: T) => string;
  kept: boolean;
};

/** Thrown in a transaction whose key another call has kept since: undo it, answer with theirs. */
export class KeyAlreadyKept extends Error {
  constructor() {
    super('The Idempotency-Key was kept by another call with the same key');
  }
}

/** The key's row as the saving transaction writes it, with its answer. */
export function keyRow(
  once: KeyToKeep<never>,
  answer: string,
  now: number,
): Insertable<Database['idempotency_keys']> {
  return {
    route: once.route,
    client: once.client,
    key: once.key,
    body_hash: once.hash,
    status: once.status,
    answer,
    claimed_at: now,
    expires_at: now + IDEMPOTENCY_TTL_MS,
  };
}

/**
 * Keep keys with their answers, in the transaction that saves what they protect. The primary key
 * decides between two calls with one key: on PostgreSQL the second waits on the first's row until
 * it commits, then finds it; on SQLite writers queue anyway. A key found in its time throws
 * KeyAlreadyKept, which undoes the transaction: the other call's answer is this call's.
 */
export async function keepKeys(
  trx: Transaction<Database>,
  rows: Insertable<Database['idempotency_keys']>[],
): Promise<void> {
  if (rows.length === 0) return;
  const step = keepKeysStep(rows, Date.now(), dialect() === 'sqlite');
  const kept = await trx.executeQuery(CompiledQuery.raw(step.sql, step.params));
  if (kept.rows.length !== rows.length) throw new KeyAlreadyKept();
}

/** Keep a call's key (see keepKeys) with the answer for `value`; nothing without a key. */
export async function keepKey<T>(
  trx: Transaction<Database>,
  once: KeyToKeep<T> | undefined,
  value: T,
): Promise<void> {
  if (once) await keepKeys(trx, [keyRow(once, once.answerOf(value), Date.now())]);
}

/**
 * Keep the answer of a call that saved nothing new (it found the record a like call had saved):
 * in a statement of its own, as nothing else is written; a key kept in the meantime stays.
 */
export async function keepKeyAlone(once: KeyToKeep<never>, answer: string): Promise<void> {
  const db = await database();
  const now = Date.now();
  await db
    .insertInto('idempotency_keys')
    .values(keyRow(once, answer, now))
    .onConflict((oc) => oc.columns(['route', 'client', 'key']).doNothing())
    .execute();
}

let lastSweep = 0;

/** Forget expired keys, at most once a minute per server. */
async function sweepExpired(db: Db, now: number): Promise<void> {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).execute();
}

export type KeptAnswer =
  { kind: 'replay'; status: number; answer: string } | { kind: 'mismatch' } | { kind: 'none' };

/** What a key sent to a route by a client holds now: an answer, another body's, or nothing. */
export async function keptAnswer(
  route: string,
  client: string,
  key: string,
  hash: string,
): Promise<KeptAnswer> {
  const db = await database();
  const now = Date.now();
  await sweepExpired(db, now);
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status', 'answer', 'expires_at'])
    .where('route', '=', route)
    .where('client', '=', client)
    .where('key', '=', key)
    .executeTakeFirst();
  // An expired key is a new key.
  if (!row || Number(row.expires_at) <= now || row.status === null || row.answer === null) {
    return { kind: 'none' };
  }
  if (row.body_hash !== hash) return { kind: 'mismatch' };
  return { kind: 'replay', status: Number(row.status), answer: row.answer };
}

/**
 * When a key found at a keep passes to the new call: it expired, or it is the claim of a call
 * that ran before keys were kept with their records (decision 036), which kept nothing.
 */
const takenOver = (now: string) =>
  `idempotency_keys.expires_at <= ${now} or idempotency_keys.status is null`;

const KEY_COLUMNS = [
  'route',
  'client',
  'key',
  'body_hash',
  'status',
  'answer',
  'claimed_at',
  'expires_at',
] as const;

/**
 * The statement that keeps keys with their answers, as a finished statement for writeSteps
 * (decision 113): it refuses the write unless every key was kept, none having been kept before.
 */
export function keepKeysStep(
  rows: Insertable<Database['idempotency_keys']>[],
  now: number,
  sqlite: boolean,
): WriteStep {
  let n = 0;
  const param = () => (sqlite ? '?' : `$${++n}`);
  const values = rows.map(() => `(${KEY_COLUMNS.map(param).join(', ')})`).join(', ');
  const columns = KEY_COLUMNS.map((c) => `"${c}"`);
  return {
    sql: `insert into idempotency_keys (${columns.join(', ')}) values ${values}
      on conflict (route, client, "key") do update
      set ${columns
        .slice(3)
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')}
      where ${takenOver(param())}
      returning "key"`,
    params: [...rows.flatMap((row) => KEY_COLUMNS.map((c) => row[c])), now],
    refuseUnlessRows: rows.length,
  };
}
