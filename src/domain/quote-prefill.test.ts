import { describe, expect, it } from 'vitest';
import { parseQuotePrefill, quotePrefillHref } from './quote-prefill';

describe('quote page prefill from its address', () => {
  it('carries the home hero suburbs there and back', () => {
    const href = quotePrefillHref({
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: ' ROCKLEA QLD 4106 ',
    });
    expect(href).toBe('/get-a-quote?pickup=LAVERTON+NORTH+VIC+3026&delivery=ROCKLEA+QLD+4106');
    expect(parseQuotePrefill(href.split('?')[1]!)).toEqual({
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'ROCKLEA QLD 4106',
    });
    expect(quotePrefillHref({ pickup: '', delivery: '   ' })).toBe('/get-a-quote');
  });

  it('keeps a first package only when every figure is a valid number within the limits', () => {
    const base = 'pickup=laverton%20north%20vic%203026&quantity=2&length=120&width=100&height=100';
    expect(parseQuotePrefill(`${base}&weight=50&type=15`)).toEqual({
      pickup: 'LAVERTON NORTH VIC 3026',
      package: {
        type: '15',
        quantity: '2',
        length: '120',
        width: '100',
        height: '100',
        weight: '50',
      },
    });
    // An unknown packaging type falls back to the default; the figures still count.
    expect(parseQuotePrefill(`${base}&weight=50&type=999`).package?.type).toBe('10');
    for (const weight of ['', '-5', '1e12', 'heavy', '0', '5'.repeat(41)]) {
      expect(parseQuotePrefill(`${base}&weight=${weight}`).package).toBeUndefined();
    }
  });

  it('ignores hostile or malformed suburb values', () => {
    for (const value of [
      '<script>alert(1)</script>',
      'A'.repeat(81),
      'LAVERTON%00NORTH',
      'javascript:alert(1)',
      '"><img src=x>',
      '',
    ]) {
      expect(parseQuotePrefill(`pickup=${value}&delivery=${value}`)).toEqual({});
    }
    expect(parseQuotePrefill('unknown=1&pickup=ST%20KILDA%20EAST%20VIC%203183')).toEqual({
      pickup: 'ST KILDA EAST VIC 3183',
    });
  });
});
