import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CROCKFORD, parseQuoteNumber, quoteNumberFromBytes } from './quote-number';

describe('quote numbers', () => {
  it('are Q and 8 Crockford base-32 characters from 40 random bits', () => {
    expect(quoteNumberFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe('Q00000000');
    expect(quoteNumberFromBytes(new Uint8Array([255, 255, 255, 255, 255]))).toBe('QZZZZZZZZ');
    expect(quoteNumberFromBytes(new Uint8Array([0, 0, 0, 0, 33]))).toBe('Q00000011');
    for (let i = 0; i < 200; i++) {
      const n = quoteNumberFromBytes(randomBytes(5));
      expect(n).toMatch(/^Q[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(parseQuoteNumber(n)).toBe(n);
    }
    expect(CROCKFORD).toHaveLength(32);
  });

  it('are read back forgiving case, spaces, dashes and look-alike letters', () => {
    expect(parseQuoteNumber('q7k2m9xqp')).toBe('Q7K2M9XQP');
    expect(parseQuoteNumber(' Q7K2M-9XQP ')).toBe('Q7K2M9XQP');
    expect(parseQuoteNumber('Q 7K2M 9XQP')).toBe('Q7K2M9XQP');
    expect(parseQuoteNumber('QO1IL0000')).toBe('Q01110000');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'Q',
      'Q1234567',
      'Q123456789',
      'X12345678',
      'Q1234567U',
      'Q1234567!',
      'Q'.repeat(41),
    ]) {
      expect(parseQuoteNumber(bad)).toBeNull();
    }
  });
});
