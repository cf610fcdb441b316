import { describe, expect, it } from 'vitest';
import { earliestPickupDay, formatPickupDay, pickupDateRefusal, pickupDays } from './pickup-date';

// Melbourne keeps daylight time in November: 14:00 there is 03:00 UTC.
const melbourne = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const noHolidays = () => undefined;
const isNoHoliday = () => false;

describe('the earliest pickup day', () => {
  it('is today on a working day before the 2 pm cut-off in Melbourne, else the next working day', () => {
    expect(earliestPickupDay(melbourne('2026-11-26', '13:59'), isNoHoliday)).toBe('2026-11-26');
    expect(earliestPickupDay(melbourne('2026-11-26', '14:00'), isNoHoliday)).toBe('2026-11-27');
    // Friday after the cut-off and the whole weekend: Monday.
    expect(earliestPickupDay(melbourne('2026-11-27', '15:00'), isNoHoliday)).toBe('2026-11-30');
    // The case: Saturday 19:35 in Melbourne.
    expect(earliestPickupDay(melbourne('2026-11-28', '19:35'), isNoHoliday)).toBe('2026-11-30');
  });

  it('reads the day and the clock in Melbourne, not in UTC or on this computer', () => {
    // 14:30 UTC on Thursday is 01:30 on Friday in Melbourne: Friday is still open.
    expect(earliestPickupDay(new Date('2026-11-26T14:30:00Z'), isNoHoliday)).toBe('2026-11-27');
    // 02:59 UTC on Friday is 13:59 in Melbourne; 03:00 UTC is the cut-off.
    expect(earliestPickupDay(new Date('2026-11-27T02:59:00Z'), isNoHoliday)).toBe('2026-11-27');
    expect(earliestPickupDay(new Date('2026-11-27T03:00:00Z'), isNoHoliday)).toBe('2026-11-30');
    // In winter (no daylight time) 2 pm in Melbourne is 04:00 UTC.
    expect(earliestPickupDay(new Date('2026-06-17T03:30:00Z'), isNoHoliday)).toBe('2026-06-17');
    expect(earliestPickupDay(new Date('2026-06-17T04:00:00Z'), isNoHoliday)).toBe('2026-06-18');
  });

  it('skips public holidays', () => {
    const christmas = (day: string) => day === '2026-12-25' || day === '2026-12-28';
    expect(earliestPickupDay(melbourne('2026-12-24', '16:00'), christmas)).toBe('2026-12-29');
  });
});

describe('the pickup days of a quote', () => {
  const holidayName = (day: string) => (day === '2026-12-01' ? 'Test Day' : undefined);

  it('lists the working days from the earliest to the quote expiry, and names the holidays between', () => {
    const days = pickupDays({
      state: 'VIC',
      now: melbourne('2026-11-28', '19:35'),
      latest: '2026-12-07',
      holidayName,
    });
    expect(days).toEqual({
      state: 'VIC',
      earliest: '2026-11-30',
      latest: '2026-12-07',
      dates: ['2026-11-30', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'],
      holidays: { '2026-12-01': 'Test Day' },
    });
  });

  it('has none left once the quote expires before the earliest day', () => {
    const days = pickupDays({
      state: 'NSW',
      now: melbourne('2026-11-27', '15:00'),
      latest: '2026-11-29',
      holidayName: noHolidays,
    });
    expect(days.dates).toEqual([]);
    expect(pickupDateRefusal('2026-11-30', days)).toBe(
      'The prices of this quote held for pickups until Sun 29 Nov 2026, so no pickup date is left. Please get a new quote.',
    );
  });

  it('refuses a day that has passed, a weekend, a holiday and a day after the quote, each saying why', () => {
    const days = pickupDays({
      state: 'VIC',
      now: melbourne('2026-11-28', '19:35'),
      latest: '2026-12-07',
      holidayName,
    });
    expect(pickupDateRefusal('2026-12-02', days)).toBeNull();
    expect(pickupDateRefusal('2026-11-27', days)).toBe(
      'This pickup date has passed. The earliest pickup is Mon 30 Nov 2026 (bookings made after 2 pm Melbourne time are picked up the next working day).',
    );
    expect(pickupDateRefusal('2026-12-05', days)).toBe(
      'Sat 05 Dec 2026 is a weekend day: we pick up Monday to Friday. Choose a weekday.',
    );
    expect(pickupDateRefusal('2026-12-01', days)).toBe(
      'Tue 01 Dec 2026 is a public holiday in VIC (Test Day): we do not pick up that day. Choose another day.',
    );
    expect(pickupDateRefusal('2026-12-08', days)).toBe(
      'The prices of this quote hold for pickups until Mon 07 Dec 2026. Choose a pickup date on or before it, or get a new quote.',
    );
  });

  it('names a day with its weekday', () => {
    expect(formatPickupDay('2026-11-30')).toBe('Mon 30 Nov 2026');
  });
});
