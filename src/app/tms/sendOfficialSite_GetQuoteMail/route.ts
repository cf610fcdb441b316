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
  async handle(input) {
    const { id } = await submitHomeQuoteRequest(input);
    return { message: homeQuoteMessages.sent, data: { id } };
  },
});
