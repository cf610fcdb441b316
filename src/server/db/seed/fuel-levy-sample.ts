// SAMPLE FIGURES, NOT PUBLISHED RATES. This history exists so that a fresh installation shows a
// working fuel levy page and prices quotes. The diesel prices are of realistic magnitude for
// Australia but invented; the rows are stored with source 'sample' and an operator replaces them
// with `npm run ops -- fuel-levy add … --replace` (docs/operations.md).

export type SampleFuelLevyMonth = {
  year: number;
  month: number;
  /** Previous month's average diesel price, c/L incl. GST (sample). */
  dieselPriceCents: number;
  /** Fuel tax credit rate for heavy vehicles, c/L (sample). */
  fuelTaxCreditCents: number;
  basePriceCents: number;
  appliesFrom: string;
};

const rows: [year: number, month: number, diesel: number, credit: number][] = [
  [2025, 9, 184.6, 20.0],
  [2025, 10, 186.9, 20.0],
  [2025, 11, 189.3, 20.0],
  [2025, 12, 192.1, 20.0],
  [2026, 1, 190.4, 20.0],
  [2026, 2, 187.2, 20.3],
  [2026, 3, 185.8, 20.3],
  [2026, 4, 188.5, 20.3],
  [2026, 5, 193.7, 20.3],
  [2026, 6, 196.2, 20.3],
  [2026, 7, 194.0, 20.3],
  [2026, 8, 191.6, 20.7],
  [2026, 9, 189.9, 20.7],
  [2026, 10, 192.8, 20.7],
  [2026, 11, 195.4, 20.7],
];

/** Fifteen months of sample history, oldest first, each applying from the 1st of its month. */
export const sampleFuelLevyHistory: SampleFuelLevyMonth[] = rows.map(
  ([year, month, diesel, credit]) => ({
    year,
    month,
    dieselPriceCents: diesel,
    fuelTaxCreditCents: credit,
    basePriceCents: 100,
    appliesFrom: `${year}-${String(month).padStart(2, '0')}-01`,
  }),
);
