// The pricing rules of the quote calculator: GST, validity, the road factor, the levy threshold
// and the rates' names. Prices themselves come from the zone rate card staff publish (decision
// 125, zone-rate-card.ts); the formula below is the one the site priced with before, from which
// the first card was built at the zones' centres (decision 126, shipped-rate-card.ts), and its
// surcharges are that card's. Money is in whole cents so every line of a quote adds up exactly.

export type RateId = 'economy' | 'express';

export type RateCard = {
  /** Road distance = great-circle km x this factor. */
  roadFactor: number;
  economy: {
    /** The least an economy consignment costs, in cents. */
    minimumCents: number;
    /** Per chargeable pallet, in cents. */
    perPalletCents: number;
    /** Per chargeable pallet per road km, in cents. */
    perPalletKmCents: number;
  };
  /** Express = economy base x this multiplier. */
  expressMultiplier: number;
  surcharges: {
    /** Dangerous goods: a share of the base plus a flat fee. */
    dangerousGoodsRate: number;
    dangerousGoodsFlatCents: number;
    handUnloadPerPalletCents: number;
    tailgateCents: number;
    trailerSplitCents: number;
  };
  /** Above this road distance the linehaul levy applies, the local levy at or below it. */
  linehaulFromKm: number;
  gstRate: number;
  /** A quote expires this many days after its pickup date. */
  validityDays: number;
  rates: Record<RateId, { label: string; description: string }>;
};

export const rateCard: RateCard = {
  roadFactor: 1.2,
  economy: { minimumCents: 9_500, perPalletCents: 6_500, perPalletKmCents: 22 },
  expressMultiplier: 1.45,
  surcharges: {
    dangerousGoodsRate: 0.15,
    dangerousGoodsFlatCents: 7_500,
    handUnloadPerPalletCents: 4_500,
    tailgateCents: 6_500,
    trailerSplitCents: 12_000,
  },
  linehaulFromKm: 100,
  gstRate: 0.1,
  validityDays: 14,
  rates: {
    economy: { label: 'Economy', description: '2-3 days working service' },
    express: { label: 'Express', description: 'Next Working Day or 2-Up Service' },
  },
};

/** The two rate options of spec §2, in the order the page shows them. */
export const RATE_IDS: readonly RateId[] = ['economy', 'express'];

export function rateIdFromLabel(label: string, card: RateCard = rateCard): RateId | undefined {
  return RATE_IDS.find((id) => card.rates[id].label.toLowerCase() === label.trim().toLowerCase());
}
