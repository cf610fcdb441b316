import 'server-only';
import type { Db } from '../db/client';

/**
 * Everything of one person's that lets a sign-in go on without a password: every session, every
 * "trusted device" record a library version made, every half-finished second-factor step and every
 * set-up link. The library keeps the last three in its verifications table with the person's id as
 * the value. Used by a reset, a disable and "sign out everywhere" (decision 114).
 */
export async function endPendingSignIns(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('userId', '=', userId).execute();
  await db.deleteFrom('staff_verifications').where('value', '=', userId).execute();
}
