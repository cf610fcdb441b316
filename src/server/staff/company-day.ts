import {
  addCalendarDays,
  COMPANY_TIME_ZONE,
  startOfCalendarDate,
  todayIn,
} from '@/domain/calendar-date';

/**
 * Where the dashboard's "today" and "this week" begin: midnight in Melbourne (the company's day),
 * and the Monday of the company's week, as instants to compare with the UTC times kept in the
 * database.
 */
export function companyPeriodStarts(now: Date): { dayStart: Date; weekStart: Date } {
  const today = todayIn(COMPANY_TIME_ZONE, now);
  // getUTCDay of the calendar date itself: 0 is Sunday, and the week starts on Monday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addCalendarDays(today, -((weekday + 6) % 7));
  return {
    dayStart: startOfCalendarDate(today, COMPANY_TIME_ZONE),
    weekStart: startOfCalendarDate(monday, COMPANY_TIME_ZONE),
  };
}
