import 'server-only';
import { SAMPLE_LANES } from '@/content/rate-card-sample-lanes';
import { priceQuote } from '@/domain/quote-pricing';
import type { AppliedLevy, QuotePrice } from '@/domain/quote-pricing';
import { RATE_IDS, rateCard } from '@/domain/rate-card';
import type { RateId } from '@/domain/rate-card';
import { postcodeOf as labelPostcode } from '@/domain/postcode';
import { money } from '@/domain/rate-format';
import { priceLane } from '@/domain/zone-rate-card';
import type { CompiledCard, LanePrice } from '@/domain/zone-rate-card';
import type { Db } from '../db/client';
import { pagesById } from '../db/pages';
import { findSuburb } from '../suburbs/suburbs.server';

// What a draft card would change, before it is published (decision 127): the busiest lanes of the
// last 90 days' quotes (or the sample lanes on a new site) at 1, 2 and 6 pallets, old price → new,
// and what the last 30 days' quotes would have cost with it.

export const PREVIEW_PALLETS = [1, 2, 6] as const;
const BUSIEST = 20;
/** Quotes read for each measure at most: the newest. */
const MAX_QUOTES = 20_000;

/** A service's base rate on the lane, old and new; undefined: that card does not price it. */
export type PreviewPrice = { old?: number; new?: number };

export type PreviewRow = {
  lane: string;
  pickup: string;
  delivery: string;
  pallets: number;
  prices: Record<RateId, PreviewPrice>;
};

export type RateCardPreview = {
  /** 'quotes': the busiest lanes of the last 90 days; 'samples': the sample lanes. */
  basis: 'quotes' | 'samples';
  rows: PreviewRow[];
  lastMonth: {
    quotes: number;
    /** Mean change of the quotes' ex-GST totals, in percent; null when none could be compared. */
    averageChangePercent: number | null;
    /** Quotes of the 30 days the draft does not price: they would have been priced by hand. */
    byHand: number;
  };
};

