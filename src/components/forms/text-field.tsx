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
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className,
  ...input
}: Props) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...registration}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
