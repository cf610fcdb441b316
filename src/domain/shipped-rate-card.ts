// The first zone rate card, which ships with the site (decision 126): today's formula (rate-card.ts)
// worked out at the zones' centres, so prices do not jump on upgrade. Built from the suburb list
// when the database is made, and never again: staff change prices by publishing a new card.
import { transitWorkingDays } from './delivery-estimate';
import { RATE_IDS, rateCard } from './rate-card';
import type { RateCard } from './rate-card';
import { greatCircleKm } from './suburb';
import type { AustralianState } from './suburb';
import { priceQuote } from './quote-pricing';
import type { LevyMonth, PricingInput, QuotePrice } from './quote-pricing';
import { laneBaseCents } from './zone-rate-card';
import type { LanePrice, LaneRow, ZoneCard, ZoneRange } from './zone-rate-card';
import type { RateId } from './rate-card';

type Range = readonly [number, number];

/** Every postcode of a state or territory (Australia Post's allocation). */
const STATE_RANGES: Record<AustralianState, readonly Range[]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

/**
 * The metro areas of the capitals and the larger regional cities, as carriers name them; the
 * rest of each state is its country zone.
 */
const NAMED_ZONES: readonly { zone: string; state: AustralianState; ranges: readonly Range[] }[] = [
  {
    zone: 'MEL',
    state: 'VIC',
    ranges: [
      [3000, 3211],
      [3335, 3341],
      [3427, 3430],
      [3750, 3810],
      [3910, 3944],
      [3975, 3978],
    ],
  },
  {
    zone: 'SYD',
    state: 'NSW',
    ranges: [
      [2000, 2249],
      [2555, 2574],
      [2740, 2786],
    ],
  },
  {
    zone: 'BNE',
    state: 'QLD',
    ranges: [
      [4000, 4207],
      [4300, 4306],
      [4500, 4519],
    ],
  },
  { zone: 'ADL', state: 'SA', ranges: [[5000, 5199]] },
  { zone: 'PER', state: 'WA', ranges: [[6000, 6199]] },
  { zone: 'HBA', state: 'TAS', ranges: [[7000, 7099]] },
  { zone: 'CBR', state: 'ACT', ranges: [...STATE_RANGES.ACT, [2619, 2620]] },
  { zone: 'DRW', state: 'NT', ranges: [[800, 832]] },
  { zone: 'GEELONG', state: 'VIC', ranges: [[3212, 3228]] },
  { zone: 'NEWCASTLE', state: 'NSW', ranges: [[2280, 2327]] },
  { zone: 'WOLLONGONG', state: 'NSW', ranges: [[2500, 2530]] },
  { zone: 'GOLD-COAST', state: 'QLD', ranges: [[4208, 4230]] },
  { zone: 'SUNSHINE-COAST', state: 'QLD', ranges: [[4550, 4575]] },
  { zone: 'TOWNSVILLE', state: 'QLD', ranges: [[4810, 4819]] },
  { zone: 'CAIRNS', state: 'QLD', ranges: [[4868, 4879]] },
  { zone: 'LAUNCESTON', state: 'TAS', ranges: [[7248, 7260]] },
];

/** `ranges` less every postcode of `taken`. */
function without(ranges: readonly Range[], taken: readonly Range[]): Range[] {
  const out: Range[] = [];
  for (const [from, to] of ranges) {
    let start = from;
    const inside = taken.filter(([a, b]) => b >= from && a <= to).sort((x, y) => x[0] - y[0]);
    for (const [a, b] of inside) {
      if (a > start) out.push([start, a - 1]);
      start = Math.max(start, b + 1);
    }
    if (start <= to) out.push([start, to]);
  }
  return out;
}

/** `ranges` cut where the hundreds of the postcodes change (2640–2649 | 2650–2699). */
function byHundreds(ranges: readonly Range[]): Range[] {
  return ranges.flatMap(([from, to]) => {
    const out: Range[] = [];
    for (let start = from; start <= to; start = Math.floor(start / 100) * 100 + 100) {
      out.push([start, Math.min(to, Math.floor(start / 100) * 100 + 99)]);
    }
    return out;
  });
}

/**
 * The shipped card's zones: the named ones, then the rest of each state by the hundreds of its
 * postcodes ("VIC-COUNTRY-35": 3500–3599 outside the named zones), which Australia Post gave out
 * region by region. One country zone per state put Albury and Broken Hill at one price from
 * Melbourne; by hundreds, a country lane stays near today's price. Postcodes no suburb of the list
 * has (post-office boxes, large users) are in no zone.
 */
