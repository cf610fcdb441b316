// The pieces every form field shares: its label (with the required mark), its hint and error
// lines, and the aria-describedby that ties them to the input.

export function FieldLabel({
  id,
  label,
  required,
}: {
  id: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-800">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** A long field's character count: shown always, announced politely only near the limit. */
export type FieldCount = { text: string; notice: string };

export function FieldNotes({
  id,
  hint,
  error,
  warning,
  count,
}: {
  id: string;
  hint?: string;
  error?: string;
  /** Worth a second look, but no block: shown in amber under the field. */
  warning?: string;
  count?: FieldCount;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {warning ? (
        <p id={`${id}-warning`} className="field-warning mt-1 text-sm font-medium text-amber-900">
          {warning}
        </p>
      ) : null}
      {count ? (
        <>
          <p
            id={`${id}-count`}
            className={`mt-1 text-right text-sm tabular-nums ${error ? 'font-semibold text-red-800' : 'text-muted'}`}
          >
            {count.text}
          </p>
          <p className="sr-only" aria-live="polite" data-testid={`${id}-count-notice`}>
            {count.notice}
          </p>
        </>
      ) : null}
    </>
  );
}

/** The ids an input is described by: its hint, its error, its warning, its count, and any others. */
export function describedBy(
  id: string,
  hint?: string,
  error?: string,
  ...others: string[]
): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...others].filter(Boolean).join(' ') ||
    undefined
  );
}
