import type { InputHTMLAttributes, ReactNode } from 'react';
import { buttonClass, inputClass, Message } from './ui';

/**
 * A labelled input of the console's forms (sign-in, set-up, enrolment, accounts), with an
 * optional hint read out with it. Every other attribute goes to the input.
 */
export function Field({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={inputClass}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
    </div>
  );
}

/**
 * The end of a console form: the refusal, if any, then the submit button (saying `busyLabel`
 * while the call runs) and any other buttons beside it.
 */
export function FormEnd({
  error,
  busy,
  label,
  busyLabel,
  children,
}: {
  error: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  const submit = (
    <button type="submit" className={buttonClass} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
  return (
    <>
      {error ? <Message tone="error">{error}</Message> : null}
      {children ? (
        <div className="flex flex-wrap gap-3">
          {submit}
          {children}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
