import 'server-only';
import { sql } from 'kysely';
import { symmetricDecrypt } from 'better-auth/crypto';
import { HOTP, Secret } from 'otpauth';
import type { Db } from '../db/client';

/**
 * An authenticator code is accepted once (decision 181). The library accepts the code of the
 * current 30-second step and of the one either side; the console records the step of each code
 * it accepts and refuses any step at or before it, so the same code cannot open a second session.
 */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that the library accepts (its `verify` window). */
const WINDOW = 1;

/** The step whose code this is, of those the library accepts now, or null for none. */
export function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  // The library reads the secret's text as UTF-8 bytes.
  const key = Secret.fromUTF8(secret);
  // The newest matching step wins, so a code that matches two steps is spent for both.
  for (let step = current + WINDOW; step >= current - WINDOW; step--) {
    if (HOTP.validate({ token: code, secret: key, counter: step, digits: DIGITS, window: 0 }) === 0)
      return step;
  }
  return null;
}

/**
 * The step of this code for this account's authenticator, or null when the code is not valid now
 * (the library then refuses it and counts the failure itself).
 */
export async function acceptedStep(
  db: Db,
  userId: string,
  code: string,
  key: Parameters<typeof symmetricDecrypt>[0]['key'],
): Promise<number | null> {
  const row = await db
    .selectFrom('staff_two_factors')
    .select('secret')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const secret = await symmetricDecrypt({ key, data: row.secret });
  // Secrets imported from another provider are stored base32-encoded; the console makes none.
  if (secret.startsWith('base32:')) return null;
  return stepOf(secret, code);
}

/**
 * Record `step` as the account's newest, atomically: false when it is not newer than the one
 * recorded, so of two sign-ins with one code only the first gets through.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const { rows } = await sql<{ user_id: string }>`
    insert into staff_totp_steps (user_id, last_step) values (${userId}, ${step})
    on conflict (user_id) do update set last_step = excluded.last_step
      where staff_totp_steps.last_step < excluded.last_step
    returning user_id`.execute(db);
  return rows.length === 1;
}
