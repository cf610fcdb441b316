import type { SavedQuoteData } from '@/domain/quote';
import { PALLET_KG, consignmentFigures, packageFigures } from '@/domain/quote-math';
import { chosenRate, emailPayload } from './quote-session';
import type { EmailAddress, PricedQuote } from './quote-session';

// What the quote page sends to save or mail a quote, and a saved quote read back: used only by the
// calls that load when Send Quote or Retrieve Quote is first used. Pure, so it is unit-tested.

/** POST /tms/saveQuote: the priced booking with its figures, the chosen rate and the address. */
export function saveQuoteBody(quote: PricedQuote, address: EmailAddress) {
  const { booking, quoted } = quote;
  return {
    ...booking,
    expiryDate: quoted.expiryDate,
    packagings: booking.packagings.map((p) => {
      const figures = packageFigures(p);
      return {
        ...p,
        total_weight: figures.totalWeight,
        chargeablePallets: figures.chargeablePallets,
      };
    }),
    ...emailPayload(chosenRate(quote)),
    ...address,
  };
}

/** POST /tms/sendOfficialSite_QuoteMail for a looked-up quote: mail it again under its number. */
export function resendQuoteBody(
  quote: PricedQuote & { savedNumber: string },
  address: EmailAddress,
) {
  return {
    ...emailPayload(chosenRate(quote)),
    ...address,
    quote_number: quote.savedNumber,
    resend: true,
  };
}

/**
 * A saved quote as a priced booking: its own prices, which hold until it expires. Its rates say
 * "Minimum charge: one pallet space" when its packages weigh in under a pallet, as a freshly priced
 * quote's do (decision 065), whether or not the saved rates carried the flag.
 */
export function quoteFromSaved(q: SavedQuoteData): PricedQuote {
  const minimumPalletSpace = consignmentFigures(q.packagings).chargeableWeight < PALLET_KG;
  const rates = q.rates.map((rate) =>
    minimumPalletSpace ? { ...rate, minimumPalletSpace } : rate,
  );
  return {
    booking: {
      is_dg: q.is_dg,
      is_hand_unload: q.is_hand_unload,
      is_trailer_split: q.is_trailer_split,
      has_tailgate: q.has_tailgate,
      pickup: q.pickup_postcode_id,
      delivery: q.delivery_postcode_id,
      date: q.date,
      packagings: q.packagings.map((p) => ({
        type: p.packaging_type_id,
        quantity: p.quantity,
        length: p.length,
        width: p.width,
        height: p.height,
        weight: p.weight,
      })),
    },
    quoted: { rates, expiryDate: q.expiry_date, roadKm: q.road_km, levy: q.levy },
    rateId: q.rates.some((r) => r.id === q.rate_id) ? q.rate_id : null,
    savedNumber: q.quote_number,
    ...(q.booked ? { booked: q.booked } : {}),
  };
}
