import 'server-only';
import {
  addCalendarDays,
  quoteBookingSchema,
  quoteMessages,
  saveQuoteSchema,
} from '@/domain/quote';
import type {
  QuoteBooking,
  QuoteMailInput,
  QuoteSchemaContext,
  SaveQuoteInput,
} from '@/domain/quote';
import { EARLIEST_TIME_ZONE, todayIn } from '@/domain/calendar-date';
import { formatDisplayDate } from '@/domain/format';
import { PALLET_KG, consignmentFigures } from '@/domain/quote-math';
import type { ConsignmentFigures } from '@/domain/quote-math';
import { quoteNumberFromBytes } from '@/domain/quote-number';
import { priceQuote } from '@/domain/quote-pricing';
import type { QuotePrice } from '@/domain/quote-pricing';
import type { SavedQuoteData } from '@/domain/quote';
import { RATE_IDS, rateCard, rateIdFromLabel } from '@/domain/rate-card';
import type { RateId } from '@/domain/rate-card';
import { priceLane } from '@/domain/zone-rate-card';
import type { LanePrice } from '@/domain/zone-rate-card';
import { greatCircleKm } from '@/domain/suburb';
import type { Suburb } from '@/domain/suburb';
import { pooledRandomBytes } from '../crypto/random-bytes';
import { database, dialect, nowIso, writeSteps } from '../db/client';
import type { Db } from '../db/client';
import { groupCommit } from '../db/group-commit';
import { postgresQuoteSteps, sqliteQuoteSteps } from '../db/quote-writes';
import type { QuoteGroupRows } from '../db/quote-writes';
import type { WriteStep } from '../db/write-steps';
import { env } from '../env';
import { ApiError, TOO_MANY_REQUESTS } from '../http/api';
import { KeyAlreadyKept, keepKey, keepKeysStep, keyRow } from '../http/idempotency';
import type { KeyToKeep } from '../http/idempotency';
import {
  hitRateLimit,
  limitFor,
  takeVisitorMail,
  visitorMailShares,
  visitorMailCapMessage,
} from '../http/rate-limit';
import { writtenWhenSent } from '../mail/queued-mail';
import { quoteMailSubject } from '../mail/templates/quote-mail';
import { enqueueMails, kickDelivery, outboxRows } from '../outbox/outbox';
import type { OutgoingMail } from '../outbox/outbox';
import { findSuburb, isKnownSuburb } from '../suburbs/suburbs.server';
import { withDeliveryEstimates } from './delivery-estimate.server';
import { fuelLevyInForce } from './fuel-levy.server';
import { companyToday, rateCardFor } from '../rates/rate-cards.server';
import { findSavedQuote } from './saved-quote.server';
import type { SavedQuote } from './saved-quote.server';

// The quote calculator's server side: prices, saves, mails and looks up quotes. Every figure is
// recomputed here from the booking; what the page showed is never trusted.

/**
 * Server rules for the shared schemas. "Today" is the earliest calendar date anywhere on Earth
 * (UTC-12), so a visitor's own today is never refused as past, whatever their time zone.
 */
const serverQuoteContext: QuoteSchemaContext = {
  isKnownSuburb,
  today: () => todayIn(EARLIEST_TIME_ZONE),
};

export const serverBookingSchema = quoteBookingSchema(serverQuoteContext);
export const serverSaveQuoteSchema = saveQuoteSchema(serverQuoteContext);

export type ComputedQuote = {
  pickup: Suburb;
  delivery: Suburb;
  figures: ConsignmentFigures;
  pricing: QuotePrice;
  expiryDate: string;
  /** The card that priced it; undefined when none applies on the pickup date. */
  rateCardId: number | undefined;
  /** The card's effective date when it is not yet in force today: "prices from …". */
  pricesFrom: string | undefined;
};

function suburbOrFail(label: string, message: string, field: 'pickup' | 'delivery'): Suburb {
  const suburb = findSuburb(label);
  if (!suburb) throw new ApiError(400, message, { field });
  return suburb;
}

/**
 * Weights, pallets, distance and the prices of a booking by the zone rate card and the fuel levy
 * in force on its pickup date (decision 125). A service the card does not price on this lane has
 * no rate; none at all: the route is priced by hand.
 */
