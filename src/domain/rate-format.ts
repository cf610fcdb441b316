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

/** The caveat a quote carries while its fuel levy is a month of the sample history. */
export const sampleLevyNote = (month: string) =>
  `The ${month} fuel levy is a sample figure — to be replaced by the company's published levy.`;

const deliveryDayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 2026-12-01 as "Tue 1 Dec": the estimated delivery day beside a rate (decision 065). */
export const deliveryDay = (day: string) =>
  deliveryDayFormat
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/** The note in a rate's breakdown when a light consignment is charged one pallet space. */
export const minimumChargeNote = 'Minimum charge: one pallet space';

const longDateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2027-07-01 as "1 July 2027": the day a rate card's prices start. */
export const longDate = (day: string) => longDateFormat.format(new Date(`${day}T00:00:00Z`));
