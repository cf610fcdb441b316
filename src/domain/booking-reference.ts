import { parseQuoteNumber, quoteNumberFromBytes } from './quote-number';

// Booking references (design.md): "B" + 8 Crockford base-32 characters from 40 random bits, drawn
// and read back exactly like quote numbers, so both forgive case, spaces, dashes and look-alikes.

/** A new booking reference from 5 random bytes (the caller supplies them: crypto on the server). */
export function bookingReferenceFromBytes(bytes: Uint8Array): string {
  return `B${quoteNumberFromBytes(bytes).slice(1)}`;
}

/** The canonical form of what a person typed, or null when it cannot be a booking reference. */
export function parseBookingReference(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = input.replace(/[\s\-_]+/g, '').toUpperCase();
  if (!/^B[0-9A-Z]{8}$/.test(compact)) return null;
  const asQuoteNumber = parseQuoteNumber(`Q${compact.slice(1)}`);
  return asQuoteNumber ? `B${asQuoteNumber.slice(1)}` : null;
}
