import { describe, expect, it } from 'vitest';
import { isAustralianPostcode, postcodeNumber, postcodeOf } from './postcode';

describe('the postcode rule', () => {
  it('is four digits, spaces around them aside', () => {
    for (const ok of ['3026', '0800', ' 4106 ']) expect(isAustralianPostcode(ok), ok).toBe(true);
    for (const bad of ['800', '30261', '30a6', '', '3 026', 'VIC 3026', '３０２６'])
      expect(isAustralianPostcode(bad), bad).toBe(false);
  });

  it('reads the postcode that ends a suburb label', () => {
    expect(postcodeOf('ROCKLEA QLD 4106')).toBe('4106');
    expect(postcodeOf('DARWIN NT 0800')).toBe('0800');
    expect(postcodeOf('DARWIN NT 0800 ')).toBe('0800');
    expect(postcodeOf('ROCKLEA QLD')).toBeNull();
  });

  it('reads a spreadsheet postcode with its leading zero dropped', () => {
    expect(postcodeNumber('800')).toBe(800);
    expect(postcodeNumber('0800')).toBe(800);
    expect(postcodeNumber('3026')).toBe(3026);
    for (const bad of ['80', '30261', '3O26', '']) expect(postcodeNumber(bad), bad).toBeUndefined();
  });
});
