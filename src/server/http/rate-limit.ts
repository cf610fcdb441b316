import 'server-only';
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
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

/**
 * Count one hit for each of `hits` in its current fixed window, all in one statement (one round
 * trip to the database however many limits a call checks). Counters live in the database, so every
 * instance of the site shares them, and each counter is raised atomically by the upsert. Pass the
 * caller's transaction to count inside it. The results are in the order of `hits`.
 */
export async function hitRateLimits(
  hits: LimitHit[],
  executor?: Db | Transaction<Database>,
  now = Date.now(),
): Promise<RateLimitResult[]> {
  if (hits.length === 0) return [];
  const windows = hits.map(({ key, limit }) => {
    const windowMs = limit.windowSeconds * 1000;
    const window = Math.floor(now / windowMs);
    return { bucket: `${key}:${window}`, expiresAt: (window + 1) * windowMs };
  });
  // Each bucket once (one statement may not raise a row twice), in a fixed order, so two calls
  // raising the same counters on PostgreSQL take their row locks in the same order.
  const buckets = new Map(windows.map((w) => [w.bucket, w.expiresAt]));
  const values = [...buckets]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([bucket, expiresAt]) => ({ bucket, count: 1, expires_at: expiresAt }));
  const db = executor ?? (await database());
  const rows = await db
    .insertInto('rate_limits')
    .values(values)
    .onConflict((oc) => oc.column('bucket').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning(['bucket', 'count'])
    .execute();
  const counts = new Map(rows.map((r) => [r.bucket, Number(r.count)]));
  // Old windows are of no use; sweep now and then rather than on every hit.
  if (rows.some((r) => Number(r.count) === 1) && Math.random() < 0.05) {
    await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
  }
  return hits.map(({ limit }, i) => {
    const { bucket, expiresAt } = windows[i]!;
    const count = counts.get(bucket);
    if (count === undefined) throw new Error(`rate limit ${bucket} was not counted`);
    return {
      allowed: count <= limit.max,
      remaining: Math.max(0, limit.max - count),
      retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
    };
  });
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

/**
 * Take one of the day's mails to a visitor's address (VISITOR_MAIL_PER_DAY). False when the address
 * has had its share today: the site must not become a way to flood someone's inbox. The address is
 * kept only as a hash in the counter.
 */
export async function takeVisitorMail(
  executor: Db | Transaction<Database>,
  address: string,
): Promise<boolean> {
  const hash = createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
  const result = await hitRateLimit(
    `mail-to:${hash.slice(0, 32)}`,
    { max: env().VISITOR_MAIL_PER_DAY, windowSeconds: 24 * 60 * 60 },
    executor,
  );
  return result.allowed;
}

/** What a visitor is told when their address has had the day's share of mail. */
export function visitorMailCapMessage(): string {
  return `We have already sent today's e-mails to this address. Please try again tomorrow, or call us on ${site.phones.sales.display}.`;
}
