import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { fuelLevyConfig } from '@/content/fuel-levy-config';
import {
  computeFuelLevy,
  FUEL_LEVY_CHART_MONTHS,
  fuelLevyLabel,
  levyMonthKey,
  monthName,
  toFuelLevyEntry,
} from '@/domain/fuel-levy';
import type { FuelLeviesAnswer, FuelLevyMonth, FuelLevyMonthInput } from '@/domain/fuel-levy';
import { database, nowIso } from '../db/client';
import {
  FUEL_LEVY_ANSWERS,
  FUEL_LEVY_CACHE_SECONDS,
  forgetAnswers,
} from '../http/short-lived-answers.ts';
import type { Db } from '../db/client';
import type { FuelLeviesTable } from '../db/tables/fuel-levy';
import type { Selectable } from 'kysely';

/** A saved month with the inputs it was computed from. */
export type FuelLevyRecord = FuelLevyMonth & {
  month: number;
  dieselPriceCents: number;
  fuelTaxCreditCents: number;
  basePriceCents: number;
  localFactor: number;
  linehaulFactor: number;
  source: 'sample' | 'operator';
  updatedAt: string;
};

/** The API answers with at most this many months (two years), newest first. */
const FUEL_LEVY_API_MONTHS = 24;

function toRecord(row: Selectable<FuelLeviesTable>): FuelLevyRecord {
  return {
    monthName: monthName(Number(row.month)),
    year: Number(row.year),
    month: Number(row.month),
    local: Number(row.local_levy),
    linehaul: Number(row.linehaul_levy),
    appliesFrom: row.applies_from,
    dieselPriceCents: Number(row.diesel_price_cents),
    fuelTaxCreditCents: Number(row.fuel_tax_credit_cents),
    basePriceCents: Number(row.base_price_cents),
    localFactor: Number(row.local_factor),
    linehaulFactor: Number(row.linehaul_factor),
    source: row.source,
    sample: row.source === 'sample',
    updatedAt: row.updated_at,
  };
}

/** Saved months, newest first. */
export async function listFuelLevies(limit?: number, db?: Db): Promise<FuelLevyRecord[]> {
  const conn = db ?? (await database());
  let query = conn
    .selectFrom('fuel_levies')
    .selectAll()
    .orderBy('year', 'desc')
    .orderBy('month', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toRecord);
}

function toLevyMonth(record: FuelLevyRecord): FuelLevyMonth {
  const { monthName: name, year, local, linehaul, appliesFrom, source } = record;
  return { monthName: name, year, local, linehaul, appliesFrom, sample: source === 'sample' };
}

/** The newest month, or null when none is saved. */
export async function latestFuelLevy(): Promise<FuelLevyMonth | null> {
  const [latest] = await listFuelLevies(1);
  return latest ? toLevyMonth(latest) : null;
}

/**
 * The month in force on a day (yyyy-MM-dd), or null when none applies yet. The quote pricing reads
 * the levy from here: a month published ahead must not reach a pickup before its applies-from
 * date (spec §9: changes flow to freight movements from the stated date).
 */
