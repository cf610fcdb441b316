import type { AppliedLevy, RatePrice } from './quote-pricing';

/**
 * What a saved quote's documents print (the quote mail and the quote PDF): its number, route,
 * dates, services, packages and the chosen rate with the levy it carries.
 */
export type QuoteSummary = {
  quoteNumber: string;
  pickup: string;
  delivery: string;
  pickupDate: string;
  expiryDate: string;
  roadKm: number;
  extras: string[];
  packages: {
    typeId: string;
    quantity: number;
    length: number;
    width: number;
    height: number;
    weight: number;
    totalWeight: number;
    chargeablePallets: number;
  }[];
  totalWeight: number;
  chargeablePallets: number;
  rate: RatePrice;
  /** The fuel levy month the prices carry, or null when none was in force. */
  levy: AppliedLevy | null;
};

/** The extra services a quote asked for, by name, in the order the calculator lists them. */
export function quoteExtras(flags: {
  is_dg: boolean | number;
  is_hand_unload: boolean | number;
  is_trailer_split: boolean | number;
  has_tailgate: boolean | number;
}): string[] {
  return [
    flags.is_dg ? 'Dangerous goods' : '',
    flags.is_hand_unload ? 'Hand unload' : '',
    flags.is_trailer_split ? 'Trailer split' : '',
    flags.has_tailgate ? 'Tailgate truck' : '',
  ].filter(Boolean);
}
