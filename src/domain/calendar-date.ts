// Calendar dates: days on a calendar with no time of day or zone, written yyyy-mm-dd (ISO 8601)
// wherever they are kept or sent. Written that way they also compare as text: a < b when a is the
// earlier day.

export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Where the company works: its days start and end in Melbourne. */
export const COMPANY_TIME_ZONE = 'Australia/Melbourne';

/**
 * The zone whose day starts last (UTC-12; the sign of the Etc names is reversed). Its today is
 * the earliest today anywhere on Earth, so a rule that allows it never refuses a visitor's own today.
 */
export const EARLIEST_TIME_ZONE = 'Etc/GMT+12';

function dayParts(date: string): [year: number, month: number, day: number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

/** Whether text is a day that exists, written yyyy-mm-dd: 2026-02-30 is not one. */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(text)) return false;
  const [y, m, d] = dayParts(text);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day `days` after (or before, when negative) a calendar date. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = dayParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The calendar date of a moment on this computer's own calendar (a visitor's, in the browser). */
export function toCalendarDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Today on this computer's own calendar: in the browser, the visitor's today. */
export function localToday(): string {
  return toCalendarDate(new Date());
}

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The formatters used here: a day as yyyy-mm-dd (Canadian English), and a 24-hour wall clock. */
const FORMATS = {
  day: ['en-CA', DAY],
  wallClock: [
    'en-AU',
    { ...DAY, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  ],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

// Making an Intl.DateTimeFormat costs far more than using one, and every quote and booking asks
// for today: one formatter per kind and zone, made at first use.
const made = new Map<string, Intl.DateTimeFormat>();

function formatIn(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = made.get(key);
  if (!format) {
    const [locale, options] = FORMATS[kind];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    made.set(key, format);
  }
  return format;
}

/** Today (or the day of `at`) in a time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  return formatIn('day', timeZone).format(at);
}

/** The time of day (HH:MM, 24-hour) on the wall clocks of a time zone at an instant. */
export function timeOfDayIn(timeZone: string, at: Date = new Date()): string {
  return new Date(wallClock(at.getTime(), timeZone)).toISOString().slice(11, 16);
}

/** "yyyy-mm-dd" as midnight on this computer's calendar (new Date('2024-01-25') is UTC midnight). */
export function parseCalendarDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return new Date(value);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The wall-clock time in a zone at an instant, written as if it were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const wall = formatIn('wallClock', timeZone);
  const p = Object.fromEntries(
    wall.formatToParts(new Date(instant)).map((x) => [x.type, x.value]),
  ) as Record<string, string>;
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

/** The instant a calendar date begins in a time zone. */
export function startOfCalendarDate(date: string, timeZone: string): Date {
  const [y, m, d] = dayParts(date);
  const asUtc = Date.UTC(y, m - 1, d);
  // The zone's offset at midnight, found twice: the first guess may fall across a daylight-saving change.
  let instant = asUtc - (wallClock(asUtc, timeZone) - asUtc);
  instant = asUtc - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
}
