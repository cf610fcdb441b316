'use client';

import { useEffect, useState } from 'react';
import { groupQuoteNumber } from '@/domain/quote-number';
import { BookQuoteForm } from '../booking/booking-form';
import type { BookableQuote } from '../booking/booking-form';
import { QuotePdfButton } from '../booking/quote-pdf-button';

type Props = {
  quote: BookableQuote;
  /** Bring the rates into view when shown: the visitor pressed "Retrieve Quote" or opened a link. */
  scrollToRates: boolean;
};

/** The quote page's link to a saved quote: it opens the quote, ready to book. */
export const quoteLinkPath = (quoteNumber: string) =>
  `/get-a-quote?quote=${encodeURIComponent(quoteNumber)}`;

/**
 * What a saved or looked-up quote offers: its number grouped to read (QMM-CSR-JRK) with Copy and a
 * link to share, "Book this quote" (the booking form, prefilled from the quote) and its PDF.
 */
export function SavedQuoteActions({ quote, scrollToRates }: Props) {
  const [booking, setBooking] = useState(false);
  const [pdfEmail, setPdfEmail] = useState('');
  const grouped = groupQuoteNumber(quote.quoteNumber);

  useEffect(() => {
    if (!scrollToRates) return;
    document.getElementById('rates-title')?.scrollIntoView({ block: 'start' });
  }, [scrollToRates, quote.quoteNumber]);

  return (
    <section
      aria-labelledby="saved-quote-title"
      className="space-y-5 rounded-xl border border-gray-200 bg-brand-50 p-5 sm:p-6"
    >
      <h3 id="saved-quote-title" className="text-lg font-bold text-brand-900">
        Quotation <span data-testid="grouped-quote-number">{grouped}</span>
      </h3>
      <QuoteNumberShare quoteNumber={quote.quoteNumber} grouped={grouped} />
      {quote.email ? (
        <QuotePdfButton quoteNumber={quote.quoteNumber} email={quote.email} />
      ) : (
        <div className="max-w-md space-y-3">
          <label htmlFor="pdf-email" className="block font-semibold">
            E-mail address the quote was saved for
          </label>
          <p id="pdf-email-note" className="text-sm text-muted">
            The PDF is made only for the address the quote was first e-mailed to.
          </p>
          <input
            id="pdf-email"
            type="email"
            className="input w-full"
            autoComplete="email"
            maxLength={254}
            aria-describedby="pdf-email-note"
            value={pdfEmail}
            onChange={(event) => setPdfEmail(event.target.value.slice(0, 254))}
          />
          {pdfEmail.trim() ? (
            <QuotePdfButton quoteNumber={quote.quoteNumber} email={pdfEmail.trim()} />
          ) : null}
        </div>
      )}
      {quote.booked ? (
        <p className="font-semibold" data-testid="quote-booked">
          This quote is booked already: its booking reference was e-mailed to the address the quote
          was saved for. Follow the booking on{' '}
          <a className="link" href="/track">
            Track a Booking
          </a>
          .
        </p>
      ) : booking ? (
        <BookQuoteForm quote={quote} />
      ) : (
        <div className="space-y-2">
          <p>Happy with the price? Book the pickup now: we only need the addresses and contacts.</p>
          <button type="button" className="btn-primary" onClick={() => setBooking(true)}>
            Book this quote
          </button>
        </div>
      )}
    </section>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copy the grouped number to the clipboard, and a link that opens the quote. */
function QuoteNumberShare({ quoteNumber, grouped }: { quoteNumber: string; grouped: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(grouped);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  const path = quoteLinkPath(quoteNumber);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="button" className="btn-outline" onClick={() => void copyNumber()}>
        {copy === 'copied' ? 'Copied ✓' : 'Copy number'}
      </button>
      <a className="link" href={path} data-testid="quote-share-link">
        Link to this quote
      </a>
      <p aria-live="polite" className="basis-full text-sm">
        {copy === 'copied'
          ? `Copied ${grouped} to the clipboard.`
          : copy === 'failed'
            ? `Your browser did not let us copy it: the number is ${grouped}.`
            : ''}
      </p>
    </div>
  );
}
