import 'server-only';
import type { Selectable } from 'kysely';
import type { SavedQuotePackaging } from '@/domain/quote';
import type { QuotePrice, RatePrice } from '@/domain/quote-pricing';
import { quoteExtras } from '@/domain/quote-summary';
import type { QuoteSummary } from '@/domain/quote-summary';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';

// A saved quote read back from the database: one reader for the quote look-up, the re-sent quote
// mail, the mail written when the outbox sends it, and the quote PDF.

export type SavedQuote = {
  quote: Selectable<Database['quotes']>;
  /** In the order they were entered. */
  packagings: SavedQuotePackaging[];
  /** The prices saved with the quote: they hold until it expires. */
  pricing: QuotePrice;
};

/** The saved quote with this id or number, with its packages; undefined when there is none. */
export async function findSavedQuote(
  db: Db,
  by: { id: number } | { quoteNumber: string },
): Promise<SavedQuote | undefined> {
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .$if('id' in by, (q) => q.where('id', '=', (by as { id: number }).id))
    .$if('quoteNumber' in by, (q) =>
      q.where('quote_number', '=', (by as { quoteNumber: string }).quoteNumber),
    )
    .executeTakeFirst();
  if (!quote) return undefined;
  const rows = await db
    .selectFrom('quote_packagings')
    .selectAll()
    .where('quote_id', '=', quote.id)
    .orderBy('position')
    .execute();
  // PostgreSQL answers numeric columns as text: every figure is made a number here.
  const packagings = rows.map((p) => ({
    packaging_type_id: p.packaging_type_id,
    quantity: Number(p.quantity),
    length: Number(p.length),
    width: Number(p.width),
    height: Number(p.height),
    weight: Number(p.weight),
    total_weight: Number(p.total_weight),
    chargeable_pallets: Number(p.chargeable_pallets),
  }));
  return { quote, packagings, pricing: JSON.parse(quote.pricing) as QuotePrice };
}

/** The saved rate the visitor picked. */
export function pickedRate(saved: SavedQuote): RatePrice {
  const rate = saved.pricing.rates.find((r) => r.id === saved.quote.rate_id);
  if (!rate) {
    throw new Error(`Quote ${saved.quote.quote_number} has no saved ${saved.quote.rate_id} rate`);
  }
  return rate;
}

/** What the quote mail and PDF print of a saved quote, with the given rate. */
export function savedQuoteSummary(saved: SavedQuote, rate: RatePrice): QuoteSummary {
  const { quote, packagings, pricing } = saved;
  return {
    quoteNumber: quote.quote_number,
    pickup: quote.pickup_postcode_id,
    delivery: quote.delivery_postcode_id,
    pickupDate: quote.pickup_date,
    expiryDate: quote.expiry_date,
    roadKm: Number(quote.road_km),
    extras: quoteExtras(quote),
    packages: packagings.map((p) => ({
      typeId: p.packaging_type_id,
      quantity: p.quantity,
      length: p.length,
      width: p.width,
      height: p.height,
      weight: p.weight,
      totalWeight: p.total_weight,
      chargeablePallets: p.chargeable_pallets,
    })),
    totalWeight: Number(quote.total_weight),
    chargeablePallets: Number(quote.chargeable_pallets),
    rate,
    levy: pricing.levy,
  };
}
