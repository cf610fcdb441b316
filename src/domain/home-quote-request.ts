import './zod-in-the-browser';
import { z } from 'zod';
import { emailField } from './email';
import { suburbField } from './suburb';
import type { EmailFieldSpec, SuburbFieldSpec } from './form-fields';
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

const m = homeQuoteMessages;

/** The request's fields in the page's order: the one place they are declared. */
export const homeQuoteFields = {
  pickup: {
    name: 'pickup',
    label: 'Pickup',
    suburb: { required: m.pickupRequired, invalid: m.pickupInvalid },
  },
  delivery: {
    name: 'delivery',
    label: 'Delivery',
    suburb: { required: m.deliveryRequired, invalid: m.deliveryInvalid },
  },
  email: {
    name: 'email',
    label: 'Email',
    input: 'email',
    autoComplete: 'email',
    email: { required: m.emailRequired, invalid: m.emailInvalid },
  },
} as const satisfies Record<string, SuburbFieldSpec | EmailFieldSpec>;

/**
 * The one schema of the form, for the browser and the server. The suburb check is passed in: the
 * server checks against its suburb table, the browser against the list it fetched.
 */
export function homeQuoteRequestSchema(isKnown?: SuburbCheck) {
  const { pickup, delivery, email } = homeQuoteFields;
  return z.strictObject({
    pickup: suburbField(pickup.suburb, isKnown),
    delivery: suburbField(delivery.suburb, isKnown),
    email: emailField(email.email),
  });
}

export type HomeQuoteRequest = z.output<ReturnType<typeof homeQuoteRequestSchema>>;
