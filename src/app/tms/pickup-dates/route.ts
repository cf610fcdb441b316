import { checkQuoteSchema } from '@/domain/quote';
import { postRoute } from '@/server/http/api';
import { pickupDaysForQuote } from '@/server/services/pickup-days.server';

// POST /tms/pickup-dates { quote_number }: the days the saved quote can be picked up, for the
// booking form (decision 144): { state, earliest, latest, dates, holidays }.
export const POST = postRoute({
  schema: checkQuoteSchema,
  limits: ['lookup'],
  maxBytes: 4 * 1024,
  handle: ({ quote_number }) => pickupDaysForQuote(quote_number),
});
