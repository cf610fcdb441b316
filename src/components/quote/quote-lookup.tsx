'use client';

import { lazy } from 'react';
import type { QuoteLookup as LookupState } from './quote-session';

// The quote-number form loads when 'I Got A Quote' opens it, not with the page (decision 070).
const LookupForm = lazy(() =>
  import('./quote-lookup-form').then((m) => ({ default: m.LookupForm })),
);

export type QuoteLookupProps = {
  lookup: LookupState;
  onOpen: () => void;
  onLookUp: (quoteNumber: string) => Promise<void>;
};

/**
 * 'I Got A Quote' (spec §2, §4): one compact line above the booking form, so on a phone the form
 * comes first; the button hides itself and reveals the quote-number form.
 */
export function QuoteLookup({ lookup, onOpen, onLookUp }: QuoteLookupProps) {
  // Closed: one line on a phone; from md the box it opens into, as tall as before (decision 066).
  if (!lookup.open) {
    return (
      <section
        aria-labelledby="lookup-title"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 pb-3 md:block md:rounded-xl md:border md:bg-brand-50 md:p-6"
      >
        <h2
          id="lookup-title"
          className="text-base font-semibold text-brand-900 md:text-xl md:font-bold"
        >
          Already have a quote?
        </h2>
        <div className="contents md:mt-3 md:flex md:flex-wrap md:items-center md:gap-4">
          <span id="lookup-hint" className="sr-only md:not-sr-only md:text-muted">
            Bring back a saved quote with its number.
          </span>
          <button
            type="button"
            className="link min-h-11 text-base font-semibold"
            aria-describedby="lookup-hint"
            onClick={onOpen}
          >
            I Got A Quote
          </button>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="lookup-title"
      className="rounded-xl border border-gray-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="lookup-title" className="text-xl font-bold text-brand-900">
        Already have a quote?
      </h2>
      <p className="mt-1 text-sm text-muted">Bring back a saved quote with its number.</p>
      <LookupForm lookup={lookup} onLookUp={onLookUp} />
    </section>
  );
}
