import 'server-only';
import { bookingStatusLabels } from '@/domain/booking';
import type { BookingStatus } from '@/domain/booking';
import { formatDisplayDate, formatMelbourneDateTime, formatMoney } from '@/domain/format';
import { packagingTypeName } from '@/domain/packaging-types';
import type { SavedQuotePackaging } from '@/domain/quote';
import type { RatePrice } from '@/domain/quote-pricing';
import { formatKg } from '@/domain/quote-math';
import { quoteExtras } from '@/domain/quote-summary';
import type { Db } from '../db/client';
import { findSavedQuote, pickedRate } from './saved-quote.server';

// A saved quote as the staff console shows it (decision 162): labelled, formatted sections (its
// consignment, its packages, the prices it was saved with) and the booking made from it, if any.

/** One labelled section of an item page. */
export type StaffSection = { title: string; rows: { label: string; value: string }[] };

/** "1 chargeable pallet", "3 chargeable pallets". */
const chargeablePallets = (n: number) => `${n} chargeable pallet${n === 1 ? '' : 's'}`;

/** A quote's (or a booking's) packages, one row each: what, how many, sizes and weights. */
export function packageSection(packagings: readonly SavedQuotePackaging[]): StaffSection {
  return {
    title: 'Packages',
    rows: packagings.map((p, i) => ({
      label: `Package ${i + 1}: ${p.quantity} x ${packagingTypeName(p.packaging_type_id)}`,
      value: `${p.length} x ${p.width} x ${p.height} cm, ${formatKg(p.weight)} each, ${formatKg(p.total_weight)} in all, ${chargeablePallets(p.chargeable_pallets)}`,
    })),
  };
}

/** A rate's price lines and totals, as the quote mail and PDF list them. */
export function priceSection(rate: RatePrice, heading = 'Price'): StaffSection {
  return {
    title: `${heading}: ${rate.label} (${rate.description})`,
    rows: [
      ...rate.lines.map((l) => ({ label: l.label, value: formatMoney(l.cents / 100) })),
      { label: 'Total ex GST', value: formatMoney(rate.exGstCents / 100) },
      { label: 'GST', value: formatMoney(rate.gstCents / 100) },
      { label: 'Total inc GST', value: formatMoney(rate.incGstCents / 100) },
    ],
  };
}

export type QuoteView = {
  number: string;
  /** Booked: the booking made from it, with its status. */
  booking: { id: number; reference: string; status: string } | null;
  sections: StaffSection[];
};

/** Everything the console shows of a saved quote, or null when there is none with this id. */
export async function quoteForStaff(db: Db, id: number): Promise<QuoteView | null> {
  const saved = await findSavedQuote(db, { id });
  if (!saved) return null;
  const { quote, packagings, pricing } = saved;
  const booked = await db
    .selectFrom('bookings')
    .select(['id', 'booking_reference', 'status'])
    .where('quote_id', '=', quote.id)
    .executeTakeFirst();
  const booking = booked
    ? {
        id: Number(booked.id),
        reference: booked.booking_reference,
        status: bookingStatusLabels[booked.status as BookingStatus],
      }
    : null;
  const chosen = pickedRate(saved);
  const extras = quoteExtras(quote);
  return {
    number: quote.quote_number,
    booking,
    sections: [
      {
        title: 'Quote',
        rows: [
          { label: 'Quotation number', value: quote.quote_number },
          {
            label: 'State',
            value: booking
              ? `Booked (booking ${booking.reference}, ${booking.status})`
              : 'Not booked',
          },
          { label: 'Customer e-mail', value: quote.email },
          { label: 'Pickup suburb', value: quote.pickup_postcode_id },
          { label: 'Delivery suburb', value: quote.delivery_postcode_id },
          { label: 'Pickup date', value: formatDisplayDate(quote.pickup_date) },
          { label: 'Prices hold until', value: formatDisplayDate(quote.expiry_date) },
          { label: 'Rate chosen', value: chosen.label },
          { label: 'Extras', value: extras.length ? extras.join(', ') : 'None' },
          { label: 'Road distance', value: `${Number(quote.road_km).toLocaleString('en-AU')} km` },
          { label: 'Total weight', value: formatKg(Number(quote.total_weight)) },
          { label: 'Chargeable pallets', value: String(Number(quote.chargeable_pallets)) },
          {
            label: 'Saved',
            value: `${formatMelbourneDateTime(quote.created_at)} Melbourne time`,
          },
        ],
      },
      packageSection(packagings),
      priceSection(chosen),
      ...pricing.rates
        .filter((r) => r.id !== chosen.id)
        .map((r) => priceSection(r, 'Also offered')),
    ],
  };
}
