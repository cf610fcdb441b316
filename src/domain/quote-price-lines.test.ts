import { describe, expect, it } from 'vitest';
import { quotePriceLines } from './quote-price-lines';
import { priceAtFormula } from './shipped-rate-card';

describe('the price lines of a chosen rate', () => {
  it('prints a 3-pallet linehaul economy rate: base, levy, totals and GST in cents', () => {
    const { rates } = priceAtFormula(
      {
        chargeablePallets: 3,
        straightKm: 500,
        dangerousGoods: false,
        handUnload: false,
        tailgate: false,
        trailerSplit: false,
      },
      { monthName: 'October', year: 2026, local: 10.5, linehaul: 15.25, appliesFrom: '2026-11-01' },
    );
    // 500 km straight is 600 km by road. 3 x ($65 + $0.22 x 600) = $591.00; levy 15.25% of it is
    // 9,012.75 c, so 9,013 c; ex GST 68,113 c; GST 10% is 6,811.3 c, so 6,811 c; inc GST 74,924 c.
    expect(quotePriceLines(rates[0]!)).toEqual([
      {
        label: 'Base rate FROM → TO: 3 pallets x $197.00, minimum $95.00',
        cents: 59_100,
        total: false,
      },
      { label: 'Fuel levy (linehaul, October 2026): 15.25%', cents: 9_013, total: false },
      { label: 'Total ex GST', cents: 68_113, total: true },
      { label: 'GST (10%)', cents: 6_811, total: false },
      { label: 'Total inc GST', cents: 74_924, total: true },
    ]);
  });

  it('keeps the figures a saved rate holds, extras in their order, without recomputing them', () => {
    const saved = {
      lines: [
        { key: 'base' as const, label: 'Base freight', cents: 12_345 },
        { key: 'dangerous_goods' as const, label: 'Dangerous goods', cents: 5_000 },
        { key: 'tailgate' as const, label: 'Tailgate truck', cents: 4_500 },
      ],
      // Saved under an older rate card: the totals are printed as saved.
      exGstCents: 21_845,
      gstCents: 2_185,
      incGstCents: 24_030,
    };
    expect(quotePriceLines(saved).map((l) => [l.label, l.cents, l.total])).toEqual([
      ['Base freight', 12_345, false],
      ['Dangerous goods', 5_000, false],
      ['Tailgate truck', 4_500, false],
      ['Total ex GST', 21_845, true],
      ['GST (10%)', 2_185, false],
      ['Total inc GST', 24_030, true],
    ]);
  });
});
