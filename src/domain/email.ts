import './zod-in-the-browser';
import { z } from 'zod';

/**
 * The e-mail pattern used by every form (spec §5): a local part of letters, digits and ._%+-,
 * then @, a lowercase domain, a dot, and a lowercase suffix of 2 to 12 letters.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,12}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A required e-mail field with the form's own two messages. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(254, { error: messages.invalid, abort: true })
    .regex(EMAIL_PATTERN, messages.invalid);
}

/** A free-text field with no rule for people, and a ceiling that keeps abuse out of the database. */
export function freeText(max = 500) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).default('');
}
