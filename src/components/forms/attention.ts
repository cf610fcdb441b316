import '@/domain/zod-in-the-browser';
import type { z } from 'zod';

// What the summary beside a form's submit button lists: the fields that keep the button disabled,
// or the warnings a form will be sent with. Pure, so it is unit-tested.

/** A field the summary links to: the id of its input (or of the element to focus) and its label. */
export type AttentionItem = { id: string; label: string };

/** "1 field needs attention" or "2 fields need attention". */
export function attentionHeading(count: number): string {
  return count === 1 ? '1 field needs attention' : `${count} fields need attention`;
}

/** Before anything is touched, the same list without alarm: "3 fields to fill in". */
export function toFillHeading(count: number): string {
  return `${count} ${count === 1 ? 'field' : 'fields'} to fill in`;
}

/** The summary's tone: without alarm until a field was left or the form sent. */
export function attentionTone(submitted: boolean, touched: object): 'missing' | 'toFill' {
  return submitted || Object.keys(touched).length > 0 ? 'missing' : 'toFill';
}

/** "1 warning, you can still send" or "3 warnings, you can still send". */
export function warningsHeading(count: number): string {
  return `${count} ${count === 1 ? 'warning' : 'warnings'}, you can still send`;
}

/**
 * The fields whose values the schema refuses, in the order given (the page's order), each once.
 * The schema is the form's own (the one its resolver uses), so the list names exactly what keeps
 * the submit button disabled, touched or not.
 */
export function invalidFields(
  schema: z.ZodType,
  values: unknown,
  fields: readonly (AttentionItem & { name: string })[],
): AttentionItem[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  // A field's name may be a path ("pickup.street"): each issue refuses its path and every prefix.
  const refused = new Set(
    result.error.issues.flatMap((issue) =>
      issue.path.map((_, i) =>
        issue.path
          .slice(0, i + 1)
          .map(String)
          .join('.'),
      ),
    ),
  );
  return fields.filter((f) => refused.has(f.name)).map(({ id, label }) => ({ id, label }));
}
