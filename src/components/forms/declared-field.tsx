import type { UseFormRegisterReturn } from 'react-hook-form';
import type { InputField } from '@/domain/form-fields';
import { characterCount, limitMessage, nearLimitNotice } from './field-limits';
import { TextField } from './text-field';

/**
 * A field's input as its declaration in src/domain describes it: label, kind, autofill, width.
 * Given the value's length, a field with a limit says so past it, and a text area counts its
 * characters ("1,234 / 5,000"), so a disabled submit button always has a visible reason.
 */
export function DeclaredField({
  field,
  id,
  registration,
  error,
  length,
  warning,
  readOnly,
}: {
  field: InputField;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The value's length as sent (trimmed), to show the limit as the visitor types. */
  length?: number;
  warning?: string;
  readOnly?: boolean;
}) {
  const max = field.max;
  const over = max !== undefined && length !== undefined && length > max;
  const common = {
    id,
    label: field.label,
    registration,
    // Past the limit, the limit is the reason: shown at once, not only once the field is left.
    error: over ? limitMessage(field.label, length, max) : error,
    warning: over ? undefined : warning,
    // Only an e-mail field has a rule people must meet (spec §5).
    required: field.email !== undefined,
    className: field.wide ? 'sm:col-span-2' : undefined,
    readOnly,
  };
  if (field.input === 'textarea') {
    const count =
      max !== undefined && length !== undefined
        ? {
            text: characterCount(length, max),
            notice: nearLimitNotice(field.label, length, max),
          }
        : undefined;
    return <TextField {...common} rows={6} count={count} />;
  }
  return (
    <TextField
      {...common}
      type={field.input ?? 'text'}
      inputMode={field.inputMode}
      autoComplete={field.autoComplete}
      data-today={field.startsToday ? '' : undefined}
    />
  );
}
