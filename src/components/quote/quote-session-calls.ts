'use client';

import type { Dispatch } from 'react';
import { quoteMessages } from '@/domain/quote';
import type { SavedQuoteData } from '@/domain/quote';
import { ApiRequestError, apiPost } from '@/lib/api-client';
import { failureMessage } from './quote-failure';
import { quoteFromSaved, resendQuoteBody, saveQuoteBody } from './quote-bodies';
import type { EmailAddress, PricedQuote, QuoteAction } from './quote-session';

// Saving, mailing and looking up a quote: the calls behind "Send Quote" and "Retrieve Quote", loaded
// when first used rather than with the page (decision 070).

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
 * Save the quote and mail it, or mail a looked-up quote again under its number. Every try of one
 * attempt carries the same key, so a retry after a lost answer gets the first answer.
 */
export async function sendQuote(
  dispatch: Dispatch<QuoteAction>,
  quote: PricedQuote,
  address: EmailAddress,
  key: string,
): Promise<void> {
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
}

/** Look a quote up by its number: the quote as saved, or null once the failure is shown. */
export async function lookUpQuote(
  dispatch: Dispatch<QuoteAction>,
  quoteNumber: string,
): Promise<PricedQuote | null> {
  try {
    const answer = await apiPost<CheckAnswer>('/tms/check-quote', { quote_number: quoteNumber });
    if (!answer?.success || !answer.data) {
      const message = answer?.message || quoteMessages.quoteNumberInvalid;
      dispatch({ type: 'lookupFailed', message });
      return null;
    }
    const quote = quoteFromSaved(answer.data);
    dispatch({ type: 'lookedUp', quote, message: answer.message || quoteMessages.retrieved });
    return quote;
  } catch (err) {
    dispatch({ type: 'lookupFailed', message: lookupFailure(err) });
    return null;
  }
}