async function computeQuote(booking: QuoteBooking): Promise<ComputedQuote> {
  const pickup = suburbOrFail(booking.pickup, quoteMessages.pickupInvalid, 'pickup');
  const delivery = suburbOrFail(booking.delivery, quoteMessages.deliveryInvalid, 'delivery');
  const figures = consignmentFigures(booking.packagings);
  const [levy, inForce] = await Promise.all([
    fuelLevyInForce(booking.date),
    rateCardFor(booking.date),
  ]);
  const lanes: Partial<Record<RateId, LanePrice>> = {};
  if (inForce) {
    for (const id of RATE_IDS) {
      const lane = priceLane(
        inForce.card,
        id,
        pickup.postcode,
        delivery.postcode,
        figures.chargeablePallets,
      );
      if (lane) lanes[id] = lane;
    }
  }
  const pricing = priceQuote(
    {
      chargeablePallets: figures.chargeablePallets,
      straightKm: greatCircleKm(pickup, delivery),
      dangerousGoods: booking.is_dg,
      handUnload: booking.is_hand_unload,
      tailgate: booking.has_tailgate,
      trailerSplit: booking.is_trailer_split,
    },
    levy,
    lanes,
    inForce?.card.surcharges ?? rateCard.surcharges,
  );
  return {
    pickup,
    delivery,
    figures,
    pricing,
    expiryDate: addCalendarDays(booking.date, rateCard.validityDays),
    rateCardId: inForce?.id,
    pricesFrom:
      inForce && inForce.effectiveFrom > companyToday() ? inForce.effectiveFrom : undefined,
  };
}

/** The answer of POST /tms/getQuoteRates: the two rates and the figures behind them. */
export async function quoteRates(booking: QuoteBooking) {
  const q = await computeQuote(booking);
  // A consignment lighter than one pallet (by dead or cubic weight) is charged a pallet space.
  const minimumPalletSpace = q.figures.chargeableWeight < PALLET_KG;
  return {
    rates: withDeliveryEstimates(q.pricing.rates, booking.date, q.pricing.roadKm).map((rate) =>
      minimumPalletSpace ? { ...rate, minimumPalletSpace } : rate,
    ),
    expiryDate: q.expiryDate,
    roadKm: q.pricing.roadKm,
    levy: q.pricing.levy,
    // Added fields (decision 125): no rate at all means the route is priced by hand, and a card
    // published ahead names the day its prices start.
    ...(q.pricing.rates.length === 0 ? { priceByHand: true } : {}),
    ...(q.pricesFrom ? { pricesFrom: q.pricesFrom } : {}),
    total_weight: q.figures.totalWeight,
    chargeablePallets: q.figures.chargeablePallets,
    packagings: q.figures.packages.map((f) => ({
      total_weight: f.totalWeight,
      cubic_weight: f.cubicWeight,
      chargeablePallets: f.chargeablePallets,
    })),
  };
}

/**
 * The visitor's mail and the company's copy (to MAIL_TO, answered to the visitor), queued with
 * their subjects and addresses only: the outbox writes their bodies, and the visitor's PDF, from
 * the saved quote when it sends them (decision 072), so saving a quote only inserts rows.
 */
function quoteMails(
  quote: { id: number; quoteNumber: string; pickup: string; delivery: string },
  rateId: RateId,
  email: string,
  resent: boolean,
): OutgoingMail[] {
  const suffix = resent ? '.resend' : '';
  const ref = `quotes:${quote.id}`;
  const html = writtenWhenSent({ kind: 'quote', rateId });
  return [
    {
      topic: `quote.visitor${suffix}`,
      ref,
      to: email,
      subject: quoteMailSubject(quote),
      html,
    },
    {
      topic: `quote.company${suffix}`,
      ref,
      to: env().MAIL_TO,
      replyTo: email,
      subject: quoteMailSubject({ ...quote, forCompany: { email } }),
      html,
    },
  ];
}

