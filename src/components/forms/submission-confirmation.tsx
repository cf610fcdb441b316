'use client';

import { useEffect, useId, useRef } from 'react';
import { Alert } from '../ui/alert';

/** One line of what was sent: its label and the value as typed. */
export type SentLine = readonly [label: string, value: string];

/**
 * What takes a form's place once it is sent: a heading that receives focus and is scrolled into
 * view (so a visitor on a phone sees it, not an empty form), the server's success message, a short
 * summary of what was sent (never anything secret), and a button to start another.
 */
export function SubmissionConfirmation({
  title,
  message,
  summary,
  againLabel,
  onAgain,
}: {
  title: string;
  /** The server's success message (spec §8), in the green success alert. */
  message: string;
  summary: readonly SentLine[];
  againLabel: string;
  onAgain: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const shown = summary.filter(([, value]) => value.trim() !== '');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5"
      data-testid="submission-confirmation"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {title}
      </h2>
      <Alert tone="success">{message}</Alert>
      {shown.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold text-brand-800">What you sent</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {shown.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-ink">{label}</dt>
                <dd className="mb-2 break-words text-ink sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <button type="button" className="btn-outline" onClick={onAgain}>
        {againLabel}
      </button>
    </section>
  );
}
