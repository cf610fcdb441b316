import './zod-in-the-browser';
import { z } from 'zod';

// The fuel levy of spec §9, computed from a month's inputs and never typed by hand:
// levy = (((current price / 1.1) - fuel tax credit) - base price) / base price x factor.

/** One month of published levies, as the site and the quote pricing read them. */
export type FuelLevyMonth = {
  /** "November" */
  monthName: string;
  year: number;
  /** Local fuel levy in percent: 12.34 means 12.34%. */
  local: number;
  /** Linehaul fuel levy in percent. */
  linehaul: number;
  /** The calendar date (yyyy-MM-dd) from which the levy applies to all freight movements. */
  appliesFrom: string;
  /** True for the sample history a new database starts with, until staff replace it. */
  sample: boolean;
};

/** What an operator records for a month: the index price and the rates it is measured against. */
export type FuelLevyInputs = {
  /** Previous month's average diesel price on the industry index, cents per litre incl. GST. */
  dieselPriceCents: number;
  /** Fuel tax credit rate for heavy vehicles, cents per litre. */
  fuelTaxCreditCents: number;
  /** The base fuel price the company's rates were set at, cents per litre (ex GST, net of credit). */
  basePriceCents: number;
};

export type FuelLevyConfig = {
  /** Share of a freight rate that moves with fuel, as a fraction: 0.26 for local work. */
  localFactor: number;
  /** 0.33 for linehaul work. */
  linehaulFactor: number;
  /** The divisor that takes GST out of a GST-inclusive price. */
  gstDivisor: number;
};

export type FuelLevyResult = {
  /** Price ex GST, less the fuel tax credit, in c/L. */
  netPriceCents: number;
  /** (net price - base) / base, as a fraction; may be negative. */
  movement: number;
  /** Percentages rounded to 2 decimals, floored at zero. */
  local: number;
  linehaul: number;
};

/** Round to 2 decimals, half away from zero, without binary drift (1.005 -> 1.01). */
export function roundPercent(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The local and linehaul levies of a month. A fuel price below the base gives no levy rather
 * than a discount: the levy is floored at zero (docs/decisions/050-fuel-levy-formula.md).
 */
export function computeFuelLevy(inputs: FuelLevyInputs, config: FuelLevyConfig): FuelLevyResult {
  const { dieselPriceCents, fuelTaxCreditCents, basePriceCents } = inputs;
  if (!(basePriceCents > 0)) throw new RangeError('The base fuel price must be above zero');
  const netPriceCents = dieselPriceCents / config.gstDivisor - fuelTaxCreditCents;
  const movement = (netPriceCents - basePriceCents) / basePriceCents;
  const levy = (factor: number) => roundPercent(Math.max(0, movement * factor * 100));
  return {
    netPriceCents,
    movement,
    local: levy(config.localFactor),
    linehaul: levy(config.linehaulFactor),
  };
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "November" for 11. */
export function monthName(month: number): string {
  const name = monthNames[month - 1];
  if (!name) throw new RangeError(`No month ${month}`);
  return name;
}

/** "November 2026": how the page names a month. */
export function fuelLevyLabel(month: Pick<FuelLevyMonth, 'monthName' | 'year'>): string {
  return `${month.monthName} ${month.year}`;
}

/** 11 for "November", "nov", "11" or "2026-11"; undefined when it is not a month. */
export function parseMonth(value: string): number | undefined {
  const text = value.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= 12 ? n : undefined;
  }
  if (text.length < 3) return undefined;
  const index = monthNames.findIndex((m) => m.toLowerCase().startsWith(text));
  return index >= 0 ? index + 1 : undefined;
}

// --- The API of spec §7: GET /tms/getFuelLevies answers { fuel_levies: [...] }, newest first. ---

/** One entry of the answer, with the spec's field names. */
export type FuelLevyEntry = { month_name: string; year: number; local: number; linehaul: number };

export type FuelLeviesAnswer = { fuel_levies: FuelLevyEntry[] };

/** The one mapping from the inside name to the spec's API shape. */
export function toFuelLevyEntry(month: FuelLevyMonth): FuelLevyEntry {
  return {
    month_name: month.monthName,
    year: month.year,
    local: month.local,
    linehaul: month.linehaul,
  };
}

const fuelLevyEntrySchema = z.object({
  month_name: z.string().min(1),
  year: z.number().int(),
  local: z.number().finite(),
  linehaul: z.number().finite(),
});

export const fuelLeviesAnswerSchema = z.object({ fuel_levies: z.array(fuelLevyEntrySchema) });

/** The table shows at most this many months (spec §7 and §9). */
export const FUEL_LEVY_TABLE_MONTHS = 6;

/** The chart shows this many months. */
export const FUEL_LEVY_CHART_MONTHS = 12;

// --- A month as an operator records it (the `fuel-levy add` command). ---

/** Plausible bounds in c/L; a typo outside them is refused rather than published. */
const fuelLevyInputLimits = {
  dieselPriceCents: { min: 50, max: 500 },
  fuelTaxCreditCents: { min: 0, max: 100 },
  basePriceCents: { min: 20, max: 400 },
} as const;

const cents = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number of cents per litre` })
    .finite(`${label} must be a number of cents per litre`)
    .min(min, `${label} must be between ${min} and ${max} c/L`)
    .max(max, `${label} must be between ${min} and ${max} c/L`);

function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

export const fuelLevyMonthInputSchema = z
  .object({
    year: z
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(2000, 'Year must be between 2000 and 2100')
      .max(2100, 'Year must be between 2000 and 2100'),
    month: z
      .number({ error: 'Month must be 1 to 12 or a month name' })
      .int('Month must be 1 to 12 or a month name')
      .min(1, 'Month must be 1 to 12 or a month name')
      .max(12, 'Month must be 1 to 12 or a month name'),
    dieselPriceCents: cents('Diesel price', fuelLevyInputLimits.dieselPriceCents),
    fuelTaxCreditCents: cents('Fuel tax credit', fuelLevyInputLimits.fuelTaxCreditCents),
    basePriceCents: cents('Base price', fuelLevyInputLimits.basePriceCents),
    appliesFrom: z
      .string()
      .refine(isCalendarDate, 'Applies-from must be a date written yyyy-MM-dd, e.g. 2026-12-01'),
  })
  .refine((v) => !isCalendarDate(v.appliesFrom) || v.appliesFrom.startsWith(levyMonthKey(v)), {
    path: ['appliesFrom'],
    message: 'Applies-from must be a day in the levy month',
  });

export type FuelLevyMonthInput = z.infer<typeof fuelLevyMonthInputSchema>;

/** "2026-11" */
export function levyMonthKey({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The levy month an operator writes: "2026-12", "12/2026", "December 2026" or "Dec 2026". */
export function parseLevyMonth(value: string): { year: number; month: number } | undefined {
  const text = value.trim();
  let m = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (m) return checkMonth(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return checkMonth(Number(m[2]), Number(m[1]));
  m = /^([a-z]+)\s+(\d{4})$/i.exec(text);
  if (m) {
    const month = parseMonth(m[1]!);
    return month ? { year: Number(m[2]), month } : undefined;
  }
  return undefined;
}

function checkMonth(year: number, month: number) {
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}
