import { formatMoney } from './format';
import { rateCard } from './rate-card';

// How the quote page and the quote mail write the rate card's figures: money is kept in cents,
// rates as fractions.

export const money = (cents: number) => formatMoney(cents / 100);

const percentFormat = new Intl.NumberFormat('en-AU', {
  style: 'percent',
  maximumFractionDigits: 2,
});

/** 0.15 as "15%". */
export const percent = (fraction: number) => percentFormat.format(fraction);

/** "GST (10%)", from the rate card's GST rate. */
export const gstLabel = `GST (${percent(rateCard.gstRate)})`;
