import 'server-only';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { COMPANY_TIME_ZONE, isCalendarDate, todayIn } from '@/domain/calendar-date';
import type { RateId } from '@/domain/rate-card';
import { compileCard } from '@/domain/zone-rate-card';
import type { CompiledCard, LaneRow, Surcharges, ZoneCard } from '@/domain/zone-rate-card';
import { database, dialect, nowIso } from '../db/client';
import type { Db } from '../db/client';
import type { RateCardStatus, RateCardTables, RateCardsTable } from '../db/tables/rate-cards';
import { writeAudit } from '../staff/audit';
import type { AuditActor } from '../staff/audit';
import { allSuburbs } from '../suburbs/suburbs.server';
import { insertCard } from './card-rows';
import { readRateCardFiles, uncoveredPostcodes } from './rate-card-files';

// The zone rate cards in the database (decision 125): read whole into memory for pricing, checked
// for a newer publish by one small query at most every CHECK_SECONDS, imported as drafts,
// published with an effective date and withdrawn, each step in the audit log.

export type RateCardInfo = {
  id: number;
  status: RateCardStatus;
  effectiveFrom: string | null;
  zoneCount: number;
  laneCount: number;
  source: string;
  createdAt: string;
  createdBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
};

/** Who did it: a staff member, or the terminal (`terminalActor()`, or null for no name). */
export type RateCardActor = AuditActor | null;

export class RateCardError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const companyToday = () => todayIn(COMPANY_TIME_ZONE);

const infoOf = (r: Omit<Selectable<RateCardsTable>, 'surcharges' | 'revision'>): RateCardInfo => ({
  id: Number(r.id),
  status: r.status,
  effectiveFrom: r.effective_from,
  zoneCount: Number(r.zone_count),
  laneCount: Number(r.lane_count),
  source: r.source,
  createdAt: r.created_at,
  createdBy: r.created_by,
  publishedAt: r.published_at,
  publishedBy: r.published_by,
  withdrawnAt: r.withdrawn_at,
  withdrawnBy: r.withdrawn_by,
});

/** Every card, newest first. */
export async function listRateCards(db?: Db): Promise<RateCardInfo[]> {
  const conn = db ?? (await database());
  const rows = await conn
    .selectFrom('rate_cards')
    .select([
      'id',
      'status',
      'effective_from',
      'zone_count',
      'lane_count',
      'source',
      'created_at',
      'created_by',
      'published_at',
      'published_by',
      'withdrawn_at',
      'withdrawn_by',
    ])
    .orderBy('id', 'desc')
    .execute();
  return rows.map(infoOf);
}

/** The published card in force on a day: the latest effective date on or before it. */
export function inForceOn<T extends { status: string; effectiveFrom: string | null; id: number }>(
  cards: readonly T[],
  day: string,
): T | undefined {
  return cards
    .filter((c) => c.status === 'published' && c.effectiveFrom !== null && c.effectiveFrom <= day)
    .sort(latestFirst)
    .reduce<T | undefined>((best, c) => best ?? c, undefined);
}

/**
 * The order in which cards apply: the latest effective date first, and of two on one day the one
 * published later (the higher id), for pricing and for every list of the cards alike.
 */
function latestFirst(
  a: { effectiveFrom: string | null; id: number },
  b: { effectiveFrom: string | null; id: number },
): number {
  if (a.effectiveFrom !== b.effectiveFrom) return a.effectiveFrom! < b.effectiveFrom! ? 1 : -1;
  return b.id - a.id;
}

