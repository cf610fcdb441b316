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

export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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
    </>
  );
}

/** The ids an input is described by: its hint, its error, and any others given. */
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
