import type { UseFormRegisterReturn } from 'react-hook-form';
import type { InputField } from '@/domain/form-fields';
import { TextField } from './text-field';

/** A field's input as its declaration in src/domain describes it: label, kind, autofill, width. */
export function DeclaredField({
  field,
  id,
  registration,
  error,
}: {
  field: InputField;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const common = {
    id,
    label: field.label,
    registration,
    error,
    // Only an e-mail field has a rule people must meet (spec §5).
    required: field.email !== undefined,
    className: field.wide ? 'sm:col-span-2' : undefined,
  };
  if (field.input === 'textarea') return <TextField {...common} rows={6} />;
  return (
    <TextField
      {...common}
      type={field.input ?? 'text'}
      inputMode={field.inputMode}
      autoComplete={field.autoComplete}
    />
  );
}
