import 'server-only';
import { countRefusal } from '../metrics/site-metrics';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { keyedFingerprint } from '../crypto/field-encryption';
import { batched } from '../db/batch';
import { database } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { site } from '@/content/site';
import { env } from '../env';
import type { ServerEnv } from '../env';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; remaining: number };

export type Limit = { max: number; windowSeconds: number };

/**
 * The kinds of call that are limited apart, per client address (docs/security.md): pricing is
 * generous because a visitor tries many variations; storing and mailing are not; looking a quote
 * up is limited so quote numbers cannot be guessed by the thousand.
 */
export type LimitKind = 'pricing' | 'store' | 'mail' | 'lookup';

/** The setting that holds each kind's maximum per window. */
const MAX_SETTING = {
  pricing: 'RATE_LIMIT_PRICING_MAX',
  store: 'RATE_LIMIT_MAX',
  mail: 'RATE_LIMIT_MAIL_MAX',
  lookup: 'RATE_LIMIT_LOOKUP_MAX',
} as const satisfies Record<LimitKind, keyof ServerEnv>;

export function limitFor(kind: LimitKind): Limit {
  const e = env();
  return { max: e[MAX_SETTING[kind]], windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS };
}

/** One limit a call counts against: its counter's key and its maximum per window. */
export type LimitHit = { key: string; limit: Limit };

type Bucket = { bucket: string; expiresAt: number };

function bucketOf(key: string, limit: Limit, now: number): Bucket {
  const windowMs = limit.windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  return { bucket: `${key}:${window}`, expiresAt: (window + 1) * windowMs };
}

/**
 * Raise each bucket by its number of hits in one upsert and return the counts after it. Each
 * bucket once (one statement may not raise a row twice), in a fixed order, so two calls raising
 * the same counters on PostgreSQL take their row locks in the same order.
 */
function counterRows(hits: Bucket[]): { bucket: string; count: number; expires_at: number }[] {
  const raised = new Map<string, { expiresAt: number; by: number }>();
  for (const { bucket, expiresAt } of hits) {
    const entry = raised.get(bucket);
    if (entry) entry.by += 1;
    else raised.set(bucket, { expiresAt, by: 1 });
  }
  return [...raised]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([bucket, { expiresAt, by }]) => ({ bucket, count: by, expires_at: expiresAt }));
}

async function raiseCounters(
  db: Db | Transaction<Database>,
  hits: Bucket[],
  now: number,
): Promise<Map<string, number>> {
  const values = counterRows(hits);
  const rows = await db
    .insertInto('rate_limits')
    .values(values)
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({ count: sql`rate_limits.count + excluded.count` }),
    )
    .returning(['bucket', 'count'])
    .execute();
  const counts = new Map(rows.map((r) => [r.bucket, Number(r.count)]));
  // Old windows are of no use; sweep now and then rather than on every hit.
  if (values.some((v) => counts.get(v.bucket) === v.count) && Math.random() < 0.05) {
    await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
  }
  return counts;
}

/** A hit on its counter's current window. */
type CountedHit = Bucket & { limit: Limit; now: number };

/**
 * Count hits in one upsert; the results are in the order of `hits`. Hits on one counter count one
 * each, in their order: the last sees the count after the upsert, the one before it one less.
 */
async function countHits(
  db: Db | Transaction<Database>,
  hits: CountedHit[],
): Promise<RateLimitResult[]> {
  const counts = await raiseCounters(db, hits, Math.max(...hits.map((h) => h.now)));
  const later = new Map<string, number>();
  const seen = hits.map(() => 0);
  for (let i = hits.length - 1; i >= 0; i--) {
    const { bucket } = hits[i]!;
    const after = later.get(bucket) ?? 0;
    later.set(bucket, after + 1);
    const count = counts.get(bucket);
    if (count === undefined) throw new Error(`rate limit ${bucket} was not counted`);
    seen[i] = count - after;
  }
  return hits.map(({ limit, expiresAt, now }, i) => ({
    allowed: seen[i]! <= limit.max,
    remaining: Math.max(0, limit.max - seen[i]!),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
  }));
}

/**
 * The calls that count outside a transaction go in batches (see batch.ts): every request counts
 * against its address, and under load one upsert for a dozen requests replaces a dozen upserts
 * queueing on the same counter's row (on PostgreSQL each holds it until its commit).
 */
const countBatched = batched<CountedHit[], RateLimitResult[]>({
  // A call counts one to three hits; at three parameters each, well under SQLite's limit.
  maxBatch: 64,
  async run(calls) {
    const results = await countHits(await database(), calls.flat());
    let at = 0;
    return calls.map((hits) => {
      const value = results.slice(at, at + hits.length);
      at += hits.length;
      return { status: 'fulfilled', value };
    });
  },
});

