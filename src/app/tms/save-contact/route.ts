import { contactMessages, contactSchema } from '@/domain/contact';
import { postRoute } from '@/server/http/api';
import { submitContactMessage } from '@/server/services/contact.server';

export const POST = postRoute({
  schema: contactSchema,
  limits: ['store'],
  honeypotAnswer: () => ({ message: contactMessages.saved }),
  async handle(input) {
    const { id } = await submitContactMessage(input);
    return { message: contactMessages.saved, data: { id } };
  },
});
