import type { Generated } from 'kysely';

/** One month of the fuel levy: the inputs an operator recorded and the levies computed from them. */
export interface FuelLeviesTable {
  id: Generated<number>;
  year: number;
  /** 1 to 12. One row per year and month (unique index). */
  month: number;
  /** Previous month's average diesel price on the index, c/L incl. GST. */
  diesel_price_cents: number;
  fuel_tax_credit_cents: number;
  base_price_cents: number;
  /** The factors applied, as fractions (0.26, 0.33), kept so a saved month never changes. */
  local_factor: number;
  linehaul_factor: number;
  /** Computed levies in percent, 2 decimals. */
  local_levy: number;
  linehaul_levy: number;
  /** yyyy-MM-dd */
  applies_from: string;
  /** 'sample' for the seeded history, 'operator' for a month added with the ops command. */
  source: 'sample' | 'operator';
  created_at: string;
  updated_at: string;
}

export interface FuelLevyTables {
  fuel_levies: FuelLeviesTable;
}
