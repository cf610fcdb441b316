'use client';

import { lazy, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { focusWhenShown } from '../forms/attention-summary';
import { ISLAND_ATTRIBUTES, useIsland } from '../forms/use-island';
import { BookingForm } from './booking-form';
import { useBookingForm } from './booking-values';
import { useEmailForm } from './email-form-state';
import { QuoteLookup } from './quote-lookup';
import { chosenRate, quoteOf } from './quote-session';
import type { QuoteOpening } from './quote-session';
import { useQuoteSession } from './use-quote-session';

// Booking, the PDF and sharing are needed only once a quote is saved or looked up: their code loads
// then, not with the page (the script budget of decision 070). React's own `lazy`, which is what
// `next/dynamic` wraps, without the 2 KB of Next's code around it.
const SavedQuoteActions = lazy(() =>
  import('./saved-quote-actions').then((m) => ({ default: m.SavedQuoteActions })),
);
// Likewise the rates, which show only after Get Quote, and the e-mail form.
const RateOptions = lazy(() => import('./rate-options').then((m) => ({ default: m.RateOptions })));
const EmailQuoteForm = lazy(() =>
  import('./email-quote-form').then((m) => ({ default: m.EmailQuoteForm })),
);
// A route the rate card does not price: the quote request form, which only then loads.
const PriceByHand = lazy(() => import('./price-by-hand').then((m) => ({ default: m.PriceByHand })));

/**
 * The quote calculator of spec §2: the look-up, the booking form, the rates and the e-mail form,
 * each its own island around one session (the states of spec §4).
 */
export function QuoteCalculator({
  opening,
  noScript,
}: {
  opening?: QuoteOpening;
  noScript?: ReactNode;
}) {
  const form = useBookingForm(opening?.booking ?? undefined);
  const { session, edited, chooseRate, openEmail, openLookup, price, send, lookUp } =
    useQuoteSession(form, opening);
  const { flow, emailOpen, lookup } = session;
  const quote = quoteOf(flow);
  const emailForm = useEmailForm(quote ? chosenRate(quote) : undefined);
  // Saved just now, or looked up: the number to book, share and print.
  const savedNumber = quote?.savedNumber ?? (flow.step === 'sent' ? flow.quoteNumber : '');

  // Each step's result is brought into view and focused when it arrives (the rates after Get
  // Quote or a look-up, the e-mail field once asked for, the confirmation once sent), so neither a
  // phone nor a keyboard is left at the button; a page opened on a result is left as it opens.
  const lastStep = useRef(flow.step);
  useEffect(() => {
    const before = lastStep.current;
    lastStep.current = flow.step;
    if (before === flow.step) return;
    if (before === 'pricing' && flow.step === 'priced')
      focusWhenShown(quote?.quoted.priceByHand ? 'price-by-hand-title' : 'rates-title');
    else if (flow.step === 'lookedUp') focusWhenShown('rates-title');
    else if (before === 'sending' && flow.step === 'sent') focusWhenShown('quote-sent');
  }, [flow.step, quote]);
  const emailWasOpen = useRef(emailOpen);
  useEffect(() => {
    if (emailOpen && !emailWasOpen.current) focusWhenShown('quote-email');
    emailWasOpen.current = emailOpen;
  }, [emailOpen]);

  // What a visitor does here before React runs is handed to it then (decision 105).
  const island = useIsland<HTMLDivElement>();
  return (
    <div
      ref={island}
      {...ISLAND_ATTRIBUTES}
      // Drawn for the address's query (a saved quote's link): nothing for React to do at once,
      // and the page opens at the rates when there are some (the site's script scrolls there).
      data-query-drawn={opening ? (opening.booking ? 'rates-title' : '') : undefined}
      className="space-y-6 md:space-y-10"
    >
      <QuoteLookup lookup={lookup} onOpen={openLookup} onLookUp={lookUp} />
      <BookingForm
        form={form}
        canPrice={!quote}
        pricing={flow.step === 'pricing'}
        error={flow.step === 'editing' ? flow.error : ''}
        onEdit={edited}
        onPrice={price}
        saved={opening?.booking ?? undefined}
        noScript={noScript}
      />
      {quote?.quoted.priceByHand ? (
        <PriceByHand pickup={quote.booking.pickup} delivery={quote.booking.delivery} />
      ) : quote ? (
        <section aria-labelledby="rates-title" className="space-y-6">
          <h2
            id="rates-title"
            tabIndex={-1}
            className="text-2xl font-bold text-brand-900 focus:outline-none"
          >
            Your rates
          </h2>
          {quote.savedNumber ? (
            <p data-testid="saved-quote">
              Quotation <strong>{quote.savedNumber}</strong>, with the prices it was saved with.
              Change anything above to price a new quote.
            </p>
          ) : null}
          <RateOptions quoted={quote.quoted} selected={quote.rateId} onSelect={chooseRate} />
          {emailOpen ? (
            <EmailQuoteForm
              form={emailForm}
              quote={quote}
              sending={flow.step === 'sending'}
              quoteNumber={flow.step === 'sent' ? flow.quoteNumber : ''}
              error={flow.step === 'priced' || flow.step === 'lookedUp' ? flow.error : ''}
              onSend={send}
            />
          ) : (
            <button type="button" className="btn-dark" onClick={openEmail}>
              Email Me This Quote
            </button>
          )}
          {quote && savedNumber ? (
            <SavedQuoteActions
              key={savedNumber}
              scrollToRates={
                // A look-up scrolls to its rates; the quote the page opened on is there already.
                flow.step === 'lookedUp' && (!opening || quote !== quoteOf(opening.session.flow))
              }
              quote={{
                quoteNumber: savedNumber,
                // A quote saved here was saved for the address just typed; a looked-up one is not known.
                email: quote.savedNumber ? undefined : emailForm.getValues('email').trim(),
                pickup: quote.booking.pickup,
                delivery: quote.booking.delivery,
                pickupDate: quote.booking.date,
                dangerousGoods: quote.booking.is_dg,
                booked: quote.booked,
              }}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
