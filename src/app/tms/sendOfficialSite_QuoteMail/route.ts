import { quoteMailSchema } from '@/domain/quote';
import { postRoute } from '@/server/http/api';
import { mailQuote } from '@/server/services/quote.server';

// POST /tms/sendOfficialSite_QuoteMail: the saved values plus quote_number. Refused (404) for a
// quote that was never saved; the mail itself was queued with the quote and is sent once. With
// `resend: true` it mails a looked-up quote again (counted as mail); an Idempotency-Key sent again
// gets the first answer.
export const POST = postRoute({
  schema: quoteMailSchema,
  limits: ['lookup'],
  idempotent: true,
  handle: (input, { ip, once }) => mailQuote(input, ip, once),
});
