'use client';

import { useEffect, useMemo, useReducer } from 'react';
import { quoteMessages } from '@/domain/quote';
import type { QuoteBooking, SavedQuoteData } from '@/domain/quote';
import type { RateId } from '@/domain/rate-card';
import { ApiRequestError, apiPost } from '@/lib/api-client';
import { bookingInput } from './booking-values';
import type { BookingForm } from './booking-values';
import {
  initialQuoteSession,
  quoteFromSaved,
  quoteSessionReducer,
  saveQuoteBody,
} from './quote-session';
import type { EmailAddress, PricedQuote, QuotedRates } from './quote-session';

/** The server's own words where it explains a refusal (always past a limit), else the fallback. */
function failureMessage(err: unknown, fallback: string, explained: readonly number[] = [429]) {
  return err instanceof ApiRequestError && explained.includes(err.status) ? err.message : fallback;
}

/** A look-up the server refused (unknown, expired, too many tries) in its words; else a retry. */
function lookupFailure(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return quoteMessages.retrieveFailed;
  if (err.status < 400 || err.status >= 500) return quoteMessages.retrieveFailed;
  const said = (err.body as { message?: unknown } | null)?.message;
  return typeof said === 'string' && said ? said : quoteMessages.quoteNumberInvalid;
}

type SaveAnswer = { qn_random?: string | null; error?: number };
type CheckAnswer = { success?: boolean; message?: string; data?: SavedQuoteData };

/**
 * The quote page's session: its reducer and the calls that move it. The booking form is passed in
 * because a look-up refills it.
 */
export function useQuoteSession(form: BookingForm) {
  const [session, dispatch] = useReducer(quoteSessionReducer, initialQuoteSession);

  const actions = useMemo(
    () => ({
      edited: () => dispatch({ type: 'edited' }),
      chooseRate: (rateId: RateId) => dispatch({ type: 'rateChosen', rateId }),
      openEmail: () => dispatch({ type: 'emailOpened' }),
      openLookup: () => dispatch({ type: 'lookupOpened' }),

      price: async (booking: QuoteBooking) => {
        dispatch({ type: 'pricingStarted' });
        try {
          const answer = await apiPost<QuotedRates>('/tms/getQuoteRates', booking);
          const { rates, expiryDate, roadKm, levy } = answer;
          dispatch({ type: 'priced', booking, quoted: { rates, expiryDate, roadKm, levy } });
        } catch (err) {
          const message = failureMessage(err, quoteMessages.priceFailed, [400, 429]);
          dispatch({ type: 'pricingFailed', message });
        }
      },

      send: async (quote: PricedQuote, address: EmailAddress) => {
        dispatch({ type: 'sendingStarted' });
        const body = saveQuoteBody(quote, address);
        let quoteNumber: string;
        try {
          const saved = await apiPost<SaveAnswer>('/tms/saveQuote', body);
          if (!saved?.qn_random || saved.error !== 0) throw new Error('Quote not saved');
          quoteNumber = saved.qn_random;
        } catch (err) {
          // A limit (too many tries, or the day's mail to this address) says so, not "problem saving".
          dispatch({ type: 'sendFailed', message: failureMessage(err, quoteMessages.saveFailed) });
          return;
        }
        try {
          await apiPost('/tms/sendOfficialSite_QuoteMail', { ...body, quote_number: quoteNumber });
          dispatch({ type: 'sent', quoteNumber });
        } catch (err) {
          dispatch({ type: 'sendFailed', message: failureMessage(err, quoteMessages.sendFailed) });
        }
      },

      lookUp: async (quoteNumber: string) => {
        dispatch({ type: 'lookupStarted', quoteNumber });
        try {
          const answer = await apiPost<CheckAnswer>('/tms/check-quote', {
            quote_number: quoteNumber,
          });
          if (!answer?.success || !answer.data) {
            const message = answer?.message || quoteMessages.quoteNumberInvalid;
            dispatch({ type: 'lookupFailed', message });
            return;
          }
          const quote = quoteFromSaved(answer.data);
          dispatch({ type: 'lookedUp', quote, message: answer.message || quoteMessages.retrieved });
          form.reset(bookingInput(quote.booking));
          void form.trigger();
        } catch (err) {
          dispatch({ type: 'lookupFailed', message: lookupFailure(err) });
        }
      },
    }),
    [form],
  );

  // A link from the quote e-mail (/get-a-quote?quote=Q…) opens that quote.
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get('quote');
    if (fromLink) void actions.lookUp(fromLink.slice(0, 40));
  }, [actions]);

  return { session, ...actions };
}
