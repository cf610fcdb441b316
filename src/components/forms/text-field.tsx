import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldLabel, FieldNotes, describedBy } from './field-parts';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
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
  rows,
  className,
  ...input
}: Props) {
  const control = {
    id,
    className: 'field-input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {rows ? (
        <textarea {...control} rows={rows} {...registration} />
      ) : (
        <input {...control} {...input} {...registration} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
