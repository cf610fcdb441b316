import 'server-only';
import { addWorkingDays, estimateDelivery } from '@/domain/delivery-estimate';
import type { RatePrice } from '@/domain/quote-pricing';
import { isNationalPublicHoliday } from '../calendar/public-holidays.server';

// The estimated delivery day of each rate (decision 064), worked out on the server: the public
// holiday calendar stays here and only the day (yyyy-mm-dd) goes to the page.

/**
 * The rates of a quote, each with its estimated delivery day for this pickup date: the transit
 * days of its lane on the rate card (decision 125), or, for a quote saved before the cards, from
 * the road distance.
 */
export function withDeliveryEstimates(
  rates: readonly RatePrice[],
  pickupDate: string,
  roadKm: number,
): RatePrice[] {
  return rates.map((rate) => {
    const estimate = estimateDelivery({
      pickupDate,
      rate: rate.id,
      roadKm,
      isHoliday: isNationalPublicHoliday,
    });
    return {
      ...rate,
      estimatedDelivery:
        rate.transitDays === undefined
          ? estimate.deliveryDay
          : addWorkingDays(estimate.pickupDay, rate.transitDays, isNationalPublicHoliday),
    };
  });
}
