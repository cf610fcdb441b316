import { describe, expect, it } from 'vitest';
import { priceAtFormula } from './shipped-rate-card';
import type { LevyMonth, PricingInput } from './quote-pricing';

const levy: LevyMonth = {
  monthName: 'October',
  year: 2026,
  local: 10.5,
  linehaul: 15.25,
  appliesFrom: '2026-11-01',
};
const plain: PricingInput = {
  chargeablePallets: 1,
  straightKm: 0,
  dangerousGoods: false,
  handUnload: false,
  tailgate: false,
  trailerSplit: false,
};

describe('quote pricing by the rate card', () => {
  it('names the levy month in the breakdown, and says when it is a sample figure', () => {
    const published = priceAtFormula({ ...plain, straightKm: 10 }, levy);
    expect(published.rates[0]!.lines.at(-1)!.label).toBe('Fuel levy (local, October 2026): 10.50%');
    const sample = priceAtFormula({ ...plain, straightKm: 10 }, { ...levy, sample: true });
    expect(sample.levy?.sample).toBe(true);
    expect(sample.rates[0]!.lines.at(-1)!.label).toBe(
      'Fuel levy (local, October 2026, sample figure): 10.50%',
    );
    // The figure is the same either way: 10.5% of $95 = $9.975.
    expect(sample.rates[0]!.lines.at(-1)!.cents).toBe(998);
  });

  it('prices a 3-pallet linehaul: 500 km straight is 600 km by road', () => {
    const q = priceAtFormula({ ...plain, chargeablePallets: 3, straightKm: 500 }, levy);
    expect(q.roadKm).toBe(600);
    expect(q.levy).toEqual({
      kind: 'linehaul',
      percent: 15.25,
      month: 'October 2026',
      appliesFrom: '2026-11-01',
      sample: false,
    });
    const [economy, express] = q.rates;
    // 3 x ($65 + $0.22 x 600) = $591.00; levy 15.25% = $90.13 (9012.75 c rounded).
    expect(economy!.lines.map((l) => [l.key, l.cents])).toEqual([
      ['base', 59_100],
      ['fuel_levy', 9_013],
    ]);
    expect(economy!.exGstCents).toBe(68_113);
    expect(economy!.gstCents).toBe(6_811);
    expect(economy!.incGstCents).toBe(74_924);
    expect(economy!.base_price).toBe(681.13);
    expect(economy!.description).toBe('2-3 days working service');
    // Express is economy x 1.45 = $856.95, plus 15.25% = $130.68.
    expect(express!.lines[0]!.cents).toBe(85_695);
    expect(express!.lines[1]!.cents).toBe(13_068);
    expect(express!.exGstCents).toBe(98_763);
    expect(express!.description).toBe('Next Working Day or 2-Up Service');
  });

  it('charges the $95 minimum on a short single pallet, with the local levy', () => {
    const q = priceAtFormula({ ...plain, straightKm: 10 }, levy);
    expect(q.roadKm).toBe(12);
    expect(q.levy?.kind).toBe('local');
    const economy = q.rates[0]!;
    expect(economy.lines[0]!.cents).toBe(9_500);
    expect(economy.lines[1]!.cents).toBe(998); // 10.5% of $95 = $9.975
    expect(economy.exGstCents).toBe(10_498);
    expect(q.rates[1]!.lines[0]!.cents).toBe(13_775); // $95 x 1.45
  });

  it('adds every surcharge and levies the fuel on the sum', () => {
    const q = priceAtFormula(
      {
        chargeablePallets: 2,
        straightKm: 41.6667, // 50 km by road
        dangerousGoods: true,
        handUnload: true,
        tailgate: true,
        trailerSplit: true,
      },
      levy,
    );
    expect(q.roadKm).toBe(50);
    const economy = q.rates[0]!;
    expect(Object.fromEntries(economy.lines.map((l) => [l.key, l.cents]))).toEqual({
      base: 15_200, // 2 x ($65 + $0.22 x 50)
      dangerous_goods: 9_780, // 15% of $152 + $75
      hand_unload: 9_000, // 2 x $45
      tailgate: 6_500,
      trailer_split: 12_000,
      fuel_levy: 5_510, // 10.5% of $524.80
    });
    expect(economy.exGstCents).toBe(57_990);
    expect(economy.gstCents).toBe(5_799);
    const express = q.rates[1]!;
    // Express base $152 x 1.45 = $220.40; dangerous goods 15% of it = $33.06, + $75 = $108.06.
    expect(express.lines.find((l) => l.key === 'dangerous_goods')!.cents).toBe(10_806);
  });

  it('uses the local levy up to 100 km by road and linehaul beyond', () => {
    expect(priceAtFormula({ ...plain, straightKm: 83.3333 }, levy).levy?.kind).toBe('local'); // 100.0 km
    expect(priceAtFormula({ ...plain, straightKm: 83.42 }, levy).levy?.kind).toBe('linehaul'); // 100.1 km
  });

  it('prices without a levy line when no levy is published', () => {
    const q = priceAtFormula({ ...plain, chargeablePallets: 2, straightKm: 100 }, null);
    expect(q.levy).toBeNull();
    expect(q.rates[0]!.lines.map((l) => l.key)).toEqual(['base']);
    // 100 km straight is 120 km by road: 2 x ($65 + $0.22 x 120) = 2 x $91.40 = $182.80.
    expect(q.rates[0]!.exGstCents).toBe(18_280);
  });
});
