import 'server-only';
import { sql } from 'kysely';
import { database } from '../db/client';
import { env } from '../env';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; remaining: number };

/**
 * Count one hit for `key` in the current fixed window. Counters live in the database, so every
 * instance of the site shares them.
 */
export async function hitRateLimit(key: string, now = Date.now()): Promise<RateLimitResult> {
  const { RATE_LIMIT_MAX: max, RATE_LIMIT_WINDOW_SECONDS: windowSeconds } = env();
  const windowMs = windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  const expiresAt = (window + 1) * windowMs;
  const db = await database();
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
    allowed: count <= max,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
  };
}

/** The client's address: the last hop added to X-Forwarded-For (by Next.js or the load balancer). */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || request.headers.get('x-real-ip') || 'unknown';
}
