import { describe, expect, it } from 'vitest';
import { fuelLevyConfig } from '@/content/fuel-levy-config';
import {
  computeFuelLevy,
  fuelLeviesAnswerSchema,
  fuelLevyMonthInputSchema,
  levyMonthKey,
  monthName,
  parseLevyMonth,
  parseMonth,
  roundPercent,
  toFuelLevyEntry,
} from './fuel-levy';

const config = { localFactor: 0.26, linehaulFactor: 0.33, gstDivisor: 1.1 };

describe('computeFuelLevy (spec §9)', () => {
  it('uses the factors of the spec: 26% local, 33% linehaul, GST of 10%', () => {
    expect(fuelLevyConfig).toMatchObject(config);
  });

  it('works a month with round numbers: 220 c/L, credit 20, base 150', () => {
    // 220 / 1.1 = 200; 200 - 20 = 180; (180 - 150) / 150 = 0.2
    const levy = computeFuelLevy(
      { dieselPriceCents: 220, fuelTaxCreditCents: 20, basePriceCents: 150 },
      config,
    );
    expect(levy.netPriceCents).toBeCloseTo(180, 10);
    expect(levy.movement).toBeCloseTo(0.2, 10);
    expect(levy.local).toBe(5.2);
    expect(levy.linehaul).toBe(6.6);
  });

  it('works a realistic month: 195.4 c/L, credit 20.7, base 100', () => {
    // 195.4 / 1.1 = 177.636…; less 20.7 = 156.936…; movement 0.569363…
    // local 0.569363 x 26 = 14.8034… -> 14.80; linehaul x 33 = 18.789 -> 18.79
    const levy = computeFuelLevy(
      { dieselPriceCents: 195.4, fuelTaxCreditCents: 20.7, basePriceCents: 100 },
      config,
    );
    expect(levy.local).toBe(14.8);
    expect(levy.linehaul).toBe(18.79);
  });

  it('gives no levy, not a discount, when the fuel price is below the base (floored at zero)', () => {
    // 121 / 1.1 = 110; less 20 = 90; (90 - 100) / 100 = -0.1
    const levy = computeFuelLevy(
      { dieselPriceCents: 121, fuelTaxCreditCents: 20, basePriceCents: 100 },
      config,
    );
    expect(levy.movement).toBeCloseTo(-0.1, 10);
    expect(levy.local).toBe(0);
    expect(levy.linehaul).toBe(0);
    expect(Object.is(levy.local, -0)).toBe(false);
  });

  it('gives zero exactly at the base price', () => {
    const levy = computeFuelLevy(
      { dieselPriceCents: 132, fuelTaxCreditCents: 20, basePriceCents: 100 },
      config,
    );
    expect(levy.local).toBe(0);
    expect(levy.linehaul).toBe(0);
  });

  it('refuses a base price of zero', () => {
    expect(() =>
      computeFuelLevy({ dieselPriceCents: 190, fuelTaxCreditCents: 20, basePriceCents: 0 }, config),
    ).toThrow(RangeError);
  });
});

describe('roundPercent', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(roundPercent(1.005)).toBe(1.01);
    expect(roundPercent(18.789)).toBe(18.79);
    expect(roundPercent(14.8034)).toBe(14.8);
    expect(roundPercent(2.675)).toBe(2.68);
  });
  it('never yields negative zero', () => {
    expect(Object.is(roundPercent(-0.001), 0)).toBe(true);
  });
});

describe('months', () => {
  it('names and parses months', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(() => monthName(13)).toThrow();
    expect(parseMonth('11')).toBe(11);
    expect(parseMonth('Nov')).toBe(11);
    expect(parseMonth('november')).toBe(11);
    expect(parseMonth('13')).toBeUndefined();
    expect(parseMonth('ju')).toBeUndefined();
    expect(parseMonth('Smarch')).toBeUndefined();
    expect(levyMonthKey({ year: 2026, month: 3 })).toBe('2026-03');
  });
});

describe('API shape (spec §7)', () => {
  it('maps a month to the spec field names', () => {
    const entry = toFuelLevyEntry({
      monthName: 'November',
      year: 2026,
      local: 14.8,
      linehaul: 18.79,
      appliesFrom: '2026-11-01',
      sample: false,
    });
    expect(entry).toEqual({ month_name: 'November', year: 2026, local: 14.8, linehaul: 18.79 });
    expect(fuelLeviesAnswerSchema.safeParse({ fuel_levies: [entry] }).success).toBe(true);
  });
});

describe('fuelLevyMonthInputSchema', () => {
  const good = {
    year: 2026,
    month: 12,
    dieselPriceCents: 193.2,
    fuelTaxCreditCents: 20.7,
    basePriceCents: 100,
    appliesFrom: '2026-12-01',
  };

  it('accepts a plausible month', () => {
    expect(fuelLevyMonthInputSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    [{ month: 13 }, 'month', 'Month must be 1 to 12'],
    [{ year: 1999 }, 'year', 'Year must be between 2000 and 2100'],
    [{ dieselPriceCents: 1.9 }, 'dieselPriceCents', 'Diesel price must be between 50 and 500'],
    [{ dieselPriceCents: Number.NaN }, 'dieselPriceCents', 'Diesel price must be'],
    [{ fuelTaxCreditCents: -1 }, 'fuelTaxCreditCents', 'Fuel tax credit must be between'],
    [{ basePriceCents: 0 }, 'basePriceCents', 'Base price must be between'],
    [{ appliesFrom: '2026-02-30' }, 'appliesFrom', 'yyyy-MM-dd'],
    [{ appliesFrom: '01/12/2026' }, 'appliesFrom', 'yyyy-MM-dd'],
    [{ appliesFrom: '2026-11-30' }, 'appliesFrom', 'a day in the levy month'],
  ])('refuses %o with a message naming the field', (change, field, message) => {
    const result = fuelLevyMonthInputSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(field);
    expect(issue?.message).toContain(message);
  });
});

describe('parseLevyMonth', () => {
  it.each([
    ['2026-12', { year: 2026, month: 12 }],
    ['2026-3', { year: 2026, month: 3 }],
    ['12/2026', { year: 2026, month: 12 }],
    ['December 2026', { year: 2026, month: 12 }],
    ['dec 2026', { year: 2026, month: 12 }],
  ])('reads %s', (text, expected) => {
    expect(parseLevyMonth(text)).toEqual(expected);
  });
  it.each(['2026-13', '2026-00', 'Smarch 2026', '2026', 'next month', ''])('refuses %s', (text) => {
    expect(parseLevyMonth(text)).toBeUndefined();
  });
});
