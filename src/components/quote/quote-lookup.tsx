'use client';

import dynamic from 'next/dynamic';
import type { QuoteLookup as LookupState } from './quote-session';

// The quote-number form loads when 'I Got A Quote' opens it, not with the page (decision 070).
const LookupForm = dynamic(() => import('./quote-lookup-form').then((m) => m.LookupForm));

export type QuoteLookupProps = {
  lookup: LookupState;
  onOpen: () => void;
  onLookUp: (quoteNumber: string) => Promise<void>;
};

/** 'I Got A Quote' (spec §2, §4): hides itself and reveals the quote-number form. */
export function QuoteLookup({ lookup, onOpen, onLookUp }: QuoteLookupProps) {
  return (
    <section
      aria-labelledby="lookup-title"
      className="rounded-xl border border-gray-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="lookup-title" className="text-xl font-bold text-brand-900">
        Already have a quote?
      </h2>
      {lookup.open ? (
        <LookupForm lookup={lookup} onLookUp={onLookUp} />
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p className="text-muted">Bring back a saved quote with its number.</p>
          <button type="button" className="btn-outline" onClick={onOpen}>
            I Got A Quote
          </button>
        </div>
      )}
    </section>
  );
}
