import { addCalendarDays, COMPANY_TIME_ZONE, timeOfDayIn, todayIn } from './calendar-date';
import { addWorkingDays, isWeekday, isWorkingDay } from './delivery-estimate';
import { formatDisplayDate } from './format';
import type { AustralianState } from './suburb';

// The pickup date of a booking (decision 144): a working day at the pickup address, from the first
// one whose 2 pm cut-off (Melbourne time) has not passed to the last day the quote's prices hold.
// The server works the days out, with the pickup state's public holidays; the booking form gets
// them as a list and judges a typed date with the same rule, without a holiday calendar of its own.

/** Bookings made by 2 pm Melbourne time on a working day can be picked up that day. */
export const PICKUP_CUT_OFF = '14:00';

/** The pickup days a quote can be booked for, as the server sends them to the booking form. */
export type PickupDays = {
  /** The pickup address's state, whose public holidays are skipped. */
  state: AustralianState;
  /** The first day that can be chosen (yyyy-mm-dd): the first working day before its cut-off. */
  earliest: string;
  /** The last day the quote's prices hold (its expiry date). */
  latest: string;
  /** Every working day from `earliest` to `latest`, in order; empty once none is left. */
  dates: string[];
  /** The public holidays of the state between `earliest` and `latest`, with their names. */
  holidays: Record<string, string>;
};

/** The public holiday a day is in a state, by name, or undefined on any other day. */
export type HolidayName = (day: string) => string | undefined;

/** "Mon 30 Nov 2026": a pickup day as the booking form and its messages name it. */
export function formatPickupDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return `${weekday} ${formatDisplayDate(day)}`;
}

export const pickupDateMessages = {
  required: 'Pickup date is required',
  invalid: 'Enter the pickup date as a date, e.g. 2026-12-01',
  passed: (earliest: string) =>
    `This pickup date has passed. The earliest pickup is ${formatPickupDay(earliest)} (bookings made after 2 pm Melbourne time are picked up the next working day).`,
  afterQuote: (latest: string) =>
    `The prices of this quote hold for pickups until ${formatPickupDay(latest)}. Choose a pickup date on or before it, or get a new quote.`,
  weekend: (day: string) =>
    `${formatPickupDay(day)} is a weekend day: we pick up Monday to Friday. Choose a weekday.`,
  holiday: (day: string, state: string, name: string) =>
    `${formatPickupDay(day)} is a public holiday in ${state} (${name}): we do not pick up that day. Choose another day.`,
  noneLeft: (latest: string) =>
    `The prices of this quote held for pickups until ${formatPickupDay(latest)}, so no pickup date is left. Please get a new quote.`,
} as const;

/** The first working day whose cut-off has not passed at `now`, in Melbourne time. */
export function earliestPickupDay(now: Date, isHoliday: (day: string) => boolean): string {
  const today = todayIn(COMPANY_TIME_ZONE, now);
  const beforeCutOff = timeOfDayIn(COMPANY_TIME_ZONE, now) < PICKUP_CUT_OFF;
  return beforeCutOff && isWorkingDay(today, isHoliday)
    ? today
    : addWorkingDays(today, 1, isHoliday);
}

/** The pickup days of a quote that holds until `latest`, booked at `now` in a state. */
export function pickupDays(options: {
  state: AustralianState;
  now: Date;
  latest: string;
  holidayName: HolidayName;
}): PickupDays {
  const { state, now, latest, holidayName } = options;
  const isHoliday = (day: string) => holidayName(day) !== undefined;
  const earliest = earliestPickupDay(now, isHoliday);
  const dates: string[] = [];
  const holidays: Record<string, string> = {};
  for (let day = earliest; day <= latest; day = addCalendarDays(day, 1)) {
    const name = holidayName(day);
    if (name !== undefined) holidays[day] = name;
    else if (isWeekday(day)) dates.push(day);
  }
  return { state, earliest, latest, dates, holidays };
}

/** Why a day cannot be the pickup date, or null when it can (a day of `days.dates`). */
export function pickupDateRefusal(day: string, days: PickupDays): string | null {
  if (days.dates.includes(day)) return null;
  if (days.dates.length === 0) return pickupDateMessages.noneLeft(days.latest);
  if (day < days.earliest) return pickupDateMessages.passed(days.earliest);
  if (day > days.latest) return pickupDateMessages.afterQuote(days.latest);
  if (!isWeekday(day)) return pickupDateMessages.weekend(day);
  return pickupDateMessages.holiday(day, days.state, days.holidays[day] ?? 'public holiday');
}
