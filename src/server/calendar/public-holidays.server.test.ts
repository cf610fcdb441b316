import { describe, expect, it } from 'vitest';
import { pickupDateRefusal, pickupDays } from '@/domain/pickup-date';
import { isNationalPublicHoliday, stateHolidayName } from './public-holidays.server';

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

describe('the public holidays of the pickup state', () => {
  it('knows each state its own holidays besides the national ones', () => {
    expect(stateHolidayName('VIC')('2026-11-03')).toBe('Melbourne Cup');
    expect(stateHolidayName('NSW')('2026-11-03')).toBeUndefined();
    expect(stateHolidayName('NSW')('2026-12-25')).toBe('Christmas Day');
    expect(stateHolidayName('VIC')('2026-11-23')).toBeUndefined();
    // Labour Day: Victoria's second Monday in March, New South Wales's first Monday in October.
    expect(stateHolidayName('VIC')('2026-03-09')).toBe('Labour Day');
    expect(stateHolidayName('NSW')('2026-03-09')).toBeUndefined();
    expect(stateHolidayName('NSW')('2026-10-05')).toBe('Labour Day');
  });

  it('keeps Melbourne Cup day out of a Victorian pickup, not out of one in New South Wales', () => {
    // Monday 2 November 2026, 3 pm in Melbourne: past the cut-off, so Tuesday is the first
    // working day in Sydney, and Wednesday in Melbourne.
    const now = new Date('2026-11-02T15:00:00+11:00');
    const vic = pickupDays({
      state: 'VIC',
      now,
      latest: '2026-11-06',
      holidayName: stateHolidayName('VIC'),
    });
    const nsw = pickupDays({
      state: 'NSW',
      now,
      latest: '2026-11-06',
      holidayName: stateHolidayName('NSW'),
    });
    expect(vic.earliest).toBe('2026-11-04');
    expect(vic.dates).toEqual(['2026-11-04', '2026-11-05', '2026-11-06']);
    expect(vic.holidays).toEqual({});
    expect(nsw.earliest).toBe('2026-11-03');
    expect(nsw.dates).toEqual(['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    // Before the cut-off on Monday, Victoria's list starts Monday and names Tuesday's holiday.
    const morning = pickupDays({
      state: 'VIC',
      now: new Date('2026-11-02T09:00:00+11:00'),
      latest: '2026-11-06',
      holidayName: stateHolidayName('VIC'),
    });
    expect(morning.dates).toEqual(['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(morning.holidays).toEqual({ '2026-11-03': 'Melbourne Cup' });
    expect(pickupDateRefusal('2026-11-03', morning)).toBe(
      'Tue 03 Nov 2026 is a public holiday in VIC (Melbourne Cup): we do not pick up that day. Choose another day.',
    );
  });
});
