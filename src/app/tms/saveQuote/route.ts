import { postRoute } from '@/server/http/api';
import { saveQuote, serverSaveQuoteSchema } from '@/server/services/quote.server';

// POST /tms/saveQuote: the booking form plus the e-mail form; answers { qn_random, error: 0 }.
// An Idempotency-Key sent again gets the first answer: one quote number, one pair of mails.
export const POST = postRoute({
  schema: serverSaveQuoteSchema,
  limits: ['store', 'mail'],
  idempotent: true,
  honeypotAnswer: () => ({ qn_random: null, error: 1, message: 'Quotation not saved.' }),
  handle: (input, { once }) => saveQuote(input, once),
});