/** A suburb label's postcode; a label without one has no zone, and is priced by hand. */
const postcodeOf = (label: string) => labelPostcode(label) ?? '';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The 20 busiest zone pairs of the last 90 days' quotes, each by its busiest suburb pair. */
async function busiestLanes(db: Db, card: CompiledCard): Promise<[string, string][]> {
  const pairs = await db
    .selectFrom('quotes')
    .select(['pickup_postcode_id as pickup', 'delivery_postcode_id as delivery'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', daysAgo(90))
    .groupBy(['pickup_postcode_id', 'delivery_postcode_id'])
    .orderBy('n', 'desc')
    .limit(MAX_QUOTES)
    .execute();
  const lanes = new Map<string, { n: number; pair: [string, string] }>();
  for (const { pickup, delivery, n } of pairs) {
    const key = `${card.zoneOf(postcodeOf(pickup)) ?? pickup}|${card.zoneOf(postcodeOf(delivery)) ?? delivery}`;
    const lane = lanes.get(key);
    // Pairs come busiest first: a lane's first pair is its busiest.
    if (lane) lane.n += Number(n);
    else lanes.set(key, { n: Number(n), pair: [pickup, delivery] });
  }
  return [...lanes.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, BUSIEST)
    .map((l) => l.pair);
}

function laneName(cards: (CompiledCard | undefined)[], pickup: string, delivery: string): string {
  for (const card of cards) {
    const from = card?.zoneOf(postcodeOf(pickup));
    const to = card?.zoneOf(postcodeOf(delivery));
    if (from && to) return `${from} → ${to}`;
  }
  return 'no zone';
}

function lanePrices(
  card: CompiledCard | undefined,
  pickup: string,
  delivery: string,
  pallets: number,
): Partial<Record<RateId, LanePrice>> {
  const lanes: Partial<Record<RateId, LanePrice>> = {};
  if (!card) return lanes;
  for (const id of RATE_IDS) {
    const lane = priceLane(card, id, postcodeOf(pickup), postcodeOf(delivery), pallets);
    if (lane) lanes[id] = lane;
  }
  return lanes;
}

/** Quotes read and repriced at a time; the event loop takes its turn between two pages. */
export const PREVIEW_PAGE = 1_000;

/** The last 30 days' quotes, newest first, a page at a time (MAX_QUOTES is whole pages). */
function monthQuotes(db: Db) {
  const since = daysAgo(30);
  return pagesById(PREVIEW_PAGE, (before) => {
    let query = db
      .selectFrom('quotes')
      .select([
        'id',
        'pickup_postcode_id',
        'delivery_postcode_id',
        'road_km',
        'chargeable_pallets',
        'is_dg',
        'is_hand_unload',
        'has_tailgate',
        'is_trailer_split',
        'rate_id',
        'pricing',
      ])
      .where('created_at', '>=', since)
      .orderBy('id', 'desc')
      .limit(PREVIEW_PAGE);
    if (before !== undefined) query = query.where('id', '<', before);
    return query.execute();
  });
}

/** The last 30 days' quotes, repriced with the draft as saved: extras, levy, pallets. */
async function lastMonth(db: Db, draft: CompiledCard): Promise<RateCardPreview['lastMonth']> {
  let quotes = 0;
  let compared = 0;
  let sum = 0;
  let byHand = 0;
  for await (const page of monthQuotes(db)) {
    quotes += page.length;
    for (const q of page) {
      const saved = JSON.parse(q.pricing) as QuotePrice;
      const old = saved.rates.find((r) => r.id === q.rate_id);
      const pallets = Number(q.chargeable_pallets);
      const lanes = lanePrices(draft, q.pickup_postcode_id, q.delivery_postcode_id, pallets);
      const levy: AppliedLevy | null = saved.levy;
      const repriced = priceQuote(
        {
          chargeablePallets: pallets,
          straightKm: Number(q.road_km) / rateCard.roadFactor,
          dangerousGoods: Boolean(q.is_dg),
          handUnload: Boolean(q.is_hand_unload),
          tailgate: Boolean(q.has_tailgate),
          trailerSplit: Boolean(q.is_trailer_split),
        },
        levy && {
          monthName: levy.month,
          year: 0,
          local: levy.percent,
          linehaul: levy.percent,
          appliesFrom: levy.appliesFrom,
        },
        lanes,
        draft.surcharges,
      ).rates.find((r) => r.id === q.rate_id);
      if (!repriced) byHand++;
      else if (old && old.exGstCents > 0) {
        compared++;
        sum += repriced.exGstCents / old.exGstCents - 1;
      }
    }
    // Pages are whole: the newest MAX_QUOTES.
    if (quotes >= MAX_QUOTES) break;
  }
  return {
    quotes,
    averageChangePercent: compared ? Math.round((sum / compared) * 1000) / 10 : null,
    byHand,
  };
}

/** The effect of `draft` against `current` (the card in force today). */
export async function previewRateCard(
  db: Db,
  draft: CompiledCard,
  current: CompiledCard | undefined,
): Promise<RateCardPreview> {
  const busiest = current ? await busiestLanes(db, current) : [];
  const basis = busiest.length > 0 ? 'quotes' : 'samples';
  const lanes = (basis === 'quotes' ? busiest : SAMPLE_LANES).filter(
    ([pickup, delivery]) => findSuburb(pickup) && findSuburb(delivery),
  );
  const rows = lanes.flatMap(([pickup, delivery]) =>
    PREVIEW_PALLETS.map((pallets) => {
      const old = lanePrices(current, pickup, delivery, pallets);
      const next = lanePrices(draft, pickup, delivery, pallets);
      return {
        lane: laneName([draft, current], pickup, delivery),
        pickup,
        delivery,
        pallets,
        prices: Object.fromEntries(
          RATE_IDS.map((id) => [id, { old: old[id]?.baseCents, new: next[id]?.baseCents }]),
        ) as Record<RateId, PreviewPrice>,
      };
    }),
  );
  return { basis, rows, lastMonth: await lastMonth(db, draft) };
}

/** A preview cell: "$427.10 → $500.00 (+17.1%)", or "by hand" where a card does not price it. */
export function describeChange({ old, new: next }: PreviewPrice): string {
  if (old === undefined && next === undefined) return 'by hand';
  const o = old === undefined ? 'by hand' : money(old);
  const n = next === undefined ? 'by hand' : money(next);
  const pct =
    old !== undefined && next !== undefined && old > 0
      ? ` (${next >= old ? '+' : ''}${(((next - old) / old) * 100).toFixed(1)}%)`
      : '';
  return `${o} → ${n}${pct}`;
}

/**
 * What the last 30 days' quotes would have cost with the draft, in a sentence or two: the change on
 * average, and how many the draft would leave to be priced by hand (every one, said first and
 * plainly, when it prices none of them).
 */
export function describeLastMonth({
  quotes,
  averageChangePercent: change,
  byHand,
}: RateCardPreview['lastMonth']): string {
  if (quotes === 0) return 'No quotes were saved in the last 30 days to compare.';
  const count = quotes.toLocaleString('en-AU');
  const them =
    quotes === 1 ? 'The one quote of the last 30 days' : `The ${count} quotes of the last 30 days`;
  if (byHand === quotes) {
    return quotes === 1
      ? `${them} would have been priced by hand.`
      : `All ${count} quotes of the last 30 days would have been priced by hand.`;
  }
  let cost = 'could not be compared with the draft.';
  if (change !== null) {
    const pct = Math.abs(change).toFixed(1);
    const by = pct === '0.0' ? 'the same' : `${pct}% ${change > 0 ? 'more' : 'less'}`;
    cost = `would have cost ${by}${quotes === 1 ? '' : ' on average'}.`;
  }
  const left = byHand
    ? ` ${byHand.toLocaleString('en-AU')} of them would have been priced by hand.`
    : '';
  return `${them} ${cost}${left}`;
}
