import { format } from 'date-fns';

// Display formats of the spec (§9): dates as dd MMM yyyy, money with $ and 2 decimals.

/** "25 Jan 2024". Accepts a Date or an ISO date (yyyy-MM-dd is read as a calendar date, not UTC). */
export function formatDisplayDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseCalendarDate(value) : value;
  return format(date, 'dd MMM yyyy');
}

/** "yyyy-MM-dd" as a local calendar date (new Date('2024-01-25') would be UTC midnight). */
export function parseCalendarDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return new Date(value);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** "yyyy-MM-dd" of a local date. */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
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
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** A moment in Melbourne time, for mail and documents: "22 Nov 2026, 4:05 pm". */
export function formatMelbourneDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
