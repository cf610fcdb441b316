import { describe, expect, it } from 'vitest';
import {
  COMPANY_TIME_ZONE,
  EARLIEST_TIME_ZONE,
  addCalendarDays,
  isCalendarDate,
  startOfCalendarDate,
  todayIn,
} from './calendar-date';

describe('calendar dates', () => {
  it('knows which days exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-01-01T00:00')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('tells today in a time zone, the earliest zone never ahead of another', () => {
    const at = new Date('2026-11-22T13:30:00Z');
    expect(todayIn(COMPANY_TIME_ZONE, at)).toBe('2026-11-23');
    expect(todayIn('UTC', at)).toBe('2026-11-22');
    expect(todayIn(EARLIEST_TIME_ZONE, at)).toBe('2026-11-22');
    expect(todayIn(EARLIEST_TIME_ZONE, new Date('2026-11-22T11:59:00Z'))).toBe('2026-11-21');
  });

  it('starts a Melbourne day at its own midnight, either side of daylight saving', () => {
    expect(startOfCalendarDate('2026-07-01', COMPANY_TIME_ZONE).toISOString()).toBe(
      '2026-06-30T14:00:00.000Z',
    );
    expect(startOfCalendarDate('2026-12-01', COMPANY_TIME_ZONE).toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
    // Daylight saving starts at 2 am on 4 October 2026 and ends at 3 am on 5 April 2026.
    expect(startOfCalendarDate('2026-10-04', COMPANY_TIME_ZONE).toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(startOfCalendarDate('2026-04-05', COMPANY_TIME_ZONE).toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
  });
});
