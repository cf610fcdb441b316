import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CROCKFORD,
  groupQuoteNumber,
  parseQuoteNumber,
  quoteNumberFromBytes,
} from './quote-number';

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

describe('grouped quote numbers', () => {
  it('shows a number in three groups of three', () => {
    expect(groupQuoteNumber('QMMCSRJRK')).toBe('QMM-CSR-JRK');
    expect(groupQuoteNumber('Q7K2M9XQP')).toBe('Q7K-2M9-XQP');
  });

  it('groups any form a person typed, and reads the grouped form back', () => {
    expect(groupQuoteNumber('qmm csr jrk')).toBe('QMM-CSR-JRK');
    expect(groupQuoteNumber('QMM-CSR-JRK')).toBe('QMM-CSR-JRK');
    expect(parseQuoteNumber('QMM-CSR-JRK')).toBe('QMMCSRJRK');
    expect(parseQuoteNumber('qmm-csr-jrk')).toBe('QMMCSRJRK');
  });

  it('leaves what is not a quote number as it came', () => {
    expect(groupQuoteNumber('not a number')).toBe('not a number');
    expect(groupQuoteNumber('')).toBe('');
  });
});
