import { postRoute } from '@/server/http/api';
import { quoteRates, serverBookingSchema } from '@/server/services/quote.server';

// POST /tms/getQuoteRates: the booking form; answers both rates priced by the rate card.
export const POST = postRoute({
  schema: serverBookingSchema,
  limits: ['pricing'],
  handle: (input) => quoteRates(input),
});
