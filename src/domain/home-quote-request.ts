import './zod-in-the-browser';
import { z } from 'zod';
import { emailField } from './email';
import { suburbField } from './suburb';
import type { SuburbCheck } from './suburb';

// The home quote request (spec §3 "Home quote request", §5, §8): pickup, delivery and email.

export const homeQuoteMessages = {
  pickupRequired: 'Pickup location is required',
  pickupInvalid: 'Invalid pickup location',
  deliveryRequired: 'Delivery location is required',
  deliveryInvalid: 'Invalid delivery location',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  sent: "Quotation Sent! We've sent the details to your mail",
  failed: 'Please try again! We cannot send your quotation',
} as const;

/**
 * The one schema of the form, for the browser and the server. The suburb check is passed in: the
 * server checks against its suburb table, the browser against the list it fetched.
 */
export function homeQuoteRequestSchema(isKnown?: SuburbCheck) {
  const m = homeQuoteMessages;
  return z.strictObject({
    pickup: suburbField(m.pickupRequired, m.pickupInvalid, isKnown),
    delivery: suburbField(m.deliveryRequired, m.deliveryInvalid, isKnown),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  });
}

export type HomeQuoteRequest = z.output<ReturnType<typeof homeQuoteRequestSchema>>;
