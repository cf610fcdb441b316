import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError } from 'better-auth/api';
import { STAFF_MESSAGES } from './constants';

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