export async function fuelLevyInForce(day: string, db?: Db): Promise<FuelLevyMonth | null> {
  const conn = db ?? (await database());
  const row = await conn
    .selectFrom('fuel_levies')
    .selectAll()
    .where('applies_from', '<=', day)
    .orderBy('applies_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toLevyMonth(toRecord(row)) : null;
}

// --- What the public reads: the page, GET /tms/getFuelLevies and the history CSV. ---

// How long the public views reuse the history they read (decisions 054 and 073). The server then
// answers the page and the API from memory for as long again, so a month saved by the operator
// command in its own process shows within twice this time; a write made in the site's own process
// (the staff console) shows at once.
export { FUEL_LEVY_CACHE_SECONDS };

type HistoryCache = { readAt: number; months: Promise<FuelLevyRecord[]> };

// On globalThis: the page and the route handlers may be bundled apart, and must share one copy.
const cacheHolder = globalThis as unknown as { __siteFuelLevyHistory?: HistoryCache };

/** Forget the history read for the public views, so the next view reads it again. */
export function forgetPublishedFuelLevies(): void {
  cacheHolder.__siteFuelLevyHistory = undefined;
  forgetAnswers(FUEL_LEVY_ANSWERS);
}

/**
 * Every saved month, newest first, as the public views show it: read from the database at most
 * once per FUEL_LEVY_CACHE_SECONDS, however many visitors ask. A failed read is not kept.
 */
export function publishedFuelLevies(): Promise<FuelLevyRecord[]> {
  const now = Date.now();
  const cached = cacheHolder.__siteFuelLevyHistory;
  const fresh =
    cached && now >= cached.readAt && now - cached.readAt < FUEL_LEVY_CACHE_SECONDS * 1000;
  if (fresh) return cached.months;
  const months = listFuelLevies();
  const entry = { readAt: now, months };
  cacheHolder.__siteFuelLevyHistory = entry;
  months.catch(() => {
    if (cacheHolder.__siteFuelLevyHistory === entry) forgetPublishedFuelLevies();
  });
  return months;
}

/** The answer of GET /tms/getFuelLevies (spec §7): the spec's four fields, nothing more. */
export async function fuelLeviesAnswer(): Promise<FuelLeviesAnswer> {
  const months = (await publishedFuelLevies()).slice(0, FUEL_LEVY_API_MONTHS);
  return { fuel_levies: months.map(toFuelLevyEntry) };
}

/** The months the page's chart shows, oldest first. */
export async function fuelLevyChartMonths(): Promise<FuelLevyRecord[]> {
  return (await publishedFuelLevies()).slice(0, FUEL_LEVY_CHART_MONTHS).reverse();
}

/**
 * The months of the API's answer that hold sample figures, as "November 2026". The page hands
 * them to its table, which marks those rows; the API itself keeps the spec's fields (§7).
 */
export async function sampleFuelLevyLabels(): Promise<string[]> {
  return (await publishedFuelLevies())
    .slice(0, FUEL_LEVY_API_MONTHS)
    .filter((m) => m.sample)
    .map(fuelLevyLabel);
}

export class DuplicateFuelLevyMonthError extends Error {
  constructor(readonly key: string) {
    super(`A fuel levy for ${key} is already saved. Add --replace to replace it.`);
  }
}

/** What a month's inputs give, with the factors of the config; nothing is saved. */
export function previewFuelLevy(input: FuelLevyMonthInput) {
  return computeFuelLevy(input, fuelLevyConfig);
}

/**
 * Save a month's inputs with the levies computed from them. A month already saved is refused
 * unless `replace` is set, in which case it is replaced in one statement.
 */
export async function saveFuelLevyMonth(
  input: FuelLevyMonthInput,
  options: { replace?: boolean; db?: Db } = {},
): Promise<{ record: FuelLevyRecord; replaced: boolean }> {
  const db = options.db ?? (await database());
  const levy = previewFuelLevy(input);
  const now = nowIso();
  const values = {
    year: input.year,
    month: input.month,
    diesel_price_cents: input.dieselPriceCents,
    fuel_tax_credit_cents: input.fuelTaxCreditCents,
    base_price_cents: input.basePriceCents,
    local_factor: fuelLevyConfig.localFactor,
    linehaul_factor: fuelLevyConfig.linehaulFactor,
    local_levy: levy.local,
    linehaul_levy: levy.linehaul,
    applies_from: input.appliesFrom,
    source: 'operator' as const,
    created_at: now,
    updated_at: now,
  };
  const existed = await db
    .selectFrom('fuel_levies')
    .select('id')
    .where('year', '=', input.year)
    .where('month', '=', input.month)
    .executeTakeFirst();
  if (existed && !options.replace) throw new DuplicateFuelLevyMonthError(levyMonthKey(input));
  const saved = await db
    .insertInto('fuel_levies')
    .values(values)
    .onConflict((oc) => {
      const target = oc.columns(['year', 'month']);
      if (!options.replace) return target.doNothing();
      return target.doUpdateSet({
        ...values,
        created_at: (eb) => eb.ref('fuel_levies.created_at'),
      });
    })
    .returningAll()
    .executeTakeFirst();
  // Another process saved the same month between the check and the insert.
  if (!saved) throw new DuplicateFuelLevyMonthError(levyMonthKey(input));
  forgetPublishedFuelLevies();
  return { record: toRecord(saved), replaced: Boolean(existed) };
}

/**
 * Remove every month of the sample history a new database starts with (docs/decisions/051), and
 * return how many were removed. Months entered by staff are kept. Used by
 * `npm run ops -- fuel-levy remove-samples` and the staff console.
 */
export async function removeSampleFuelLevyMonths(db?: Db): Promise<number> {
  const conn = db ?? (await database());
  const result = await conn
    .deleteFrom('fuel_levies')
    .where('source', '=', 'sample')
    .executeTakeFirst();
  forgetPublishedFuelLevies();
  return Number(result.numDeletedRows);
}

/** Columns of the history CSV (the page's download and `fuel-levy list --csv`). */
export const fuelLevyCsvColumns = [
  'month',
  'year',
  'applies_from',
  'diesel_price_cents_incl_gst',
  'fuel_tax_credit_cents',
  'base_price_cents',
  'local_levy_percent',
  'linehaul_levy_percent',
  'figures',
] as const;

/** Every saved month, newest first, as CSV rows keyed by fuelLevyCsvColumns. */
export function fuelLevyCsvRows(records: FuelLevyRecord[]) {
  return records.map((r) => ({
    month: r.monthName,
    year: r.year,
    applies_from: r.appliesFrom,
    diesel_price_cents_incl_gst: r.dieselPriceCents.toFixed(2),
    fuel_tax_credit_cents: r.fuelTaxCreditCents.toFixed(2),
    base_price_cents: r.basePriceCents.toFixed(2),
    local_levy_percent: r.local.toFixed(2),
    linehaul_levy_percent: r.linehaul.toFixed(2),
    figures: r.source === 'sample' ? 'sample' : 'published',
  }));
}

/** The whole history as CSV text. */
export async function fuelLevyHistoryCsv(): Promise<string> {
  const rows = fuelLevyCsvRows(await publishedFuelLevies());
  return stringify(rows, { header: true, columns: [...fuelLevyCsvColumns] });
}