async function isQuoteNumberTaken(quoteNumber: string): Promise<boolean> {
  const db = await database();
  const row = await db
    .selectFrom('quotes')
    .select('id')
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** What saveQuote answers. */
type SaveAnswer = { qn_random: string; error: 0; message: string };

const saveAnswer = (quoteNumber: string): SaveAnswer => ({
  qn_random: quoteNumber,
  error: 0,
  message: 'Quotation saved.',
});

/** A priced quote ready to be saved under its number, with the Idempotency-Key it keeps. */
type QuoteToSave = {
  input: SaveQuoteInput;
  q: ComputedQuote;
  rateId: RateId;
  quoteNumber: string;
  once?: KeyToKeep<SaveAnswer>;
};

/** The quote's own row. */
function quoteRow({ input, q, rateId, quoteNumber }: QuoteToSave, createdAt: string) {
  return {
    quote_number: quoteNumber,
    is_dg: input.is_dg ? 1 : 0,
    is_hand_unload: input.is_hand_unload ? 1 : 0,
    is_trailer_split: input.is_trailer_split ? 1 : 0,
    has_tailgate: input.has_tailgate ? 1 : 0,
    pickup_postcode_id: q.pickup.label,
    delivery_postcode_id: q.delivery.label,
    pickup_date: input.date,
    expiry_date: q.expiryDate,
    road_km: q.pricing.roadKm,
    total_weight: q.figures.totalWeight,
    chargeable_weight: q.figures.chargeableWeight,
    chargeable_pallets: q.figures.chargeablePallets,
    pricing: JSON.stringify(q.pricing),
    rate_id: rateId,
    rate_card_id: q.rateCardId ?? null,
    email: input.email,
    created_at: createdAt,
  };
}

/** The rows of the quote's packages, without the quote's id. */
function packagingRows({ input, q }: QuoteToSave) {
  return input.packagings.map((p, i) => ({
    position: i,
    packaging_type_id: p.type,
    quantity: p.quantity,
    length: p.length,
    width: p.width,
    height: p.height,
    weight: p.weight,
    total_weight: q.figures.packages[i]!.totalWeight,
    cubic_weight: q.figures.packages[i]!.cubicWeight,
    chargeable_pallets: q.figures.packages[i]!.chargeablePallets,
  }));
}

/** The quote's two mails, once its id is known. */
function mailsOf(save: QuoteToSave, id: number): OutgoingMail[] {
  const { q, rateId, input, quoteNumber } = save;
  return quoteMails(
    { id, quoteNumber, pickup: q.pickup.label, delivery: q.delivery.label },
    rateId,
    input.email,
    false,
  );
}

/** The saves matched to their ids: neither database promises the order of RETURNING rows. */
function withIds(saves: QuoteToSave[], rows: Record<string, unknown>[]) {
  const ids = new Map(rows.map((r) => [String(r.quote_number), Number(r.id)]));
  return saves.map((save) => {
    const id = ids.get(save.quoteNumber);
    if (id === undefined) throw new Error(`Quote ${save.quoteNumber} was not saved`);
    return { save, id };
  });
}

/** A group's rows, each table's in the order of its saves: packages and mails name their quote. */
function rowsOf(saves: QuoteToSave[]): QuoteGroupRows {
  const createdAt = nowIso();
  return {
    quotes: saves.map((save) => quoteRow(save, createdAt)),
    packagings: saves.flatMap((save) =>
      packagingRows(save).map((row) => ({ quote_number: save.quoteNumber, ...row })),
    ),
    // Built with a stand-in id: each mail's `ref` (`quotes:<id>`) is made in the statement.
    mails: saves.flatMap((save) =>
      outboxRows(mailsOf(save, 0)).map((row) => ({ quote_number: save.quoteNumber, ...row })),
    ),
  };
}

/**
 * Where a save takes its visitor's daily mail share. On SQLite, inside the transaction that writes
 * the quote: each commit is a write, so one commit for the group is cheapest, and a refused save
 * gives its share back with the rest. On PostgreSQL, before the write, while the quote is priced:
 * the quotes then go in one statement, and a refused save has counted its try, as every other
 * limit does.
 */
const sharesInTransaction = () => dialect() === 'sqlite';

/**
 * The statement that keeps the Idempotency-Keys of the saves that carry one, with their answers
 * (decision 130), in the write that saves them; undefined when none does.
 */
function keysStep(saves: QuoteToSave[]): WriteStep | undefined {
  const now = Date.now();
  const rows = saves.flatMap(({ once, quoteNumber }) =>
    once ? [keyRow(once, once.answerOf(saveAnswer(quoteNumber)), now)] : [],
  );
  return rows.length === 0 ? undefined : keepKeysStep(rows, now, dialect() === 'sqlite');
}

/**
 * Write quotes all or nothing, as finished statements (decision 113): one statement on
 * PostgreSQL; on SQLite a transaction that also takes the visitors' mail shares and keeps nothing
 * when one is refused. Saves with an Idempotency-Key keep it in the same transaction (on
 * PostgreSQL the statement and the key's then go in one), and a key kept before by another call
 * undoes the write: that save is answered with the other call's answer.
 */
async function writeQuotes(saves: QuoteToSave[]): Promise<void> {
  const keys = keysStep(saves);
  const rows = rowsOf(saves);
  const steps = sharesInTransaction()
    ? sqliteQuoteSteps(rows, visitorMailShares(saves.map((save) => save.input.email)))
    : postgresQuoteSteps(rows);
  if (keys) steps.push(keys);
  const result = await writeSteps(steps);
  if (result.refused && steps[result.step] === keys) {
    // In a group, which save's key it was is found when each is saved alone.
    throw saves.length === 1 ? new KeyAlreadyKept() : new Error('a key of the group was kept');
  }
  if (result.refused) throw new ApiError(429, visitorMailCapMessage(), { field: 'email' });
  // Throws, which sends the group down the path of saves made alone, if a quote is missing.
  withIds(saves, result.rows[0]!);
  for (const { once } of saves) if (once) once.kept = true;
}

/**
 * Save one quote on its own. 40 random bits: a number already taken is so rare that it is looked
 * for only when the insert fails, and then drawn again.
 */
async function saveQuoteAlone(save: QuoteToSave): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const quoteNumber = attempt === 0 ? save.quoteNumber : newQuoteNumber();
    try {
      await writeQuotes([{ ...save, quoteNumber }]);
      return quoteNumber;
    } catch (err) {
      const theirs = err instanceof ApiError || err instanceof KeyAlreadyKept;
      if (theirs || attempt >= 4 || !(await isQuoteNumberTaken(quoteNumber))) {
        throw err;
      }
    }
  }
}

