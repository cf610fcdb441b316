import { creditApplicationMessages, creditApplicationSchema } from '@/domain/credit-application';
import { CREDIT_BODY_LIMIT } from '@/domain/signature';
import { postRoute } from '@/server/http/api';
import { submitCreditApplication } from '@/server/services/credit-application.server';

// Sent by the page after save-credit-application. The mails were queued with the saved
// application; this call finds it (or saves it, when called alone) and never queues a second copy.
export const POST = postRoute({
  schema: creditApplicationSchema,
  limits: ['mail'],
  maxBytes: CREDIT_BODY_LIMIT,
  honeypotAnswer: () => ({ message: creditApplicationMessages.mailed }),
  idempotent: true,
  handle: (input, { once }) => submitCreditApplication(input, once),
  answer: ({ id }: { id: number }) => ({ message: creditApplicationMessages.mailed, data: { id } }),
});
