import 'server-only';
import Holidays from 'date-holidays';
import type { AustralianState } from '@/domain/suburb';

// Public holidays of Australia, from the date-holidays calendar (substitute days included). The
// delivery estimate counts the national ones only: it cannot know every state a consignment
// crosses, and the national days are the ones that stop the fleet. A pickup date skips the
// holidays of the pickup address's state as well (decision 144): Melbourne Cup day in Victoria,
// Labour Day on each state's own Monday.

type Calendar = { holidays: Holidays; byYear: Map<number, Map<string, string>> };

const calendars = new Map<string, Calendar>();

function calendarOf(state?: AustralianState): Calendar {
  const key = state ?? 'AU';
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = {
      holidays: state ? new Holidays('AU', state) : new Holidays('AU'),
      byYear: new Map(),
    };
    calendars.set(key, calendar);
  }
  return calendar;
}

/** The public holidays of a year, day (yyyy-mm-dd) to name, nationally or in a state. */
function holidaysOf(year: number, state?: AustralianState): Map<string, string> {
  const calendar = calendarOf(state);
  let days = calendar.byYear.get(year);
  if (!days) {
    days = new Map();
    for (const h of calendar.holidays.getHolidays(year)) {
      if (h.type === 'public' && !days.has(h.date.slice(0, 10)))
        days.set(h.date.slice(0, 10), h.name);
    }
    calendar.byYear.set(year, days);
  }
  return days;
}

/** Whether a calendar date (yyyy-mm-dd) is a national public holiday in Australia. */
export function isNationalPublicHoliday(day: string): boolean {
  return holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** The public holiday a day is in a state (national or the state's own), by name, if any. */
export function stateHolidayName(state: AustralianState): (day: string) => string | undefined {
  return (day) => holidaysOf(Number(day.slice(0, 4)), state).get(day);
}
