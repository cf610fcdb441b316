'use client';

import { useEffect, useMemo, useReducer, useRef } from 'react';
import { quoteMessages } from '@/domain/quote';
import type { QuoteBooking } from '@/domain/quote';
import type { RateId } from '@/domain/rate-card';
import { apiPost, newIdempotencyKey } from '@/lib/api-client';
import { bookingInput } from './booking-values';
import type { BookingForm } from './booking-values';
import { failureMessage } from './quote-failure';
import { initialQuoteSession, quoteSessionReducer } from './quote-session';
import type { EmailAddress, PricedQuote, QuoteOpening, QuotedRates } from './quote-session';

/**
 * The quote page's session: its reducer and the calls that move it. The booking form is passed in
 * because a look-up refills it. `opening`: a saved quote's link, already looked up on the server.
 */
export function useQuoteSession(form: BookingForm, opening?: QuoteOpening) {
  const [session, dispatch] = useReducer(
    quoteSessionReducer,
    opening?.session ?? initialQuoteSession,
  );
  // One e-mail attempt: this quote to this address. Its key goes with every try of the attempt, so
  // a retry after a lost answer, or a second press, gets the first answer: one number, one mail.
  const attempt = useRef<{ quote: PricedQuote; email: string; key: string } | null>(null);
  // A looked-up quote is shown as saved; the first edit starts a new quote and checks every field.
  const showingSaved = useRef(Boolean(opening?.booking));

  const actions = useMemo(
    () => ({
      edited: () => {
        dispatch({ type: 'edited' });
        if (showingSaved.current) {
          showingSaved.current = false;
          void form.trigger();
        }
      },
      chooseRate: (rateId: RateId) => dispatch({ type: 'rateChosen', rateId }),
      openEmail: () => dispatch({ type: 'emailOpened' }),
      openLookup: () => dispatch({ type: 'lookupOpened' }),

      price: async (booking: QuoteBooking) => {
        dispatch({ type: 'pricingStarted' });
        try {
          const answer = await apiPost<QuotedRates>('/tms/getQuoteRates', booking);
          const { rates, expiryDate, roadKm, levy, priceByHand, pricesFrom } = answer;
          const quoted = { rates, expiryDate, roadKm, levy, priceByHand, pricesFrom };
          dispatch({ type: 'priced', booking, quoted });
        } catch (err) {
          const message = failureMessage(err, quoteMessages.priceFailed, [400, 429]);
          dispatch({ type: 'pricingFailed', message });
        }
      },

      // Saving, mailing and looking up load their code when first used (decision 070).
      send: async (quote: PricedQuote, address: EmailAddress) => {
        const email = address.email.trim().toLowerCase();
        const same = attempt.current?.quote === quote && attempt.current.email === email;
        const key = same && attempt.current ? attempt.current.key : newIdempotencyKey();
        attempt.current = { quote, email, key };
        dispatch({ type: 'sendingStarted' });
        const calls = await import('./quote-session-calls').catch(() => null);
        if (!calls) dispatch({ type: 'sendFailed', message: quoteMessages.sendFailed });
        else await calls.sendQuote(dispatch, quote, address, key);
      },

      lookUp: async (quoteNumber: string) => {
        dispatch({ type: 'lookupStarted', quoteNumber });
        const calls = await import('./quote-session-calls').catch(() => null);
        if (!calls) dispatch({ type: 'lookupFailed', message: quoteMessages.retrieveFailed });
        const quote = calls ? await calls.lookUpQuote(dispatch, quoteNumber) : null;
        if (!quote) return;
        // Shown as saved: its pickup date may have passed, and is not judged again until an
        // edit starts a new quote.
        showingSaved.current = true;
        form.reset(bookingInput(quote.booking));
      },
    }),
    [form],
  );

  // A link from the home hero (?pickup=…&delivery=…, perhaps a first package) fills the form with
  // what the suburb list knows, and prices at once when nothing else is needed. A link from the
  // quote e-mail (?quote=Q…) was looked up on the server (`opening`, decision 105).
  const opened = Boolean(opening);
  useEffect(() => {
    if (opened) return;
    const params = new URLSearchParams(window.location.search.slice(0, 2048));
    // Only a link with a query loads the code that reads it (decision 066).
    if (params.size === 0) return;
    let current = true;
    void import('./quote-link-prefill')
      .then(({ fillFromLink }) => fillFromLink(params, form, actions.price, () => current))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [actions, form, opened]);

  return { session, ...actions };
}
