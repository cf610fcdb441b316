import type { Generated } from 'kysely';

// The zone rate cards (decision 125). A card is written whole and never changed after, but for its
// status: a draft is published with an effective date, and a card published ahead may be
// withdrawn until that date.

export type RateCardStatus = 'draft' | 'published' | 'withdrawn';

export interface RateCardsTable {
  id: Generated<number>;
  status: RateCardStatus;
  /** yyyy-MM-dd: the first pickup date it prices; null while a draft. */
  effective_from: string | null;
  /** JSON of the card's Surcharges (src/domain/zone-rate-card.ts). */
  surcharges: string;
  zone_count: number;
  lane_count: number;
  /** Where it came from: "shipped with the site", "console", "terminal". */
  source: string;
  created_at: string;
  created_by: string | null;
  published_at: string | null;
  published_by: string | null;
  withdrawn_at: string | null;
  withdrawn_by: string | null;
  /**
   * Raised past every other card's on each publish and withdrawal: the servers compare the
   * highest one with theirs to know when to read the cards again (a cheap check, decision 125).
   */
  revision: number;
}

export interface RateCardZonesTable {
  card_id: number;
  position: number;
  zone: string;
  postcode_from: number;
  postcode_to: number;
}

export interface RateCardLanesTable {
  card_id: number;
  position: number;
  service: string;
  from_zone: string;
  to_zone: string;
  basic_charge_cents: number;
  per_pallet_cents: number;
  minimum_cents: number;
  /** null: any number of pallets (the last row of a lane). */
  max_pallets: number | null;
  transit_days: number;
}

export interface RateCardTables {
  rate_cards: RateCardsTable;
  rate_card_zones: RateCardZonesTable;
  rate_card_lanes: RateCardLanesTable;
}
