import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** A form's required e-mail address, with the e-mail keyboard and the browser's autofill. */
export function EmailField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      label="Email"
      type="email"
      required
      autoComplete="email"
      registration={registration}
      error={error}
    />
  );
}