const newQuoteNumber = () => quoteNumberFromBytes(pooledRandomBytes(5));

/**
 * Quotes saved at the same moment are committed together (see group-commit.ts): a quote whose
 * neighbour fails (a number drawn twice, an address past its share) is saved on its own instead.
 */
const commitQuote = groupCommit<QuoteToSave, string>({
  maxGroup: 16,
  async together(_db, saves) {
    await writeQuotes(saves);
    return saves.map((save) => save.quoteNumber);
  },
  alone: saveQuoteAlone,
});

/**
 * Save a quote with its packages and queue its two mails (the visitor's and the company's copy),
 * all in one transaction: either everything is kept or nothing is. The transaction only inserts;
 * the mails are written when they are sent.
 */
export async function saveQuote(
  input: SaveQuoteInput,
  once?: KeyToKeep<SaveAnswer>,
): Promise<SaveAnswer> {
  const rateId = rateIdFromLabel(input.label);
  if (!rateId) throw new ApiError(400, quoteMessages.pickRate, { field: 'label' });
  // The quote is mailed to the address typed in: refused, and nothing kept, past the day's share
  // (see sharesInTransaction). Taken before the write, with the other calls' limits of the moment,
  // a share used by a save that then fails errs on the side of the inbox's owner.
  const [q, allowed] = await Promise.all([
    computeQuote(input),
    sharesInTransaction() || takeVisitorMail(undefined, input.email),
  ]);
  if (!allowed) throw new ApiError(429, visitorMailCapMessage(), { field: 'email' });
  if (!q.pricing.rates.some((r) => r.id === rateId)) {
    throw new ApiError(400, quoteMessages.priceByHand, { field: 'label' });
  }
  const quoteNumber = await commitQuote({ input, q, rateId, quoteNumber: newQuoteNumber(), once });
  kickDelivery();
  return saveAnswer(quoteNumber);
}

function notSavedError(quoteNumber: string): ApiError {
  return new ApiError(
    404,
    `There is no saved quotation ${quoteNumber} for this e-mail address. Please save the quote first.`,
    { success: false, field: 'quote_number' },
  );
}

function expiredError(quoteNumber: string, expiryDate: string): ApiError {
  return new ApiError(
    410,
    `Quotation ${quoteNumber} expired on ${formatDisplayDate(expiryDate)}. Please get a new quote.`,
    { success: false, field: 'quote_number' },
  );
}

type MailAnswer = { success: true; message: string; quote_number: string };

/**
 * The page's follow-up e-mail call. The mail was queued with the quote when it was saved, so this
 * only confirms that the quote exists for this address: it never queues a second copy. With
 * `resend` (a quote looked up by its number) it mails the saved quote again: see resendQuote.
 */
export async function mailQuote(
  input: QuoteMailInput,
  ip: string,
  once?: KeyToKeep<MailAnswer>,
): Promise<MailAnswer> {
  if (input.resend) return resendQuote(input, ip, once);
  const db = await database();
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'email'])
    .where('quote_number', '=', input.quote_number)
    .executeTakeFirst();
  // An unknown number and a number saved for another address get the same answer, so the call
  // tells nobody which quote numbers exist.
  if (!quote || quote.email.toLowerCase() !== input.email.toLowerCase()) {
    throw notSavedError(input.quote_number);
  }
  const queued = await db
    .selectFrom('outbox')
    .select('id')
    .where('ref', '=', `quotes:${quote.id}`)
    .where('topic', '=', 'quote.visitor')
    .executeTakeFirst();
  if (!queued) throw new ApiError(409, quoteMessages.sendFailed, { success: false });
  kickDelivery();
  return { success: true, message: quoteMessages.sent, quote_number: input.quote_number };
}