/**
 * Count one hit for each of `hits` in its current fixed window, all in one statement (one round
 * trip to the database however many limits a call checks). Counters live in the database, so every
 * instance of the site shares them, and each counter is raised atomically by the upsert. Pass the
 * caller's transaction to count inside it; without one, the hits of calls made at the same moment
 * are counted together. The results are in the order of `hits`; hits on one counter (the mails of
 * several saves committed together) count one each, in their order.
 */
export async function hitRateLimits(
  hits: LimitHit[],
  executor?: Db | Transaction<Database>,
  now = Date.now(),
): Promise<RateLimitResult[]> {
  if (hits.length === 0) return [];
  const counted = hits.map(({ key, limit }) => ({ ...bucketOf(key, limit, now), limit, now }));
  return executor ? countHits(executor, counted) : countBatched(counted);
}

/** Count one hit for `key` in the current fixed window (see hitRateLimits). */
export async function hitRateLimit(
  key: string,
  limit: Limit = limitFor('store'),
  executor?: Db | Transaction<Database>,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [result] = await hitRateLimits([{ key, limit }], executor, now);
  return result!;
}

/** Mail providers whose local parts ignore dots: `a.b.c@gmail.com` is `abc@gmail.com`. */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, for counting mail (decision 150): lower case, a `+tag`
 * dropped from the local part, and for Gmail (and its old googlemail.com name) the dots too, so
 * `A.B+1@googlemail.com` and `ab+2@gmail.com` count as one inbox.
 */
export function mailboxOf(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 1) return lowered;
  const domain = lowered.slice(at + 1);
  let local = lowered.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (!dotless) return `${local}@${domain}`;
  return `${local.replaceAll('.', '') || local}@${dotless}`;
}

function visitorMailHit(address: string): LimitHit {
  // Keyed: a plain hash of a mailbox could be recomputed from a guessed address.
  const hash = keyedFingerprint({ mailbox: mailboxOf(address) });
  return {
    key: `mail-to:${hash.slice(0, 32)}`,
    limit: { max: env().VISITOR_MAIL_PER_DAY, windowSeconds: 24 * 60 * 60 },
  };
}

/**
 * Take one of the day's mails to a visitor's mailbox (VISITOR_MAIL_PER_DAY; `+tags` and Gmail's
 * dots do not make a new one, see mailboxOf). False when the mailbox has had its share today: the
 * site must not become a way to flood someone's inbox. The address is kept only as a keyed hash
 * in the counter. Inside a transaction (`executor`) the share is given back if it is undone;
 * without one it is counted with the other calls of the moment (see hitRateLimits).
 */
export async function takeVisitorMail(
  executor: Db | Transaction<Database> | undefined,
  address: string,
): Promise<boolean> {
  const [allowed] = await takeVisitorMails(executor, [address]);
  return allowed!;
}

/** takeVisitorMail for several mails in one statement: one answer per address, in order. */
async function takeVisitorMails(
  executor: Db | Transaction<Database> | undefined,
  addresses: string[],
): Promise<boolean[]> {
  const results = await hitRateLimits(addresses.map(visitorMailHit), executor);
  for (const r of results) if (!r.allowed) countRefusal('visitor-mail');
  return results.map((r) => r.allowed);
}

/**
 * The statement that takes one of the day's mails for each of `addresses` (see takeVisitorMail),
 * for a write made of finished statements on SQLite (decision 113): an upsert that answers each
 * counter's count after it, and the most a counter may then hold. The write takes every address's
 * share, or, when one is past it, undoes everything.
 */
export function visitorMailShares(
  addresses: string[],
  now = Date.now(),
): { sql: string; params: unknown[]; max: number } {
  const hits = addresses.map(visitorMailHit);
  const rows = counterRows(hits.map(({ key, limit }) => bucketOf(key, limit, now)));
  return {
    sql: `insert into rate_limits (bucket, count, expires_at) values ${rows.map(() => '(?, ?, ?)').join(', ')}
      on conflict (bucket) do update set count = rate_limits.count + excluded.count
      returning count`,
    params: rows.flatMap((r) => [r.bucket, r.count, r.expires_at]),
    max: env().VISITOR_MAIL_PER_DAY,
  };
}

/** What a visitor is told when their address has had the day's share of mail. */
export function visitorMailCapMessage(): string {
  return `We have already sent today's e-mails to this address. Please try again tomorrow, or call us on ${site.phones.sales.display}.`;
}
