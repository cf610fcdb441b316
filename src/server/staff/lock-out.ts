import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { addressKey } from '../http/client-address';

/**
 * Failed password sign-ins are counted per e-mail address *and* client address (decision 119):
 * the first FREE_FAILURES in a row cost nothing, then each one holds that pair back for twice as
 * long as the one before, from FIRST_DELAY_SECONDS up to MAX_DELAY_SECONDS. Another client
 * address has its own count, so nobody can lock the owner out from elsewhere; a passkey sign-in
 * is never held back. A success clears the pair's count.
 */
export const FREE_FAILURES = 3;
export const FIRST_DELAY_SECONDS = 15;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A pair's count starts again a day after its last failure. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** The delay after the `failures`-th failure in a row, in seconds (0 while still free). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Stored as a hash: the table then lists no e-mail or client addresses, staff or not. An IPv6
 * address counts by its /64, as the rate limits do: one host usually has the whole /64 and could
 * otherwise start afresh from each of its addresses (decision 181).
 */
function pairKey(email: string, address: string | null): string {
  return createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${addressKey(address)}`)
    .digest('hex');
}

/** Epoch ms until which this e-mail address is held back from this client address, or null. */
export async function lockedUntil(
  db: Db,
  email: string,
  address: string | null,
  now = Date.now(),
): Promise<number | null> {
  const row = await db
    .selectFrom('staff_sign_in_failures')
    .select('locked_until')
    .where('email_key', '=', pairKey(email, address))
    .executeTakeFirst();
  const until = row?.locked_until == null ? null : Number(row.locked_until);
  return until !== null && until > now ? until : null;
}

/** Count a failure for the pair, atomically, and hold it back for the delay its count has earned. */
export async function recordFailure(
  db: Db,
  email: string,
  address: string | null,
  now = Date.now(),
): Promise<void> {
  const key = pairKey(email, address);
  const [row] = (
    await sql<{ failures: number }>`
      insert into staff_sign_in_failures (email_key, failures, locked_until, updated_at)
      values (${key}, 1, null, ${now})
      on conflict (email_key) do update set
        failures = case when staff_sign_in_failures.updated_at < ${now - FORGET_AFTER_MS}
                        then 1 else staff_sign_in_failures.failures + 1 end,
        updated_at = ${now}
      returning failures`.execute(db)
  ).rows;
  const delay = delayAfter(Number(row?.failures ?? 1));
  if (delay > 0) {
    await db
      .updateTable('staff_sign_in_failures')
      .set({ locked_until: now + delay * 1000 })
      .where('email_key', '=', key)
      .execute();
  }
}

export async function clearFailures(db: Db, email: string, address: string | null): Promise<void> {
  await db
    .deleteFrom('staff_sign_in_failures')
    .where('email_key', '=', pairKey(email, address))
    .execute();
}
