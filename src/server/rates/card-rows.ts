import type { Kysely } from 'kysely';
import type { ZoneCard } from '@/domain/zone-rate-card';
import type { RateCardTables, RateCardsTable } from '../db/tables/rate-cards';
import type { Insertable } from 'kysely';

// A card's rows, written by the migration that ships the first card and by every import.

/** Rows per insert: well under either database's limit of bound values. */
const CHUNK = 1_000;

async function insertChunked<T extends keyof RateCardTables>(
  db: Kysely<RateCardTables>,
  table: T,
  rows: Insertable<RateCardTables[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** Insert a card and its zones and lanes; answers its id. Run it inside a transaction. */
export async function insertCard(
  db: Kysely<RateCardTables>,
  card: ZoneCard,
  values: Omit<Insertable<RateCardsTable>, 'surcharges' | 'zone_count' | 'lane_count'>,
): Promise<number> {
  const inserted = await db
    .insertInto('rate_cards')
    .values({
      ...values,
      surcharges: JSON.stringify(card.surcharges),
      zone_count: new Set(card.zones.map((z) => z.zone)).size,
      lane_count: card.lanes.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardId = Number(inserted.id);
  await insertChunked(
    db,
    'rate_card_zones',
    card.zones.map((z, position) => ({
      card_id: cardId,
      position,
      zone: z.zone,
      postcode_from: z.from,
      postcode_to: z.to,
    })),
  );
  await insertChunked(
    db,
    'rate_card_lanes',
    card.lanes.map((l, position) => ({
      card_id: cardId,
      position,
      service: l.service,
      from_zone: l.fromZone,
      to_zone: l.toZone,
      basic_charge_cents: l.basicChargeCents,
      per_pallet_cents: l.perPalletCents,
      minimum_cents: l.minimumCents,
      max_pallets: l.maxPallets,
      transit_days: l.transitDays,
    })),
  );
  return cardId;
}
