// Pricing of a quote: a pure function of the consignment, the lanes of the zone rate card in force
// on its pickup date and the fuel levy (decision 125). The server is the only caller that saves
// what it returns.
import { formatMoney } from './format';
import { RATE_IDS, rateCard as defaultCard } from './rate-card';
import type { RateCard, RateId } from './rate-card';
import type { LanePrice, Surcharges } from './zone-rate-card';

/** The fuel levy month pricing needs (the shape of FuelLevyMonth in ./fuel-levy). */
export type LevyMonth = {
  monthName: string;
  year: number;
  /** percent, e.g. 12.34 */
  local: number;
  linehaul: number;
  appliesFrom: string;
  /** True for the sample history a new database starts with, until staff replace it. */
  sample?: boolean;
};

export type PricingInput = {
  /** Sum of the packages' chargeable pallets. */
  chargeablePallets: number;
  /** Great-circle km between pickup and delivery. */
  straightKm: number;
  dangerousGoods: boolean;
  handUnload: boolean;
  tailgate: boolean;
  trailerSplit: boolean;
};

export type PriceLineKey =
  'base' | 'dangerous_goods' | 'hand_unload' | 'tailgate' | 'trailer_split' | 'fuel_levy';

export type PriceLine = { key: PriceLineKey; label: string; cents: number };

export type RatePrice = {
  id: RateId;
  label: string;
  description: string;
  lines: PriceLine[];
  exGstCents: number;
  gstCents: number;
  incGstCents: number;
  /** Spec §3 rate option: the price in dollars, ex GST. */
  base_price: number;
  ex_gst: true;
  /**
   * The estimated delivery day (yyyy-mm-dd, decision 064), added by the server when it answers;
   * saved pricing may lack it.
   */
  estimatedDelivery?: string;
  /** The consignment was charged one pallet space although it weighs less (decision 065). */
  minimumPalletSpace?: boolean;
  /**
   * Working days to deliver, from the card's lane (decision 125). Quotes saved before the cards
   * lack it; their estimate comes from the road distance as it did then.
   */
  transitDays?: number;
};

export type AppliedLevy = {
  kind: 'local' | 'linehaul';
  percent: number;
  /** "November 2026" */
  month: string;
  appliesFrom: string;
  /**
   * A month of the sample history, not a published levy: the breakdown says so. Quotes saved
   * before this flag existed lack it and were priced with published months only.
   */
  sample?: boolean;
};

export type QuotePrice = {
  /** Road km = great-circle km x road factor, to 0.1 km. */
  roadKm: number;
  chargeablePallets: number;
  levy: AppliedLevy | null;
  /** Only the services the card prices on this lane, economy first; none: priced by hand. */
  rates: RatePrice[];
};

const cents = (amount: number) => Math.round(amount);

/** The levy that applies to a trip of this road distance, or null when none is published. */
function applicableLevy(
  roadKm: number,
  levy: LevyMonth | null,
  card: RateCard = defaultCard,
): AppliedLevy | null {
  if (!levy) return null;
  const kind = roadKm > card.linehaulFromKm ? 'linehaul' : 'local';
  return {
    kind,
    percent: kind === 'linehaul' ? levy.linehaul : levy.local,
    month: `${levy.monthName} ${levy.year}`,
    appliesFrom: levy.appliesFrom,
    sample: levy.sample === true,
  };
}

const plural = (n: number) => `${n} pallet${n === 1 ? '' : 's'}`;

/** The base line: the lane's sum as the card sets it. */
function baseLabel({ fromZone, toZone, row }: LanePrice, pallets: number): string {
  const money = (c: number) => formatMoney(c / 100);
  const basic = row.basicChargeCents > 0 ? `${money(row.basicChargeCents)} + ` : '';
  return `Base rate ${fromZone} → ${toZone}: ${basic}${plural(pallets)} x ${money(row.perPalletCents)}, minimum ${money(row.minimumCents)}`;
}

function priceRate(
  id: RateId,
  lane: LanePrice,
  input: PricingInput,
  s: Surcharges,
  levy: AppliedLevy | null,
  card: RateCard,
): RatePrice {
  const pallets = input.chargeablePallets;
  const baseCents = lane.baseCents;
  const lines: PriceLine[] = [{ key: 'base', label: baseLabel(lane, pallets), cents: baseCents }];
  if (input.dangerousGoods) {
    lines.push({
      key: 'dangerous_goods',
      label: `Dangerous goods: ${Math.round(s.dangerousGoodsRate * 100)}% of base + ${formatMoney(s.dangerousGoodsFlatCents / 100)}`,
      cents: cents(baseCents * s.dangerousGoodsRate) + s.dangerousGoodsFlatCents,
    });
  }
  if (input.handUnload) {
    lines.push({
      key: 'hand_unload',
      label: `Hand unload: ${plural(pallets)} x ${formatMoney(s.handUnloadPerPalletCents / 100)}`,
      cents: pallets * s.handUnloadPerPalletCents,
    });
  }
  if (input.tailgate) {
    lines.push({ key: 'tailgate', label: 'Tailgate truck', cents: s.tailgateCents });
  }
  if (input.trailerSplit) {
    lines.push({ key: 'trailer_split', label: 'Trailer split', cents: s.trailerSplitCents });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.cents, 0);
  if (levy) {
    lines.push({
      key: 'fuel_levy',
      label: `Fuel levy (${levy.kind === 'linehaul' ? 'linehaul' : 'local'}, ${levy.month}${levy.sample ? ', sample figure' : ''}): ${levy.percent.toFixed(2)}%`,
      cents: cents((subtotal * levy.percent) / 100),
    });
  }
  const exGstCents = lines.reduce((sum, l) => sum + l.cents, 0);
  const gstCents = cents(exGstCents * card.gstRate);
  return {
    id,
    label: card.rates[id].label,
    description: card.rates[id].description,
    lines,
    exGstCents,
    gstCents,
    incGstCents: exGstCents + gstCents,
    base_price: exGstCents / 100,
    ex_gst: true,
    transitDays: lane.row.transitDays,
  };
}

/**
 * The rates of a consignment the card prices (`lanes`, by service), each with its itemised lines,
 * ex GST and GST, and the card's surcharges.
 */
export function priceQuote(
  input: PricingInput,
  levyMonth: LevyMonth | null,
  lanes: Partial<Record<RateId, LanePrice>>,
  surcharges: Surcharges,
  card: RateCard = defaultCard,
): QuotePrice {
  const roadKm = Math.round(input.straightKm * card.roadFactor * 10) / 10;
  const levy = applicableLevy(roadKm, levyMonth, card);
  return {
    roadKm,
    chargeablePallets: input.chargeablePallets,
    levy,
    rates: RATE_IDS.flatMap((id) => {
      const lane = lanes[id];
      return lane ? [priceRate(id, lane, input, surcharges, levy, card)] : [];
    }),
  };
}
