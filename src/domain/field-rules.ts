import './zod-in-the-browser';
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import type { ChoiceFieldSpec, CodeFieldSpec, DateFieldSpec, NumberFieldSpec } from './form-fields';

// The rules of declared fields (form-fields.ts) that the quote calculator's forms use, and the
// booking form with them: each reads its limits and messages from the field's declaration. A
// suburb's rule is suburbField (suburb.ts), an e-mail's emailField (email.ts); the rules only the
// booking and track forms have are beside them in booking.ts, out of the quote page's bundle.

/** Text that must be there: trimmed, and not empty. */
export function filled({ required }: { required: string }) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true });
}

/** A number as typed, or as an API client sends it (text or a number), read as a number. */
export function numberRule({ maxLength, number: rule }: NumberFieldSpec) {
  return z
    .union([z.string(), z.number()], { error: rule.required })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(
      filled(rule)
        .max(maxLength, { error: rule.invalid, abort: true })
        .regex(rule.pattern, { error: rule.invalid, abort: true })
        .transform(Number)
        .pipe(
          z
            .number()
            .refine(Number.isFinite, rule.invalid)
            .gt(0, rule.tooSmall)
            .max(rule.max, rule.tooBig),
        ),
    );
}

/** One of the declared options. */
export function choiceRule({ choice }: ChoiceFieldSpec) {
  const text = choice.required ? filled({ required: choice.required }) : z.string().trim();
  return text.refine((v) => choice.options.includes(v), choice.invalid);
}

/** A calendar date, yyyy-mm-dd. */
export function dateRule({ date }: DateFieldSpec) {
  return filled(date)
    .max(10, { error: date.invalid, abort: true })
    .refine(isCalendarDate, { error: date.invalid, abort: true });
}

/** A code the form's parser reads ("q7k2-m9xqp" is Q7K2M9XQP), given as the parser gives it. */
export function codeRule<Code>(
  { maxLength, code }: CodeFieldSpec,
  parse: (value: string) => Code | null,
) {
  return filled(code)
    .max(maxLength, { error: code.invalid, abort: true })
    .refine((v) => parse(v) !== null, code.invalid)
    .transform((v) => parse(v)!);
}
