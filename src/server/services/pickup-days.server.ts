import 'server-only';
import { pickupDays } from '@/domain/pickup-date';
import type { PickupDays } from '@/domain/pickup-date';
import { quoteMessages } from '@/domain/quote';
import { suburbState } from '@/domain/suburb';
import { stateHolidayName } from '../calendar/public-holidays.server';
import { database } from '../db/client';
import { ApiError } from '../http/api';

// The days a saved quote can be picked up (decision 144), worked out here with the pickup state's
// public holidays: the booking form gets only the list, never the holiday calendar.

/** The pickup days of a saved quote at `now`: working days in its pickup state until it expires. */
export function pickupDaysOf(
  quote: { pickup_postcode_id: string; expiry_date: string },
  now: Date = new Date(),
): PickupDays {
  const state = suburbState(quote.pickup_postcode_id);
  if (!state) throw new Error(`No state in the pickup suburb "${quote.pickup_postcode_id}"`);
  return pickupDays({
    state,
    now,
    latest: quote.expiry_date,
    holidayName: stateHolidayName(state),
  });
}

/** POST /tms/pickup-dates: the pickup days of a saved quote, by its number (unknown: 404). */
export async function pickupDaysForQuote(quoteNumber: string): Promise<PickupDays> {
  const db = await database();
  const quote = await db
    .selectFrom('quotes')
    .select(['pickup_postcode_id', 'expiry_date'])
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirst();
  if (!quote) {
    throw new ApiError(404, quoteMessages.quoteNumberInvalid, { field: 'quote_number' });
  }
  return pickupDaysOf(quote);
}
