'use client';

import { BookingForm } from './booking-form';
import { useBookingForm } from './booking-values';
import { EmailQuoteForm, useEmailForm } from './email-quote-form';
import { QuoteLookup } from './quote-lookup';
import { chosenRate, quoteOf } from './quote-session';
import { RateOptions } from './rate-options';
import { useQuoteSession } from './use-quote-session';

/**
 * The quote calculator of spec §2: the look-up, the booking form, the rates and the e-mail form,
 * each its own island around one session (the states of spec §4).
 */
export function QuoteCalculator() {
  const form = useBookingForm();
  const { session, edited, chooseRate, openEmail, openLookup, price, send, lookUp } =
    useQuoteSession(form);
  const { flow, emailOpen, lookup } = session;
  const quote = quoteOf(flow);
  const emailForm = useEmailForm(quote ? chosenRate(quote) : undefined);

  return (
    <div className="space-y-10">
      <QuoteLookup lookup={lookup} onOpen={openLookup} onLookUp={lookUp} />
      <BookingForm
        form={form}
        canPrice={!quote}
        pricing={flow.step === 'pricing'}
        error={flow.step === 'editing' ? flow.error : ''}
        onEdit={edited}
        onPrice={price}
      />
      {quote ? (
        <section aria-labelledby="rates-title" className="space-y-6">
          <h2 id="rates-title" className="text-2xl font-bold text-brand-900">
            Your rates
          </h2>
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
        </section>
      ) : null}
    </div>
  );
}