export function shippedZones(): ZoneRange[] {
  const named = NAMED_ZONES.flatMap(({ zone, ranges }) =>
    ranges.map(([from, to]) => ({ zone, from, to })),
  );
  const taken = NAMED_ZONES.flatMap((z) => z.ranges);
  const country = (Object.keys(STATE_RANGES) as AustralianState[])
    .filter((state) => state !== 'ACT')
    .flatMap((state) =>
      byHundreds(without(STATE_RANGES[state], taken)).map(([from, to]) => ({
        zone: `${state}-COUNTRY-${String(Math.floor(from / 100)).padStart(2, '0')}`,
        from,
        to,
      })),
    );
  return [...named, ...country];
}

type Place = { postcode: string; lat: number; lng: number };

/** Every this-many-th suburb: enough to average a zone's distances without 10^8 pairs. */
const pairStride = (n: number) => Math.max(1, Math.ceil(n / 150));

/**
 * Each zone's centre (the mean position of its suburbs) and its own typical distance (the mean
 * distance between two of its suburbs), from the suburb list.
 */
function zoneGeography(zones: ZoneRange[], places: readonly Place[]) {
  const zoneOf = new Map<number, string>();
  for (const r of zones) for (let p = r.from; p <= r.to; p++) zoneOf.set(p, r.zone);
  const members = new Map<string, Place[]>();
  for (const place of places) {
    const zone = zoneOf.get(Number(place.postcode));
    if (!zone) continue;
    const list = members.get(zone);
    if (list) list.push(place);
    else members.set(zone, [place]);
  }
  const geography = new Map<string, { centre: { lat: number; lng: number }; ownKm: number }>();
  for (const [zone, list] of members) {
    const centre = {
      lat: list.reduce((s, p) => s + p.lat, 0) / list.length,
      lng: list.reduce((s, p) => s + p.lng, 0) / list.length,
    };
    const step = pairStride(list.length);
    let sum = 0;
    let count = 0;
    for (let i = 0; i < list.length; i += step) {
      for (let j = i + step; j < list.length; j += step) {
        sum += greatCircleKm(list[i]!, list[j]!);
        count++;
      }
    }
    geography.set(zone, { centre, ownKm: count ? sum / count : 0 });
  }
  return geography;
}

/** A lane's rows by today's formula at a road distance: one row, any number of pallets. */
function formulaRows(fromZone: string, toZone: string, roadKm: number, card: RateCard): LaneRow[] {
  const { minimumCents, perPalletCents, perPalletKmCents } = card.economy;
  const economy = perPalletCents + perPalletKmCents * roadKm;
  return RATE_IDS.map((service) => {
    const factor = service === 'express' ? card.expressMultiplier : 1;
    return {
      service,
      fromZone,
      toZone,
      basicChargeCents: 0,
      perPalletCents: Math.round(economy * factor),
      minimumCents: Math.round(minimumCents * factor),
      maxPallets: null,
      transitDays: transitWorkingDays(service, roadKm),
    };
  });
}

/** The card that ships with the site, built from the suburb list and today's formula. */
export function buildShippedCard(places: readonly Place[], card: RateCard = rateCard): ZoneCard {
  const geography = zoneGeography(shippedZones(), places);
  const zones = shippedZones().filter((z) => geography.has(z.zone));
  const names = [...new Set(zones.map((z) => z.zone))];
  const lanes = names.flatMap((from) =>
    names.flatMap((to) => {
      const a = geography.get(from)!;
      const b = geography.get(to)!;
      const straight = from === to ? a.ownKm : greatCircleKm(a.centre, b.centre);
      const roadKm = Math.round(straight * card.roadFactor * 10) / 10;
      return formulaRows(from, to, roadKm, card);
    }),
  );
  return { zones, lanes, surcharges: { ...card.surcharges } };
}

/**
 * Today's formula as the lanes of one zone pair `straightKm` apart, priced for `pallets`: what the
 * shipped card holds between two zone centres.
 */
export function formulaLanes(
  straightKm: number,
  pallets: number,
  zones: readonly [string, string] = ['FROM', 'TO'],
  card: RateCard = rateCard,
): Partial<Record<RateId, LanePrice>> {
  const roadKm = Math.round(straightKm * card.roadFactor * 10) / 10;
  const [fromZone, toZone] = zones;
  return Object.fromEntries(
    formulaRows(fromZone, toZone, roadKm, card).map((row) => [
      row.service,
      { fromZone, toZone, row, baseCents: laneBaseCents(row, pallets) },
    ]),
  );
}

/** A consignment priced by the lanes the shipped card holds between two zone centres this far apart. */
export function priceAtFormula(input: PricingInput, levy: LevyMonth | null): QuotePrice {
  return priceQuote(
    input,
    levy,
    formulaLanes(input.straightKm, input.chargeablePallets),
    rateCard.surcharges,
  );
}
