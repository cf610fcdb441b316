import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { STAFF_MESSAGES } from './constants';
import { dialectBool } from './library-values';

// The common-password list that ships with zxcvbn-ts (@zxcvbn-ts/language-common): about 49,000
// passwords most often found in breaches, checked in memory with no network (decision 119).
let known: Set<string> | undefined;
function commonPasswords(): Set<string> {
  known ??= new Set(dictionary['passwords-common']);
  return known;
}

/** The shortest listed word that counts when digits or symbols are merely added to it. */
const SHORTEST_BASE = 4;

/**
 * True for a password on the list, whatever its case, or a listed word with only digits and
 * symbols added at the end ("Password1234", "iloveyou2024!").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const base = lower.replace(/[^a-z]+$/, '');
  return base.length >= SHORTEST_BASE && base !== lower && list.has(base);
}

/** Refuse a new password that is on the list, with a message saying what to do instead. */
export function refuseCommonPassword(body: unknown): void {
  const password = (body as { newPassword?: unknown } | undefined)?.newPassword;
  if (typeof password === 'string' && isCommonPassword(password))
    throw new APIError('BAD_REQUEST', { message: STAFF_MESSAGES.passwordBreached });
}

/** The password of a sign-in's body, or '' when it has none. */
export function passwordOf(body: unknown): string {
  const password = (body as { password?: unknown } | undefined)?.password;
  return typeof password === 'string' ? password : '';
}

/**
 * Mark that an account must choose a new password before the console opens, or that it need not
 * any more (decision 191).
 */
export async function setPasswordChangeDue(db: Db, userId: string, due: boolean): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ passwordChangeDue: dialectBool(due) })
    .where('id', '=', userId)
    .execute();
}
