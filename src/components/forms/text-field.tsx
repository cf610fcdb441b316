import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldLabel, FieldNotes, describedBy } from './field-parts';
import type { FieldCount } from './field-parts';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Worth a second look but no block (a mistyped ABN): shown in amber, read with the field. */
  warning?: string;
  /** A long field's character count. */
  count?: FieldCount;
  /** Lines of a text area; without it, a one-line input. */
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input (or text area) with its error message tied to it for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  warning,
  count,
  rows,
  className,
  ...input
}: Props) {
  const control = {
    id,
    className: 'field-input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(
      id,
      hint,
      error,
      warning ? `${id}-warning` : '',
      count ? `${id}-count` : '',
    ),
  };
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {rows ? (
        <textarea {...control} rows={rows} readOnly={input.readOnly} {...registration} />
      ) : (
        <input {...control} {...input} {...registration} />
      )}
      <FieldNotes id={id} hint={hint} error={error} warning={warning} count={count} />
    </div>
  );
}
