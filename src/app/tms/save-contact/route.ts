import { contactMessages, contactSchema } from '@/domain/contact';
import { postRoute } from '@/server/http/api';
import { submitContactMessage } from '@/server/services/contact.server';

export const POST = postRoute({
  schema: contactSchema,
  limits: ['store'],
  honeypotAnswer: () => ({ message: contactMessages.saved }),
  idempotent: true,
  handle: (input, { once }) => submitContactMessage(input, once),
  answer: ({ id }: { id: number }) => ({ message: contactMessages.saved, data: { id } }),
});
