import './zod-in-the-browser';
import { z } from 'zod';
import { declareFields, shapeOf } from './form-fields';

export const contactMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  sendFailed: 'Please try again! We cannot submit your message',
  saved: 'Thank you for contacting us. Our team will get back to you within one business day.',
  mailed: 'Thank you for contacting us. Our team will get back to you within one business day.',
} as const;

/**
 * The contact message of spec §3, in the order the page shows it: the one place its fields are
 * declared. Only the e-mail is validated for people (spec §5).
 */
export const contactFields = declareFields([
  { name: 'first_name', label: 'First name', max: 100, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', max: 100, autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'Email',
    input: 'email',
    autoComplete: 'email',
    email: { required: contactMessages.emailRequired, invalid: contactMessages.emailInvalid },
  },
  { name: 'phone', label: 'Phone', max: 40, input: 'tel', autoComplete: 'tel' },
  { name: 'subject', label: 'Subject', max: 200, wide: true },
  { name: 'message', label: 'Message', max: 5000, input: 'textarea', wide: true },
]);

export const contactSchema = z.strictObject(shapeOf(contactFields));

export type ContactMessage = z.output<typeof contactSchema>;
