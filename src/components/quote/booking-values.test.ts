import { describe, expect, it } from 'vitest';
import { bookingInput, emptyPackage, figuresOf } from './booking-values';

describe('the booking form values', () => {
  it('shows no figures until every field of a package is a number', () => {
    expect(figuresOf(emptyPackage())).toBeNull();
    expect(
      figuresOf({ ...emptyPackage(), length: '120', width: '100', height: '12kg' }),
    ).toBeNull();
    const figures = figuresOf({
      type: '10',
      quantity: ' 2 ',
      length: '120',
      width: '100',
      height: '100',
      weight: '50',
    });
    expect(figures).toMatchObject({ totalWeight: 100, chargeablePallets: 1 });
    expect(figures!.cubicWeight).toBeGreaterThan(figures!.totalWeight);
  });

  it('puts a priced booking back into the form as text', () => {
    const input = bookingInput({
      is_dg: true,
      is_hand_unload: false,
      is_trailer_split: false,
      has_tailgate: false,
      pickup: 'GILGANDRA NSW 2827',
      delivery: 'KILBURN SA 5084',
      date: '2026-12-01',
      packagings: [{ type: '15', quantity: 3, length: 60, width: 60, height: 90, weight: 900 }],
    });
    expect(input.packagings).toEqual([
      { type: '15', quantity: '3', length: '60', width: '60', height: '90', weight: '900' },
    ]);
    expect(input).toMatchObject({ is_dg: true, pickup: 'GILGANDRA NSW 2827' });
  });
});
