import { contactMessages, contactSchema } from '@/domain/contact';
import { postRoute } from '@/server/http/api';
import { submitContactMessage } from '@/server/services/contact.server';

// Sent by the page after save-contact. The mail was queued with the saved message; this call finds
// that submission (or saves it, when called alone) and never queues a second copy.
export const POST = postRoute({
  schema: contactSchema,
  limits: ['mail'],
  honeypotAnswer: () => ({ message: contactMessages.mailed }),
  idempotent: true,
  handle: (input, { once }) => submitContactMessage(input, once),
  answer: ({ id }: { id: number }) => ({ message: contactMessages.mailed, data: { id } }),
});
