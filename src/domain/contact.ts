import { z } from 'zod';
import { emailField, freeText } from './email';

export const contactMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  sendFailed: 'Please try again! We cannot submit your message',
  saved: 'Thank you for contacting us. Our team will get back to you within one business day.',
  mailed: 'Thank you for contacting us. Our team will get back to you within one business day.',
} as const;

/** The contact message of spec §3. Only the e-mail is validated for people (spec §5). */
export const contactSchema = z.strictObject({
  first_name: freeText(100),
  last_name: freeText(100),
  email: emailField({
    required: contactMessages.emailRequired,
    invalid: contactMessages.emailInvalid,
  }),
  subject: freeText(200),
  phone: freeText(40),
  message: freeText(5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
