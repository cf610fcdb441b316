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

/**
 * Count one hit for `key` in the current fixed window. Counters live in the database, so every
 * instance of the site shares them. Pass the caller's transaction to count inside it.
 */
export async function hitRateLimit(
  key: string,
  limit: Limit = limitFor('store'),
  executor?: Db | Transaction<Database>,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = limit.windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  const expiresAt = (window + 1) * windowMs;
  const db = executor ?? (await database());
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket: `${key}:${window}`, count: 1, expires_at: expiresAt })
    .onConflict((oc) => oc.column('bucket').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  // Old windows are of no use; sweep now and then rather than on every hit.
  if (count === 1 && Math.random() < 0.05) {
    await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
  }
  return {
    allowed: count <= limit.max,
    remaining: Math.max(0, limit.max - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
  };
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
