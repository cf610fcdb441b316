import 'server-only';
import { checkQuoteSchema, quoteMessages } from '@/domain/quote';
import type { SavedQuoteData } from '@/domain/quote';
import { ApiError, TOO_MANY_REQUESTS } from '../http/api';
import { hitRateLimits, limitFor } from '../http/rate-limit';
import { log } from '../log';
import { checkQuote } from './quote.server';

export type QuoteLinkOpening = {
  /** As the link gave it (at most 40 characters), for the quote-number form. */
  quoteNumber: string;
  /** The saved quote, or null when it cannot be shown (then `message` says why). */
  found: SavedQuoteData | null;
  message: string;
};

/**
 * A saved quote's link (/get-a-quote?quote=…) looked up for the page drawn on the server: the same
 * answer and messages as POST /tms/check-quote, counted against the same look-up limit of the
 * client's address, so the page is no way round it.
 */
export async function openQuoteLink(raw: string, clientAddress: string): Promise<QuoteLinkOpening> {
  const quoteNumber = raw.slice(0, 40);
  const parsed = checkQuoteSchema.safeParse({ quote_number: quoteNumber });
  if (!parsed.success)
    return { quoteNumber, found: null, message: quoteMessages.quoteNumberInvalid };
  try {
    const [limit] = await hitRateLimits([
      { key: `lookup:${clientAddress}`, limit: limitFor('lookup') },
    ]);
    if (!limit?.allowed) return { quoteNumber, found: null, message: TOO_MANY_REQUESTS };
    const answer = await checkQuote(parsed.data.quote_number);
    return { quoteNumber, found: answer.data, message: answer.message };
  } catch (err) {
    // Unknown or expired: the server's words, as the look-up form shows them.
    if (err instanceof ApiError && err.status < 500) {
      return { quoteNumber, found: null, message: err.message };
    }
    log.error({ err }, 'a saved quote could not be read for its link');
    return { quoteNumber, found: null, message: quoteMessages.retrieveFailed };
  }
}
