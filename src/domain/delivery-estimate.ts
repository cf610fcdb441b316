import { addCalendarDays } from './calendar-date';
import type { RateId } from './rate-card';

// The estimated delivery day beside each rate (decision 064). The rate descriptions of the spec
// ("2-3 days working service", "Next Working Day or 2-Up Service") stay as they are; the estimate
// turns them into a day for this consignment: working days after the pickup day, from the road
// distance, skipping weekends and national public holidays.

/** Road distance at or below which a job is metropolitan: delivered the next working day. */
export const LOCAL_KM = 100;

/**
 * Express runs with two-up driver teams that keep the truck moving: the express transit table
 * (spec §9) averages 84 km an hour door to door (Melbourne–Brisbane, 1,676 km in 20 hours).
 */
export const EXPRESS_KM_PER_HOUR = 84;

/**
 * Economy freight is consolidated and travels with one driver: about 1,200 km covers the usual
 * two working days of the east-coast service, and every further 800 km adds a working day.
 */
export const ECONOMY_TWO_DAY_KM = 1_200;
export const ECONOMY_THREE_DAY_KM = 2_400;
export const ECONOMY_KM_PER_EXTRA_DAY = 800;

/** Working days from the pickup day to the delivery day for a rate and a road distance. */
export function transitWorkingDays(rate: RateId, roadKm: number): number {
  if (roadKm <= LOCAL_KM) return 1;
  if (rate === 'express') return Math.max(1, Math.ceil(roadKm / EXPRESS_KM_PER_HOUR / 24));
  if (roadKm <= ECONOMY_TWO_DAY_KM) return 2;
  if (roadKm <= ECONOMY_THREE_DAY_KM) return 3;
  return 3 + Math.ceil((roadKm - ECONOMY_THREE_DAY_KM) / ECONOMY_KM_PER_EXTRA_DAY);
}

/** Monday to Friday: 2026-11-23 is a Monday. */
export function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export type IsHoliday = (day: string) => boolean;

export function isWorkingDay(day: string, isHoliday: IsHoliday): boolean {
  return isWeekday(day) && !isHoliday(day);
}

/** The working day `count` working days after `day` (day itself need not be a working day). */
export function addWorkingDays(day: string, count: number, isHoliday: IsHoliday): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(current, isHoliday)) left -= 1;
  }
  return current;
}

export type DeliveryEstimate = {
  /** The first working day on or after the pickup date the freight can be collected. */
  pickupDay: string;
  workingDays: number;
  /** yyyy-mm-dd */
  deliveryDay: string;
};

/**
 * When a consignment picked up on `pickupDate` should arrive. A pickup date on a weekend or a
 * public holiday is collected on the next working day.
 */
export function estimateDelivery(options: {
  pickupDate: string;
  rate: RateId;
  roadKm: number;
  isHoliday: IsHoliday;
}): DeliveryEstimate {
  const { pickupDate, rate, roadKm, isHoliday } = options;
  const pickupDay = isWorkingDay(pickupDate, isHoliday)
    ? pickupDate
    : addWorkingDays(pickupDate, 1, isHoliday);
  const workingDays = transitWorkingDays(rate, roadKm);
  return { pickupDay, workingDays, deliveryDay: addWorkingDays(pickupDay, workingDays, isHoliday) };
}
