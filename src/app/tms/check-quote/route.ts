import { checkQuoteSchema } from '@/domain/quote';
import { postRoute } from '@/server/http/api';
import { checkQuote } from '@/server/services/quote.server';

// POST /tms/check-quote { quote_number }: answers { success, message, data } (spec §3 saved quote).
export const POST = postRoute({
  schema: checkQuoteSchema,
  limits: ['lookup'],
  maxBytes: 4 * 1024,
  handle: ({ quote_number }) => checkQuote(quote_number),
});
