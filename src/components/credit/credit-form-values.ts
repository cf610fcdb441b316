import '@/domain/zod-in-the-browser';
import type { z } from 'zod';
import { CHECK_DIGITS, numberDigits } from '@/domain/australian-business-numbers';
import { localToday } from '@/domain/calendar-date';
import {
  creditApplicationFields,
  creditApplicationSchema,
  creditApplicationSections,
  creditSignatureFields,
} from '@/domain/credit-application';
import type { CreditApplicationField } from '@/domain/credit-application';
import { emptyValues } from '@/domain/form-fields';
import type { FieldWarning } from '@/domain/form-fields';
import { withHoneypot } from '@/domain/honeypot';
import type { SentLine } from '../forms/submission-confirmation';

// What the credit application's form works with besides its fields: its schema with the honeypot,
// the ids and names its summaries use, and what its confirmation repeats.

export const clientSchema = withHoneypot(creditApplicationSchema);
export type FormValues = z.input<typeof clientSchema>;

export const empty: FormValues = emptyValues(clientSchema.shape);

export const fieldId = (name: string) => `credit-${name}`;

/**
 * The name a field goes by in the summaries: its label, with its group or section where another
 * field has the same label ("Postcode (Company Details)").
 */
export const SUMMARY_LABEL: Record<string, string> = (() => {
  const entries = creditApplicationSections.flatMap((section) =>
    section.fields.map((f: CreditApplicationField) => ({
      name: f.name,
      label: f.label,
      where: ('group' in f ? f.group : undefined) ?? section.title,
    })),
  );
  const count = (label: string) => entries.filter((e) => e.label === label).length;
  return Object.fromEntries(
    entries.map((e) => [e.name, count(e.label) > 1 ? `${e.label} (${e.where})` : e.label]),
  );
})();

export const ATTENTION_FIELDS = creditApplicationFields.map((f) => ({
  name: f.name,
  id: fieldId(f.name),
  label: SUMMARY_LABEL[f.name] ?? f.label,
}));

/** What the form starts with, and starts again with once sent: empty, each date signed today. */
export function startValues(): FormValues {
  return { ...empty, ...datesSignedToday() };
}

/** Every date signed set to today, on the signer's own calendar (not the build's). */
function datesSignedToday(): Partial<FormValues> {
  return Object.fromEntries(
    creditSignatureFields.map((f) => [f.signature.dateSigned, localToday()]),
  );
}

/** What the confirmation repeats of a sent application: who applied, never bank details. */
export function sentSummary(values: FormValues): SentLine[] {
  return [
    ['Applicant', values.name ?? ''],
    ['Email', values.email ?? ''],
    ['Company name', values.company_name ?? ''],
    ['ABN', values.abn ?? ''],
  ];
}

/**
 * A number's warning shows once the visitor has left the field, or as soon as it has as many
 * digits as a complete one, so typing the first digits of an ABN does not warn.
 */
export function warningShown(
  warning: FieldWarning,
  value: string,
  touched: boolean,
  field: CreditApplicationField,
): boolean {
  if (touched) return true;
  if (!('check' in field) || !field.check) return false;
  return (
    (numberDigits(value)?.length ?? value.replace(/\D/g, '').length) >= CHECK_DIGITS[field.check]
  );
}
