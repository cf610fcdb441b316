import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/client';

/** Failed sign-ins in a row that lock an e-mail address, and for how long. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 15;

/** Stored as a hash: the table then lists no addresses, staff or not. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Epoch ms until which sign-in with this address is refused, or null. */
export async function lockedUntil(db: Db, email: string, now = Date.now()): Promise<number | null> {
  const row = await db
    .selectFrom('staff_sign_in_failures')
    .select('locked_until')
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
  const until = row?.locked_until == null ? null : Number(row.locked_until);
  return until !== null && until > now ? until : null;
}

/**
 * Count a failure, atomically: the tenth in a row locks the address for 15 minutes, and the count
 * starts again when the lock ends.
 */
export async function recordFailure(db: Db, email: string, now = Date.now()): Promise<void> {
  const key = emailKey(email);
  const lockUntil = now + LOCK_MINUTES * 60_000;
  await sql`
    insert into staff_sign_in_failures (email_key, failures, locked_until, updated_at)
    values (${key}, 1, null, ${now})
    on conflict (email_key) do update set
      failures = case when staff_sign_in_failures.locked_until is not null
                       and staff_sign_in_failures.locked_until <= ${now}
                      then 1 else staff_sign_in_failures.failures + 1 end,
      locked_until = case
        when staff_sign_in_failures.locked_until is not null
         and staff_sign_in_failures.locked_until <= ${now} then null
        when staff_sign_in_failures.failures + 1 >= ${LOCK_AFTER_FAILURES} then ${lockUntil}
        else staff_sign_in_failures.locked_until end,
      updated_at = ${now}`.execute(db);
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_failures').where('email_key', '=', emailKey(email)).execute();
}