/** A card's zones, lanes and surcharges, in the order they were written. */
export async function loadRateCard(db: Db, id: number): Promise<ZoneCard | undefined> {
  const card = await db
    .selectFrom('rate_cards')
    .select('surcharges')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!card) return undefined;
  const [zones, lanes] = await Promise.all([
    db
      .selectFrom('rate_card_zones')
      .select(['zone', 'postcode_from', 'postcode_to'])
      .where('card_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('rate_card_lanes')
      .selectAll()
      .where('card_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  return {
    surcharges: JSON.parse(card.surcharges) as Surcharges,
    zones: zones.map((z) => ({
      zone: z.zone,
      from: Number(z.postcode_from),
      to: Number(z.postcode_to),
    })),
    lanes: lanes.map((l): LaneRow => ({
      service: l.service as RateId,
      fromZone: l.from_zone,
      toZone: l.to_zone,
      basicChargeCents: Number(l.basic_charge_cents),
      perPalletCents: Number(l.per_pallet_cents),
      minimumCents: Number(l.minimum_cents),
      maxPallets: l.max_pallets === null ? null : Number(l.max_pallets),
      transitDays: Number(l.transit_days),
    })),
  };
}

/** A card by its number, or the card in force today. */
export async function findRateCard(
  db: Db,
  which: number | 'in-force',
): Promise<{ id: number; card: ZoneCard } | undefined> {
  const id = which === 'in-force' ? inForceOn(await listRateCards(db), companyToday())?.id : which;
  const card = id === undefined ? undefined : await loadRateCard(db, id);
  return id !== undefined && card ? { id, card } : undefined;
}

// --- What pricing reads: the published cards, compiled, in memory. ---

/** How often a server asks whether another process has published or withdrawn a card. */
export const CHECK_SECONDS = 10;

export type CardInForce = { id: number; effectiveFrom: string; card: CompiledCard };

type Published = { revision: number; checkedAt: number; cards: CardInForce[] };

// On globalThis: the pages and the route handlers may be bundled apart, and must share one copy.
const holder = globalThis as unknown as {
  __siteRateCards?: { published?: Published; reading?: Promise<Published> };
};
const state = (holder.__siteRateCards ??= {});

async function highestRevision(db: Db): Promise<number> {
  const row = await db
    .selectFrom('rate_cards')
    .select((eb) => eb.fn.max('revision').as('revision'))
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Ask for the highest revision; read the published cards again only when it moved. */
async function readPublished(): Promise<Published> {
  const db = await database();
  const revision = await highestRevision(db);
  const known = state.published;
  if (known && known.revision === revision) return { ...known, checkedAt: Date.now() };
  const rows = await db
    .selectFrom('rate_cards')
    .select(['id', 'effective_from'])
    .where('status', '=', 'published')
    .execute();
  const compiled = new Map(known?.cards.map((c) => [c.id, c.card]));
  const cards: CardInForce[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    let card = compiled.get(id);
    if (!card) {
      const whole = await loadRateCard(db, id);
      if (!whole) continue;
      card = compileCard(whole);
    }
    cards.push({ id, effectiveFrom: row.effective_from!, card });
  }
  cards.sort(latestFirst);
  return { revision, checkedAt: Date.now(), cards };
}

function refresh(): Promise<Published> {
  state.reading ??= readPublished()
    .then((published) => (state.published = published))
    .finally(() => {
      state.reading = undefined;
    });
  return state.reading;
}

/**
 * The published cards. From memory; once CHECK_SECONDS have passed, the next caller starts the
 * check and is answered from memory meanwhile, so a card published by another process is used
 * within CHECK_SECONDS and a moment, and no request waits for the database but the first.
 */
async function publishedCards(): Promise<CardInForce[]> {
  const known = state.published;
  if (!known) return (await refresh()).cards;
  if (Date.now() - known.checkedAt >= CHECK_SECONDS * 1000) void refresh().catch(() => undefined);
  return known.cards;
}

/** The card that prices a pickup on this day (yyyy-MM-dd), or undefined when none applies. */
export async function rateCardFor(day: string): Promise<CardInForce | undefined> {
  return (await publishedCards()).find((c) => c.effectiveFrom <= day);
}

/** Forget the cards in memory: this process has just changed them. */
export function forgetRateCards(): void {
  state.published = undefined;
}

// --- Changing the cards ---

async function nextRevision(db: Kysely<RateCardTables>): Promise<number> {
  return (await highestRevision(db)) + 1;
}

/** The key of PostgreSQL's advisory lock that rate card changes take (any number of our own). */
const CHANGE_LOCK = 0x7a7e_ca4d;

/**
 * Rate card changes one at a time, so a draft is published or replaced once and each change has
 * its own revision: on PostgreSQL a transaction-scoped advisory lock, waited for, taken before
 * anything is read; on SQLite the write transaction holds the database already.
 */
async function oneChangeAtATime(trx: Db): Promise<void> {
  if (dialect() === 'postgres')
    await sql`select pg_advisory_xact_lock(${CHANGE_LOCK})`.execute(trx);
}

const who = (actor: RateCardActor) => actor?.email ?? 'terminal';

/**
 * Read the files as a card and save it as the draft (the previous draft goes). A bad file changes
 * nothing: RateCardFileError lists each fault. Answers the draft's id and the postcodes of the
 * suburb list no zone covers (not priced online).
 */
export async function importRateCard(
  db: Db,
  files: { zones: string; lanes: string; surcharges: Record<string, string> },
  actor: RateCardActor,
  source: 'console' | 'terminal',
): Promise<{ id: number; uncovered: string[]; card: ZoneCard }> {
  const card = readRateCardFiles(files);
  const uncovered = uncoveredPostcodes(
    card.zones,
    allSuburbs().map((s) => s.postcode),
  );
  const id = await db.transaction().execute(async (trx) => {
    await oneChangeAtATime(trx);
    await trx.deleteFrom('rate_cards').where('status', '=', 'draft').execute();
    const draftId = await insertCard(trx as unknown as Kysely<RateCardTables>, card, {
      status: 'draft',
      effective_from: null,
      source,
      created_at: nowIso(),
      created_by: who(actor),
      revision: 0,
    });
    await writeAudit(trx, {
      action: 'rates.import',
      actor,
      subject: `rate_cards:${draftId}`,
      detail:
        `Draft from the ${source}: ${new Set(card.zones.map((z) => z.zone)).size} zones in ${card.zones.length} postcode ranges, ${card.lanes.length} lane rows` +
        (uncovered.length ? `; ${uncovered.length} postcodes of the suburb list in no zone` : ''),
    });
    return draftId;
  });
  return { id, uncovered, card };
}

async function cardInfo(db: Db, id: number): Promise<RateCardInfo> {
  const row = await db.selectFrom('rate_cards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new RateCardError(404, `There is no rate card ${id}.`);
  return infoOf(row);
}

/** A card may be published from today or a later day, written yyyy-MM-dd. */
export function checkEffectiveDate(effectiveFrom: string): void {
  const today = companyToday();
  if (!isCalendarDate(effectiveFrom)) {
    throw new RateCardError(400, 'The effective date must be a date written yyyy-MM-dd.');
  }
  if (effectiveFrom < today) {
    throw new RateCardError(400, `The effective date must be today (${today}) or later.`);
  }
}

/** Publish a draft from a day on (today or later). */
export async function publishRateCard(
  db: Db,
  id: number,
  effectiveFrom: string,
  actor: RateCardActor,
): Promise<RateCardInfo> {
  checkEffectiveDate(effectiveFrom);
  await db.transaction().execute(async (trx) => {
    await oneChangeAtATime(trx);
    const card = await cardInfo(trx, id);
    if (card.status !== 'draft') {
      throw new RateCardError(409, `Rate card ${id} is not a draft: it was ${card.status}.`);
    }
    await trx
      .updateTable('rate_cards')
      .set({
        status: 'published',
        effective_from: effectiveFrom,
        published_at: nowIso(),
        published_by: who(actor),
        revision: await nextRevision(trx as unknown as Kysely<RateCardTables>),
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      action: 'rates.publish',
      actor,
      subject: `rate_cards:${id}`,
      detail: `Published for pickups from ${effectiveFrom}: ${card.zoneCount} zones, ${card.laneCount} lane rows${actor ? '' : ', from the terminal'}`,
    });
  });
  forgetRateCards();
  return cardInfo(db, id);
}

/** Withdraw a card published ahead, until the day it applies. */
export async function withdrawRateCard(
  db: Db,
  id: number,
  actor: RateCardActor,
): Promise<RateCardInfo> {
  const today = companyToday();
  await db.transaction().execute(async (trx) => {
    await oneChangeAtATime(trx);
    const card = await cardInfo(trx, id);
    if (card.status !== 'published' || card.effectiveFrom === null || card.effectiveFrom <= today) {
      throw new RateCardError(
        409,
        `Rate card ${id} cannot be withdrawn: only a card published ahead can be, until the day it applies.`,
      );
    }
    await trx
      .updateTable('rate_cards')
      .set({
        status: 'withdrawn',
        withdrawn_at: nowIso(),
        withdrawn_by: who(actor),
        revision: await nextRevision(trx as unknown as Kysely<RateCardTables>),
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      action: 'rates.withdraw',
      actor,
      subject: `rate_cards:${id}`,
      detail: `Withdrawn before ${card.effectiveFrom}${actor ? '' : ', from the terminal'}`,
    });
  });
  forgetRateCards();
  return cardInfo(db, id);
}

/** The cards as the console and `rates list` group them on a day. */
export function groupRateCards(cards: readonly RateCardInfo[], today: string) {
  const inForce = inForceOn(cards, today);
  return {
    inForce,
    ahead: cards
      .filter((c) => c.status === 'published' && c.effectiveFrom! > today)
      .sort((a, b) => (a.effectiveFrom! < b.effectiveFrom! ? -1 : 1)),
    draft: cards.find((c) => c.status === 'draft'),
    past: cards.filter(
      (c) =>
        c !== inForce &&
        (c.status === 'withdrawn' || (c.status === 'published' && c.effectiveFrom! <= today)),
    ),
  };
}
