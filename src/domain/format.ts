import { COMPANY_TIME_ZONE, parseCalendarDate } from './calendar-date';

// Display formats of the spec (§9): dates as dd MMM yyyy, money with $ and 2 decimals.

// Calendar dates have their own module; these names stay for the pages that read them here.
export { parseCalendarDate, toCalendarDate } from './calendar-date';

// Month abbreviations as US English writes them (Jan … Sep … Dec): Australian English in Intl
// writes "Sept", which is not the spec's form.
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

/** "25 Jan 2024". Accepts a Date or an ISO date (yyyy-MM-dd is read as a calendar date, not UTC). */
export function formatDisplayDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseCalendarDate(value) : value;
  const day = String(date.getDate()).padStart(2, '0');
  return `${day} ${monthName.format(date)} ${String(date.getFullYear()).padStart(4, '0')}`;
}

const money = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50" */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** "12.34%" from a fraction or a percentage number, to 2 decimals. */
const kilometres = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 });

/** A distance for people: "1,234.5 km". */
export function formatKm(km: number): string {
  return `${kilometres.format(km)} km`;
}

export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

const melbourneDateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: COMPANY_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in Melbourne time, for mail, documents and the console: "22 Nov 2026, 4:05 pm". */
export function formatMelbourneDateTime(value: Date | string): string {
  return melbourneDateTime.format(typeof value === 'string' ? new Date(value) : value);
}
