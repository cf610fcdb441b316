import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Spinner } from '../ui/spinner';
import { HoneypotField } from './honeypot-field';
import { SubmissionAlerts } from './submission';
import { ISLAND_ATTRIBUTES, useIsland } from './use-island';

// What every public form shares around its fields: the form, its heading and its submit button.

/** A public form, named by its heading; the schema checks it, not the browser. */
export function SubmissionForm({
  titleId,
  className,
  onSubmit,
  noScript,
  children,
}: {
  titleId: string;
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The page's <NeedsScript>, drawn by the server so its text ships in no script. */
  noScript?: ReactNode;
  children: ReactNode;
}) {
  // What a visitor does in the form before React runs is handed to it then (decision 105).
  const island = useIsland<HTMLFormElement>();
  return (
    <form
      method="post"
      ref={island}
      {...ISLAND_ATTRIBUTES}
      // useSubmission's submit() shows every failure on the form, so nothing is left to await.
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={titleId}
      className={className}
    >
      {noScript}
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
  describedBy,
  children,
}: {
  className: string;
  disabled: boolean;
  fetching: boolean;
  fetchingLabel: string;
  /** The id of what says why the button is disabled (an AttentionSummary). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={disabled} aria-describedby={describedBy}>
      {fetching ? <Spinner label={fetchingLabel} /> : null}
      {children}
    </button>
  );
}

/**
 * The end of a form: the honeypot, the submit row and the outcome alerts, in the order a visitor
 * meets them after the last field. `attention` sits beside the button: an AttentionSummary saying
 * what keeps it disabled (its id in `attentionId`, which describes the button).
 */
export function FormActions({
  honeypot,
  rowClassName = '',
  disabled,
  fetching,
  fetchingLabel,
  submitLabel,
  success,
  failure,
  attention,
  attentionId,
}: {
  honeypot: UseFormRegisterReturn;
  rowClassName?: string;
  disabled: boolean;
  fetching: boolean;
  fetchingLabel: string;
  submitLabel: string;
  success: string;
  failure: string;
  attention?: ReactNode;
  attentionId?: string;
}) {
  return (
    <>
      <HoneypotField registration={honeypot} />
      <div className={`flex flex-wrap items-center gap-4 ${rowClassName}`.trim()}>
        <SubmitButton
          className="btn-dark"
          disabled={disabled}
          fetching={fetching}
          fetchingLabel={fetchingLabel}
          describedBy={disabled && !fetching ? attentionId : undefined}
        >
          {submitLabel}
        </SubmitButton>
        {attention ? <div className="min-w-0 flex-1 basis-56">{attention}</div> : null}
      </div>
      <SubmissionAlerts success={success} failure={failure} />
    </>
  );
}
