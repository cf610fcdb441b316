import { describe, expect, it } from 'vitest';
import { isNationalPublicHoliday } from './public-holidays.server';

describe('national public holidays', () => {
  it('knows the days every state observes, substitute days included', () => {
    for (const day of ['2026-01-01', '2026-01-26', '2026-04-03', '2026-04-06', '2026-12-25'])
      expect(isNationalPublicHoliday(day), day).toBe(true);
    // Boxing Day 2026 is a Saturday; Monday 28 December is its substitute.
    expect(isNationalPublicHoliday('2026-12-28')).toBe(true);
  });

  it('leaves out working days and state-only holidays', () => {
    expect(isNationalPublicHoliday('2026-11-23')).toBe(false);
    // Melbourne Cup day is Victoria's alone.
    expect(isNationalPublicHoliday('2026-11-03')).toBe(false);
  });
});
