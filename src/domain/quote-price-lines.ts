import type { RatePrice } from './quote-pricing';
import { gstLabel } from './rate-format';

/** A row of a rate's price as the quote mail, the quote PDF and the booking mail print it. */
export type QuotePriceLine = {
  label: string;
  cents: number;
  /** A total (ex GST or inc GST), which the documents set in bold. */
  total: boolean;
};

/**
 * The rows of a chosen rate, in print order: its itemised lines (base, extras, fuel levy), the
 * total ex GST, the GST and the total inc GST. The figures are the rate's own, never recomputed:
 * a saved quote prints the prices it was saved with.
 */
export function quotePriceLines(
  rate: Pick<RatePrice, 'lines' | 'exGstCents' | 'gstCents' | 'incGstCents'>,
): QuotePriceLine[] {
  return [
    ...rate.lines.map((line) => ({ label: line.label, cents: line.cents, total: false })),
    { label: 'Total ex GST', cents: rate.exGstCents, total: true },
    { label: gstLabel, cents: rate.gstCents, total: false },
    { label: 'Total inc GST', cents: rate.incGstCents, total: true },
  ];
}
