// The zone rate card (decision 125): the prices the company sets itself, as carriers keep them.
// Zones are sets of postcodes; a lane prices one service from one zone to another with a basic
// charge, a rate per pallet and a minimum, in price breaks by pallets; surcharges sit beside.
// Money is in whole cents. Pure: the server reads cards from the database and compiles them here.
import { postcodeNumber } from './postcode';
import type { RateId } from './rate-card';

/** Postcodes are four digits; as numbers 0–9999 ("0800" is 800). */
export const POSTCODE_COUNT = 10_000;

export type ZoneRange = { zone: string; from: number; to: number };

export type LaneRow = {
  service: RateId;
  fromZone: string;
  toZone: string;
  basicChargeCents: number;
  perPalletCents: number;
  minimumCents: number;
  /** The most pallets this row prices; null: any number (only the last row of a lane). */
  maxPallets: number | null;
  /** Working days from pickup to delivery. */
  transitDays: number;
};

export type Surcharges = {
  /** Dangerous goods: a share of the base plus a flat fee. */
  dangerousGoodsRate: number;
  dangerousGoodsFlatCents: number;
  handUnloadPerPalletCents: number;
  tailgateCents: number;
  trailerSplitCents: number;
};

export type ZoneCard = { zones: ZoneRange[]; lanes: LaneRow[]; surcharges: Surcharges };

/** A card made fast to read: a zone per postcode, and each lane's rows in order of their breaks. */
export type CompiledCard = {
  surcharges: Surcharges;
  zoneOf: (postcode: string) => string | undefined;
  rowsOf: (service: RateId, fromZone: string, toZone: string) => readonly LaneRow[] | undefined;
};

export const laneKey = (service: string, fromZone: string, toZone: string) =>
  `${service}|${fromZone}|${toZone}`;

export function compileCard(card: ZoneCard): CompiledCard {
  const names = [...new Set(card.zones.map((z) => z.zone))];
  const index = new Map(names.map((name, i) => [name, i + 1]));
  // 0: no zone. Ten thousand postcodes fit in 20 KB and answer in one array read.
  const byPostcode = new Uint16Array(POSTCODE_COUNT);
  for (const range of card.zones) {
    const zone = index.get(range.zone)!;
    for (let p = range.from; p <= range.to; p++) byPostcode[p] = zone;
  }
  const lanes = new Map<string, LaneRow[]>();
  for (const row of card.lanes) {
    const key = laneKey(row.service, row.fromZone, row.toZone);
    const rows = lanes.get(key);
    if (rows) rows.push(row);
    else lanes.set(key, [row]);
  }
  for (const rows of lanes.values()) {
    rows.sort((a, b) => (a.maxPallets ?? Infinity) - (b.maxPallets ?? Infinity));
  }
  return {
    surcharges: card.surcharges,
    zoneOf(postcode) {
      const n = postcodeNumber(postcode);
      if (n === undefined || n >= POSTCODE_COUNT) return undefined;
      const zone = byPostcode[n]!;
      return zone === 0 ? undefined : names[zone - 1];
    },
    rowsOf: (service, fromZone, toZone) => lanes.get(laneKey(service, fromZone, toZone)),
  };
}

export type LanePrice = {
  fromZone: string;
  toZone: string;
  row: LaneRow;
  /** basic charge + per pallet x pallets, at least the minimum. */
  baseCents: number;
};

/** The row of a lane that prices this many pallets: the first whose max_pallets is at or above. */
export function breakFor(rows: readonly LaneRow[], pallets: number): LaneRow | undefined {
  return rows.find((r) => r.maxPallets === null || r.maxPallets >= pallets);
}

export function laneBaseCents(row: LaneRow, pallets: number): number {
  return Math.max(row.minimumCents, row.basicChargeCents + row.perPalletCents * pallets);
}

/** A service's price from one postcode to another, or undefined where the card sets none. */
export function priceLane(
  card: CompiledCard,
  service: RateId,
  fromPostcode: string,
  toPostcode: string,
  pallets: number,
): LanePrice | undefined {
  const fromZone = card.zoneOf(fromPostcode);
  const toZone = card.zoneOf(toPostcode);
  if (!fromZone || !toZone) return undefined;
  const rows = card.rowsOf(service, fromZone, toZone);
  const row = rows && breakFor(rows, pallets);
  if (!row) return undefined;
  return { fromZone, toZone, row, baseCents: laneBaseCents(row, pallets) };
}
