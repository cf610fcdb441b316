import { creditApplicationMessages, creditApplicationSchema } from '@/domain/credit-application';
import { CREDIT_BODY_LIMIT } from '@/domain/signature';
import { postRoute } from '@/server/http/api';
import { submitCreditApplication } from '@/server/services/credit-application.server';

export const POST = postRoute({
  schema: creditApplicationSchema,
  limits: ['store'],
  maxBytes: CREDIT_BODY_LIMIT,
  honeypotAnswer: () => ({ message: creditApplicationMessages.saved }),
  idempotent: true,
  handle: (input, { once }) => submitCreditApplication(input, once),
  answer: ({ id }: { id: number }) => ({ message: creditApplicationMessages.saved, data: { id } }),
});
