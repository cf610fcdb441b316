import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingReferenceFromBytes, parseBookingReference } from './booking-reference';

describe('booking references', () => {
  it('are B and 8 Crockford base-32 characters from 40 random bits', () => {
    expect(bookingReferenceFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe('B00000000');
    expect(bookingReferenceFromBytes(new Uint8Array([255, 255, 255, 255, 255]))).toBe('BZZZZZZZZ');
    // 33 = 1 x 32 + 1: the last two characters are 1 and 1.
    expect(bookingReferenceFromBytes(new Uint8Array([0, 0, 0, 0, 33]))).toBe('B00000011');
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const reference = bookingReferenceFromBytes(randomBytes(5));
      expect(reference).toMatch(/^B[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(parseBookingReference(reference)).toBe(reference);
      seen.add(reference);
    }
    expect(seen.size).toBe(200);
  });

  it('are read back forgiving case, spaces, dashes and look-alike letters', () => {
    expect(parseBookingReference('b7k2m9xqp')).toBe('B7K2M9XQP');
    expect(parseBookingReference(' B7K2M-9XQP ')).toBe('B7K2M9XQP');
    expect(parseBookingReference('B 7K2M 9XQP')).toBe('B7K2M9XQP');
    expect(parseBookingReference('BO1IL0000')).toBe('B01110000');
  });

  it('refuses anything else, quote numbers included', () => {
    for (const bad of [
      '',
      'B',
      'B1234567',
      'B123456789',
      'Q7K2M9XQP',
      'BU1234567',
      'B7K2M9XQ!',
      'B'.repeat(41),
    ]) {
      expect(parseBookingReference(bad), bad).toBeNull();
    }
  });
});
