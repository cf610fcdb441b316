import type { Generated } from 'kysely';
import type { SavedQuotePackaging } from '@/domain/quote';

export interface QuotesTable {
  id: Generated<number>;
  /** "Q" + 8 Crockford base-32 characters, unique. */
  quote_number: string;
  is_dg: number;
  is_hand_unload: number;
  is_trailer_split: number;
  has_tailgate: number;
  /** Suburb labels, "LAVERTON NORTH VIC 3026" (spec §3 names). */
  pickup_postcode_id: string;
  delivery_postcode_id: string;
  /** yyyy-MM-dd */
  pickup_date: string;
  /** yyyy-MM-dd: pickup date + the rate card's validity. */
  expiry_date: string;
  road_km: number;
  total_weight: number;
  chargeable_weight: number;
  chargeable_pallets: number;
  /** JSON of the QuotePrice the server computed when saving: both rates, lines, levy. */
  pricing: string;
  /** The rate the visitor picked: 'economy' | 'express'. */
  rate_id: string;
  /** The rate card it was priced with (decision 125); null for quotes saved before the cards. */
  rate_card_id: number | null;
  email: string;
  created_at: string;
}

export interface QuotePackagingsTable extends SavedQuotePackaging {
  id: Generated<number>;
  quote_id: number;
  position: number;
  cubic_weight: number;
}

export interface QuoteTables {
  quotes: QuotesTable;
  quote_packagings: QuotePackagingsTable;
}
