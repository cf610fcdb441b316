import 'server-only';
import Holidays from 'date-holidays';

// National public holidays of Australia (every state observes them, substitute days included),
// from the date-holidays calendar. State-only holidays are left out: a delivery estimate cannot
// know every state a consignment crosses, and the national days are the ones that stop the fleet.

const calendar = new Holidays('AU');
const byYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

/** Whether a calendar date (yyyy-mm-dd) is a national public holiday in Australia. */
export function isNationalPublicHoliday(day: string): boolean {
  return holidaysOf(Number(day.slice(0, 4))).has(day);
}
