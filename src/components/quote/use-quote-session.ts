'use client';

import { useEffect, useMemo, useReducer, useRef } from 'react';
import { quoteMessages } from '@/domain/quote';
import type { QuoteBooking, SavedQuoteData } from '@/domain/quote';
import type { RateId } from '@/domain/rate-card';
import { parseQuotePrefill } from '@/domain/quote-prefill';
import { ApiRequestError, apiPost, newIdempotencyKey } from '@/lib/api-client';
import { loadPublicBookingData } from '../suburb-field/public-booking-data';
import { bookingInput } from './booking-values';
import type { BookingForm } from './booking-values';
import {
  initialQuoteSession,
  quoteFromSaved,
  quoteSessionReducer,
  resendQuoteBody,
  saveQuoteBody,
} from './quote-session';
import type { EmailAddress, PricedQuote, QuotedRates } from './quote-session';

/**
 * The server's own words where it explains a refusal (past a limit, or the same attempt still
 * running), else the fallback.
 */
function failureMessage(err: unknown, fallback: string, explained: readonly number[] = [409, 429]) {
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
  // One e-mail attempt: this quote to this address. Its key goes with every try of the attempt, so
  // a retry after a lost answer, or a second press, gets the first answer: one number, one mail.
  const attempt = useRef<{ quote: PricedQuote; email: string; key: string } | null>(null);
  // A looked-up quote is shown as saved; the first edit starts a new quote and checks every field.
  const showingSaved = useRef(false);

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
          const { rates, expiryDate, roadKm, levy } = answer;
          dispatch({ type: 'priced', booking, quoted: { rates, expiryDate, roadKm, levy } });
        } catch (err) {
          const message = failureMessage(err, quoteMessages.priceFailed, [400, 429]);
          dispatch({ type: 'pricingFailed', message });
        }
      },

      send: async (quote: PricedQuote, address: EmailAddress) => {
        const email = address.email.trim().toLowerCase();
        const same = attempt.current?.quote === quote && attempt.current.email === email;
        const key = same && attempt.current ? attempt.current.key : newIdempotencyKey();
        attempt.current = { quote, email, key };
        dispatch({ type: 'sendingStarted' });

        // A looked-up quote is mailed again under its own number, with its saved prices.
        if (quote.savedNumber) {
          try {
            const body = resendQuoteBody({ ...quote, savedNumber: quote.savedNumber }, address);
            await apiPost('/tms/sendOfficialSite_QuoteMail', body, { idempotencyKey: key });
            dispatch({ type: 'sent', quoteNumber: quote.savedNumber });
          } catch (err) {
            dispatch({
              type: 'sendFailed',
              message: failureMessage(err, quoteMessages.sendFailed),
            });
          }
          return;
        }

        const body = saveQuoteBody(quote, address);
        let quoteNumber: string;
        try {
          const saved = await apiPost<SaveAnswer>('/tms/saveQuote', body, { idempotencyKey: key });
          if (!saved?.qn_random || saved.error !== 0) throw new Error('Quote not saved');
          quoteNumber = saved.qn_random;
        } catch (err) {
          // A limit (too many tries, or the day's mail to this address) says so, not "problem saving".
          dispatch({ type: 'sendFailed', message: failureMessage(err, quoteMessages.saveFailed) });
          return;
        }
        // The save queued both mails with the quote, so they are on their way whatever this
        // confirmation answers: the page never says it cannot send a quote that was saved.
        await apiPost(
          '/tms/sendOfficialSite_QuoteMail',
          { ...body, quote_number: quoteNumber },
          { idempotencyKey: key },
        ).catch(() => undefined);
        dispatch({ type: 'sent', quoteNumber });
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
          // Shown as saved: its pickup date may have passed, and is not judged again until an
          // edit starts a new quote.
          showingSaved.current = true;
          form.reset(bookingInput(quote.booking));
        } catch (err) {
          dispatch({ type: 'lookupFailed', message: lookupFailure(err) });
        }
      },
    }),
    [form],
  );

  // A link from the quote e-mail (/get-a-quote?quote=Q…) opens that quote. A link from the home
  // hero (?pickup=…&delivery=…, perhaps a first package) fills the form with what the suburb list
  // knows, and prices at once when nothing else is needed.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search.slice(0, 2048));
    const fromLink = params.get('quote');
    if (fromLink) {
      void actions.lookUp(fromLink.slice(0, 40));
      return;
    }
    const prefill = parseQuotePrefill(params);
    if (!prefill.pickup && !prefill.delivery && !prefill.package) return;
    let current = true;
    void (async () => {
      const list = await loadPublicBookingData();
      if (!current) return;
      const known = (label: string | undefined) =>
        label && list?.isKnownSuburb(label) ? label : '';
      // What the visitor typed while the list was loading stays: the link only fills what is
      // still untouched.
      const values = form.getValues();
      const untouched = (name: 'pickup' | 'delivery' | 'packagings') =>
        !form.getFieldState(name).isDirty;
      const pickup = untouched('pickup') ? known(prefill.pickup) : values.pickup;
      const delivery = untouched('delivery') ? known(prefill.delivery) : values.delivery;
      const packagings =
        prefill.package && untouched('packagings') ? [prefill.package] : values.packagings;
      const asLinked = untouched('pickup') && untouched('delivery') && untouched('packagings');
      form.reset({ ...values, pickup, delivery, packagings }, { keepDirty: true });
      if (asLinked && pickup && delivery && prefill.package && (await form.trigger()) && current) {
        await form.handleSubmit(actions.price)();
      }
    })();
    return () => {
      current = false;
    };
  }, [actions, form]);

  return { session, ...actions };
}
