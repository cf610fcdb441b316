import { homeQuoteMessages } from '@/domain/home-quote-request';
import { postRoute } from '@/server/http/api';
import {
  homeQuoteRequestServerSchema,
  submitHomeQuoteRequest,
} from '@/server/services/home-quote-request.server';

// The home page's quote request (spec §7 "Email home quote"): pickup, delivery, email.
export const POST = postRoute({
  schema: homeQuoteRequestServerSchema,
  limits: ['store', 'mail'],
  honeypotAnswer: () => ({ message: homeQuoteMessages.sent }),
  idempotent: true,
  handle: (input, { once }) => submitHomeQuoteRequest(input, once),
  answer: ({ id }: { id: number }) => ({ message: homeQuoteMessages.sent, data: { id } }),
});
