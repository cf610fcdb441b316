import { describe, expect, it } from 'vitest';
import { addWorkingDays, estimateDelivery, transitWorkingDays } from './delivery-estimate';

// National public holidays around the days these tests use (2026), as the calendar gives them.
const holidays = new Set([
  '2026-01-01',
  '2026-01-26',
  '2026-04-03',
  '2026-04-04',
  '2026-04-05',
  '2026-04-06',
  '2026-04-25',
  '2026-12-25',
  '2026-12-26',
  '2026-12-28',
]);
const isHoliday = (day: string) => holidays.has(day);

describe('transit working days', () => {
  it('delivers a metropolitan job the next working day, whatever the rate', () => {
    expect(transitWorkingDays('economy', 5)).toBe(1);
    expect(transitWorkingDays('express', 100)).toBe(1);
  });

  it('gives express a day per 24 hours of two-up driving at 84 km/h', () => {
    // Melbourne–Brisbane by road: 1,676 km / 84 = 19.95 hours: next working day.
    expect(transitWorkingDays('express', 1_676)).toBe(1);
    // 3,265 km / 84 = 38.9 hours: two working days.
    expect(transitWorkingDays('express', 3_265)).toBe(2);
  });

  it('gives economy two days to 1,200 km, three to 2,400 km, then a day per 800 km', () => {
    expect(transitWorkingDays('economy', 101)).toBe(2);
    expect(transitWorkingDays('economy', 1_200)).toBe(2);
    expect(transitWorkingDays('economy', 1_201)).toBe(3);
    expect(transitWorkingDays('economy', 2_400)).toBe(3);
    // 3,265 km: 865 km past 2,400 is two more days.
    expect(transitWorkingDays('economy', 3_265)).toBe(5);
  });
});

describe('working days', () => {
  it('skips weekends', () => {
    // Friday 27 November 2026 + 1 working day = Monday 30 November.
    expect(addWorkingDays('2026-11-27', 1, isHoliday)).toBe('2026-11-30');
  });

  it('skips Christmas, Boxing Day and its substitute Monday', () => {
    // Thursday 24 December + 2: Tuesday 29 and Wednesday 30 December.
    expect(addWorkingDays('2026-12-24', 2, isHoliday)).toBe('2026-12-30');
  });

  it('skips Easter', () => {
    // Thursday 2 April 2026 + 2: Good Friday to Easter Monday are out, so Tuesday 7 and Wednesday 8.
    expect(addWorkingDays('2026-04-02', 2, isHoliday)).toBe('2026-04-08');
  });
});

describe('estimated delivery', () => {
  it('counts from the pickup day', () => {
    expect(
      estimateDelivery({ pickupDate: '2026-11-23', rate: 'economy', roadKm: 5, isHoliday }),
    ).toEqual({ pickupDay: '2026-11-23', workingDays: 1, deliveryDay: '2026-11-24' });
  });

  it('collects a Saturday pickup on the Monday', () => {
    expect(
      estimateDelivery({ pickupDate: '2026-11-28', rate: 'express', roadKm: 1_676, isHoliday }),
    ).toEqual({ pickupDay: '2026-11-30', workingDays: 1, deliveryDay: '2026-12-01' });
  });
});