/**
 * Mail a saved, unexpired quote again under its own number, with the prices, levy and expiry it
 * was saved with (whatever the rate card or the levy says today), to the address it was saved
 * with, with a copy to the company. Another address gets the same 404 as an unknown number, so a
 * quote number alone mails nobody and tells nobody it exists (decision 150). Its pickup date may
 * have passed: a quote holds until its expiry date. Counts against the caller's mail limit and the
 * mailbox's daily share, like any mail.
 */
async function resendQuote(
  input: QuoteMailInput,
  ip: string,
  once?: KeyToKeep<MailAnswer>,
): Promise<MailAnswer> {
  const db = await database();
  const { quote, pricing } = await unexpiredQuote(db, input.quote_number, input.email);
  const rateId = rateIdFromLabel(input.label);
  if (!rateId || !pricing.rates.some((r) => r.id === rateId)) {
    throw new ApiError(400, quoteMessages.pickRate, { field: 'label' });
  }
  const limit = await hitRateLimit(`mail:${ip}`, limitFor('mail'));
  if (!limit.allowed) {
    throw new ApiError(429, TOO_MANY_REQUESTS, { retryAfter: limit.retryAfterSeconds });
  }
  const mails = quoteMails(
    {
      id: quote.id,
      quoteNumber: quote.quote_number,
      pickup: quote.pickup_postcode_id,
      delivery: quote.delivery_postcode_id,
    },
    rateId,
    input.email,
    true,
  );
  const answer: MailAnswer = {
    success: true,
    message: quoteMessages.sent,
    quote_number: quote.quote_number,
  };
  await db.transaction().execute(async (trx) => {
    if (!(await takeVisitorMail(trx, input.email))) {
      throw new ApiError(429, visitorMailCapMessage(), { success: false, field: 'email' });
    }
    await enqueueMails(trx, mails);
    await keepKey(trx, once, answer);
  });
  if (once) once.kept = true;
  kickDelivery();
  return answer;
}

/**
 * A saved quote that has not expired, by number (and, given `email`, saved with that address, in
 * any case). Unknown, or saved with another address: 404; expired: 410.
 */
async function unexpiredQuote(db: Db, quoteNumber: string, email?: string): Promise<SavedQuote> {
  const saved = await findSavedQuote(db, { quoteNumber });
  const owner = saved?.quote.email.trim().toLowerCase();
  if (!saved || (email !== undefined && owner !== email.trim().toLowerCase())) {
    throw new ApiError(404, quoteMessages.quoteNumberInvalid, {
      success: false,
      field: 'quote_number',
    });
  }
  if (saved.quote.expiry_date < serverQuoteContext.today()) {
    throw expiredError(saved.quote.quote_number, saved.quote.expiry_date);
  }
  return saved;
}

/** Look a quote up by number (spec §3 "saved quote"). Unknown: 404; expired: 410. */
export async function checkQuote(
  quoteNumber: string,
): Promise<{ success: true; message: string; data: SavedQuoteData }> {
  const db = await database();
  const { quote, packagings, pricing } = await unexpiredQuote(db, quoteNumber);
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where('quote_id', '=', quote.id)
    .executeTakeFirst();
  return {
    success: true,
    message: quoteMessages.retrieved,
    data: {
      quote_number: quote.quote_number,
      is_dg: Boolean(quote.is_dg),
      is_hand_unload: Boolean(quote.is_hand_unload),
      is_trailer_split: Boolean(quote.is_trailer_split),
      has_tailgate: Boolean(quote.has_tailgate),
      pickup_postcode_id: quote.pickup_postcode_id,
      delivery_postcode_id: quote.delivery_postcode_id,
      date: quote.pickup_date,
      expiry_date: quote.expiry_date,
      packagings,
      rates: withDeliveryEstimates(pricing.rates, quote.pickup_date, Number(quote.road_km)),
      rate_id: quote.rate_id as RateId,
      road_km: Number(quote.road_km),
      levy: pricing.levy,
      total_weight: Number(quote.total_weight),
      chargeable_pallets: Number(quote.chargeable_pallets),
      ...(booking ? { booked: true as const } : {}),
    },
  };
}
