import type { FormEvent, ReactNode } from 'react';
import { Spinner } from '../ui/spinner';

// What every public form shares around its fields: the form, its heading and its submit button.

/** A public form, named by its heading; the schema checks it, not the browser. */
export function SubmissionForm({
  titleId,
  className,
  onSubmit,
  children,
}: {
  titleId: string;
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      // useSubmission's submit() shows every failure on the form, so nothing is left to await.
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={titleId}
      className={className}
    >
      {children}
    </form>
  );
}

export function FormTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-brand-900">
      {children}
    </h2>
  );
}

/** The submit button, with a spinner that says what is being sent while the request runs. */
export function SubmitButton({
  className,
  disabled,
  fetching,
  fetchingLabel,
  children,
}: {
  className: string;
  disabled: boolean;
  fetching: boolean;
  fetchingLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={disabled}>
      {fetching ? <Spinner label={fetchingLabel} /> : null}
      {children}
    </button>
  );
}
