import 'server-only';
import type { Selectable, Transaction } from 'kysely';
import { createElement } from 'react';
import { createEvent } from 'ics';
import { site } from '@/content/site';
import {
  bookingMessages,
  bookingNotFoundMessage,
  bookingStatusLabels,
  isBookingStatus,
  statusChangeRefusal,
} from '@/domain/booking';
import { postcodeOf } from '@/domain/postcode';
import type {
  BookingRequest,
  BookingStatus,
  PickupMove,
  TimelineEntry,
  TrackAnswer,
  TrackRequest,
} from '@/domain/booking';
import { bookingReferenceFromBytes, parseBookingReference } from '@/domain/booking-reference';
import {
  addCalendarDays,
  COMPANY_TIME_ZONE,
  EARLIEST_TIME_ZONE,
  todayIn,
} from '@/domain/calendar-date';
import { estimateDelivery } from '@/domain/delivery-estimate';
import { formatDisplayDate } from '@/domain/format';
import { packagingTypeName } from '@/domain/packaging-types';
import { pickupDateRefusal } from '@/domain/pickup-date';
import { formatKg } from '@/domain/quote-math';
import { quoteExtras } from '@/domain/quote-summary';
import type { QuotePrice, RatePrice } from '@/domain/quote-pricing';
import type { RateId } from '@/domain/rate-card';
import { absoluteUrl } from '@/lib/site-url';
import { isNationalPublicHoliday } from '../calendar/public-holidays.server';
import { pooledRandomBytes } from '../crypto/random-bytes';
import { database, nowIso } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { env } from '../env';
import { ApiError } from '../http/api';
import { keepKey } from '../http/idempotency';
import type { KeyToKeep } from '../http/idempotency';
import { takeVisitorMail, visitorMailCapMessage } from '../http/rate-limit';
import { writeAudit } from '../staff/audit';
import { renderMail } from '../mail/render';
import {
  BookingCustomerMail,
  bookingCustomerMailSubject,
} from '../mail/templates/booking-customer-mail';
import type { BookingSummary } from '../mail/templates/booking-customer-mail';
import {
  BookingOperationsMail,
  bookingOperationsMailSubject,
} from '../mail/templates/booking-operations-mail';
import {
  bookingStatusMailSubject,
  renderBookingStatusMail,
} from '../mail/templates/booking-status-mail';
import { enqueueMail, kickDelivery } from '../outbox/outbox';
import type { MailAttachment } from '../outbox/outbox';
import { buildQuotePdf, quotePdfFileName, savedQuotePdfInput } from '../pdf/quote-pdf';
import { pickupDaysOf } from './pickup-days.server';

// Booking a saved quote and following it (docs/decisions/090–094). The booking takes every price
// from the saved quote; each status change and its customer mail are written in one transaction.

type QuoteRow = Selectable<Database['quotes']>;
type BookingRow = Selectable<Database['bookings']>;

/** "Today" for expiry and past pickups: the earliest today on Earth, as the quote look-up uses. */
const today = () => todayIn(EARLIEST_TIME_ZONE);

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function quoteNotFound(quoteNumber: string): ApiError {
  return new ApiError(
    404,
    `There is no saved quotation ${quoteNumber} for this e-mail address. Please check the quotation number and the e-mail address it was sent to.`,
    { field: 'quote_number' },
  );
}

/**
 * The saved quote with this number, if it was saved for this address. An unknown number and a
 * number saved for another address get the same 404, so no one learns which numbers exist.
 */
export async function findQuoteForOwner(
  db: Db | Transaction<Database>,
  quoteNumber: string,
  email: string,
): Promise<QuoteRow> {
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirst();
  if (!quote || !sameAddress(quote.email, email)) throw quoteNotFound(quoteNumber);
  return quote;
}

/** The rate the customer chose when saving the quote, exactly as it was priced then. */
function chosenRate(quote: QuoteRow): RatePrice {
  const pricing = JSON.parse(quote.pricing) as QuotePrice;
  const rate = pricing.rates.find((r) => r.id === quote.rate_id);
  if (!rate) throw new Error(`Quote ${quote.quote_number} has no saved ${quote.rate_id} rate`);
  return rate;
}

async function newBookingReference(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = bookingReferenceFromBytes(pooledRandomBytes(5));
    const taken = await db
      .selectFrom('bookings')
      .select('id')
      .where('booking_reference', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error('Could not draw an unused booking reference');
}

function alreadyBooked(quoteNumber: string, reference: string): ApiError {
  return new ApiError(
    409,
    `Quotation ${quoteNumber} is already booked. Your booking reference is ${reference}.`,
    { field: 'quote_number', booking_reference: reference },
  );
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
const timeParts = (time: string) => time.split(':').map(Number) as [number, number];

/**
 * The pickup window as a calendar file. Times are floating (no time zone): 08:00 is 08:00 at the
 * pickup address, which is where the customer's freight and staff are.
 */
export function pickupCalendar(s: BookingSummary): MailAttachment {
  const event = createEvent({
    uid: `${s.reference.toLowerCase()}@${site.emails.noreply.split('@')[1]}`,
    productId: `${site.name}//Bookings`,
    title: `Freight pickup ${s.reference} – ${site.name}`,
    description: `Booking ${s.reference} (quotation ${s.quoteNumber}): ${s.rate.label} from ${s.pickupSuburb} to ${s.deliverySuburb}. Please have the freight labelled and ready from ${s.readyFrom}. Follow the booking at ${s.trackLink}`,
    location: s.pickupSuburb,
    start: [...dayParts(s.pickupDate), ...timeParts(s.readyFrom)],
    startInputType: 'local',
    startOutputType: 'local',
    end: [...dayParts(s.pickupDate), ...timeParts(s.closesAt)],
    endInputType: 'local',
    endOutputType: 'local',
    status: 'TENTATIVE',
  });
  if (event.error || !event.value) throw event.error ?? new Error('Calendar file not made');
  return {
    filename: `pickup-${s.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(event.value, 'utf8'),
  };
}

function operationsAddress(): string {
  const e = env();
  return e.BOOKINGS_MAIL_TO ?? e.MAIL_TO;
}

/** /track with the booking's reference filled in: the customer adds their e-mail or postcode. */
export const trackLink = (reference: string) =>
  absoluteUrl(`/track?reference=${encodeURIComponent(reference)}`);

/** The console's page of a booking, linked from operations' mail. */
export const consoleBookingLink = (id: number) => absoluteUrl(`/staff/items/booking/${id}`);

/** Where a customer's reply about a booking goes: the operations team's address. */
const bookingReplyTo = () => operationsAddress();

/** "1 pallet", "2 pallets". */
export const pallets = (count: number) => `${count} pallet${count === 1 ? '' : 's'}`;

/** What a booking request answers. */
export type BookingAnswer = { booking_reference: string };

/**
 * The pickup date of a booking (decision 144): the one asked for, or, when the request names none,
 * the first pickup day on or after the quote's own date. A day that is not a pickup day of the
 * quote (passed, after its cut-off, a weekend, a holiday in the pickup state, after the quote's
 * expiry) is refused with 400 naming `pickup_date`. The prices stay the quote's either way.
 */
function chosenPickupDate(quote: QuoteRow, asked: string | undefined): string {
  if (asked === undefined && quote.pickup_date < today()) {
    throw new ApiError(
      400,
      `The pickup date of quotation ${quote.quote_number}, ${formatDisplayDate(quote.pickup_date)}, has passed. Please choose a new pickup date.`,
      { field: 'pickup_date' },
    );
  }
  const days = pickupDaysOf(quote);
  const day = asked ?? days.dates.find((d) => d >= quote.pickup_date) ?? quote.pickup_date;
  const refusal = pickupDateRefusal(day, days);
  if (refusal) throw new ApiError(400, refusal, { field: 'pickup_date' });
  return day;
}

/**
 * POST /tms/bookings: book a saved quote. Refuses an unknown quote or another address (404), a
 * quote already booked (409, with its reference), an expired quote (410) and a pickup date that
 * is not one of the quote's pickup days (400); otherwise stores the booking at the saved quote's
 * price and queues both mails.
 */
export async function requestBooking(
  input: BookingRequest,
  once?: KeyToKeep<BookingAnswer>,
): Promise<BookingAnswer> {
  const db = await database();
  const quote = await findQuoteForOwner(db, input.quote_number, input.email);
  const existing = await db
    .selectFrom('bookings')
    .select('booking_reference')
    .where('quote_id', '=', quote.id)
    .executeTakeFirst();
  if (existing) throw alreadyBooked(quote.quote_number, existing.booking_reference);
  if (quote.expiry_date < today()) {
    throw new ApiError(
      410,
      `Quotation ${quote.quote_number} expired on ${formatDisplayDate(quote.expiry_date)}. Please get a new quote.`,
      { field: 'quote_number' },
    );
  }
  const pickupDate = chosenPickupDate(quote, input.pickup_date);
  if (quote.is_dg && !input.dangerous_goods) {
    throw new ApiError(400, bookingMessages.dangerousGoodsRequired, { field: 'dangerous_goods' });
  }
  if (!quote.is_dg && input.dangerous_goods) {
    throw new ApiError(400, bookingMessages.dangerousGoodsNotQuoted, { field: 'dangerous_goods' });
  }

  const rate = chosenRate(quote);
  const reference = await newBookingReference(db);
  const packagings = await db
    .selectFrom('quote_packagings')
    .selectAll()
    .where('quote_id', '=', quote.id)
    .orderBy('position')
    .execute();
  const summary: BookingSummary = {
    reference,
    quoteNumber: quote.quote_number,
    pickupSuburb: quote.pickup_postcode_id,
    deliverySuburb: quote.delivery_postcode_id,
    pickupDate,
    readyFrom: input.pickup.ready_from,
    closesAt: input.pickup.closes_at,
    rate,
    trackLink: trackLink(reference),
  };
  const customerMail = await renderMail(createElement(BookingCustomerMail, summary));
  const operationsProps = {
    reference,
    quoteNumber: quote.quote_number,
    email: quote.email,
    pickupDate,
    readyFrom: input.pickup.ready_from,
    closesAt: input.pickup.closes_at,
    pickup: { ...input.pickup, suburb: quote.pickup_postcode_id },
    delivery: { ...input.delivery, suburb: quote.delivery_postcode_id },
    customerReference: input.reference,
    goodsDescription: input.goods_description,
    dangerousGoods: input.dangerous_goods ?? null,
    extras: quoteExtras(quote),
    packages: packagings.map(
      (p) =>
        `${Number(p.quantity)} x ${packagingTypeName(p.packaging_type_id)}, ${Number(p.length)} x ${Number(p.width)} x ${Number(p.height)} cm, ${formatKg(Number(p.weight))} each (${pallets(Number(p.chargeable_pallets))})`,
    ),
    roadKm: Number(quote.road_km),
    rate,
  };
  const calendar = pickupCalendar(summary);

  await db.transaction().execute(async (trx) => {
    if (!(await takeVisitorMail(trx, quote.email))) {
      throw new ApiError(429, visitorMailCapMessage(), { field: 'email' });
    }
    const at = nowIso();
    // The unique quote_id decides between two requests for one quote arriving together.
    const row = await trx
      .insertInto('bookings')
      .values({
        booking_reference: reference,
        quote_id: quote.id,
        quote_number: quote.quote_number,
        email: quote.email,
        status: 'requested',
        pickup_business_name: input.pickup.business_name,
        pickup_street: input.pickup.street,
        pickup_suburb: quote.pickup_postcode_id,
        pickup_contact_name: input.pickup.contact_name,
        pickup_phone: input.pickup.phone,
        pickup_date: pickupDate,
        pickup_ready_from: input.pickup.ready_from,
        pickup_closes_at: input.pickup.closes_at,
        pickup_instructions: input.pickup.instructions,
        delivery_business_name: input.delivery.business_name,
        delivery_street: input.delivery.street,
        delivery_suburb: quote.delivery_postcode_id,
        delivery_contact_name: input.delivery.contact_name,
        delivery_phone: input.delivery.phone,
        delivery_instructions: input.delivery.instructions,
        customer_reference: input.reference,
        goods_description: input.goods_description,
        dangerous_goods: input.dangerous_goods ? JSON.stringify(input.dangerous_goods) : null,
        rate_id: rate.id,
        price: JSON.stringify(rate),
        inc_gst_cents: rate.incGstCents,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('quote_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const winner = await trx
        .selectFrom('bookings')
        .select('booking_reference')
        .where('quote_id', '=', quote.id)
        .executeTakeFirstOrThrow();
      throw alreadyBooked(quote.quote_number, winner.booking_reference);
    }
    await trx
      .insertInto('booking_events')
      .values({ booking_id: row.id, status: 'requested', at, actor: 'website' })
      .execute();
    // Operations' mail links to the booking's page in the console, whose id is known only now.
    const operationsMail = await renderMail(
      createElement(BookingOperationsMail, {
        ...operationsProps,
        consoleLink: consoleBookingLink(row.id),
      }),
    );
    await enqueueMail(trx, {
      topic: 'booking.customer',
      ref: `bookings:${row.id}`,
      to: quote.email,
      replyTo: bookingReplyTo(),
      subject: bookingCustomerMailSubject(summary),
      ...customerMail,
      attachments: [calendar],
    });
    await enqueueMail(trx, {
      topic: 'booking.operations',
      ref: `bookings:${row.id}`,
      to: operationsAddress(),
      replyTo: quote.email,
      subject: bookingOperationsMailSubject(operationsProps),
      ...operationsMail,
    });
    await keepKey(trx, once, { booking_reference: reference });
  });
  if (once) once.kept = true;
  kickDelivery();
  return { booking_reference: reference };
}

async function timelineOf(
  db: Db | Transaction<Database>,
  bookingId: number,
): Promise<TimelineEntry[]> {
  const events = await db
    .selectFrom('booking_events')
    .select(['status', 'at'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
  return events.map((e) => ({ status: e.status as BookingStatus, at: e.at }));
}

/**
 * POST /tms/track: the booking's status and timeline, for its reference with the e-mail address or
 * the delivery postcode; one identical 404 for any mismatch.
 */
export async function trackBooking(input: TrackRequest): Promise<TrackAnswer> {
  const db = await database();
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('quotes', 'quotes.id', 'bookings.quote_id')
    .select([
      'bookings.id',
      'bookings.booking_reference',
      'bookings.email',
      'bookings.delivery_suburb',
      'bookings.status',
      'bookings.pickup_date',
      'bookings.pickup_ready_from',
      'bookings.pickup_closes_at',
      'bookings.rate_id',
      'quotes.road_km',
    ])
    .where('bookings.booking_reference', '=', input.booking_reference)
    .executeTakeFirst();
  // The schema lets exactly one of the two through; either must match the booking.
  const matches =
    booking !== undefined &&
    (input.email !== undefined
      ? sameAddress(booking.email, input.email)
      : input.postcode !== undefined && postcodeOf(booking.delivery_suburb) === input.postcode);
  if (!booking || !matches) {
    throw new ApiError(404, bookingNotFoundMessage, {
      field: 'booking_reference',
    });
  }
  return {
    booking_reference: booking.booking_reference,
    status: booking.status as BookingStatus,
    timeline: await timelineOf(db, booking.id),
    pickup_date: booking.pickup_date,
    ready_from: booking.pickup_ready_from,
    closes_at: booking.pickup_closes_at,
    estimated_delivery: estimateDelivery({
      pickupDate: booking.pickup_date,
      rate: booking.rate_id as RateId,
      roadKm: Number(booking.road_km),
      isHoliday: isNationalPublicHoliday,
    }).deliveryDay,
  };
}

/** Why a status change was refused: see BookingStatusError. */
export type BookingStatusRefusal = 'invalid' | 'unknown' | 'refused' | 'stale';

/**
 * A status change refused: a reference or status that cannot be one (`invalid`), no such booking
 * (`unknown`), a move the status machine does not allow (`refused`), or a booking that changed
 * since the person asking last saw it (`stale`, with the status it has now).
 */
export class BookingStatusError extends Error {
  constructor(
    message: string,
    readonly reason: BookingStatusRefusal = 'refused',
    readonly current?: { status: BookingStatus; timeline: TimelineEntry[] },
  ) {
    super(message);
  }
}

export type StatusChange = {
  reference: string;
  from: BookingStatus;
  to: BookingStatus;
  at: string;
  email: string;
  timeline: TimelineEntry[];
};

export type StatusChangeOptions = {
  /** Who moves it: 'ops' for the operator command, 'staff:<e-mail>' from the console. */
  actor?: string;
  /** The status the person saw; a booking that has another one by now is refused as `stale`. */
  expected?: BookingStatus;
  /** The signed-in staff member, for the audit log. */
  staff?: { id: string; email: string };
};

/**
 * Move a booking to a new status, queue the customer's mail and write the audit log, in one
 * transaction. The update only applies while the booking still has the status it was read with,
 * so of two instances (or two operators, or two clicks) making the same change at once, exactly
 * one succeeds and one mail is sent. The operator command and the staff console both call this.
 */
export async function changeBookingStatus(
  referenceText: string,
  to: string,
  options: StatusChangeOptions = {},
): Promise<StatusChange> {
  const { actor = 'ops', expected, staff } = options;
  const reference = parseBookingReference(referenceText);
  if (!reference) {
    throw new BookingStatusError(
      `"${referenceText}" is not a booking reference (B and 8 characters, e.g. B7K2M9XQP).`,
      'invalid',
    );
  }
  if (!isBookingStatus(to)) {
    throw new BookingStatusError(
      `"${to}" is not a status. Use one of: ${Object.keys(bookingStatusLabels).join(', ')}.`,
      'invalid',
    );
  }
  const db = await database();
  const stale = async (booking: { id: number; booking_reference: string }) => {
    const now = await db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    return new BookingStatusError(
      `${booking.booking_reference} was changed by someone else at the same moment; check its status and try again.`,
      'stale',
      { status: now.status as BookingStatus, timeline: await timelineOf(db, booking.id) },
    );
  };
  let raced: { id: number; booking_reference: string } | undefined;
  const change = await db
    .transaction()
    .execute(async (trx) => {
      const booking = await trx
        .selectFrom('bookings')
        .selectAll()
        .where('booking_reference', '=', reference)
        .executeTakeFirst();
      if (!booking) throw new BookingStatusError(`There is no booking ${reference}.`, 'unknown');
      const from = booking.status as BookingStatus;
      if (expected && expected !== from) {
        throw new BookingStatusError(
          `${reference} is ${bookingStatusLabels[from].toLowerCase()} by now, not ${bookingStatusLabels[expected].toLowerCase()}.`,
          'stale',
          { status: from, timeline: await timelineOf(trx, booking.id) },
        );
      }
      const refusal = statusChangeRefusal(from, to);
      if (refusal) throw new BookingStatusError(`${reference}: ${refusal}`, 'refused');
      const at = nowIso();
      const updated = await trx
        .updateTable('bookings')
        .set({ status: to, updated_at: at })
        .where('id', '=', booking.id)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        raced = booking;
        throw new BookingStatusError('raced', 'stale');
      }
      await trx
        .insertInto('booking_events')
        .values({ booking_id: booking.id, status: to, at, actor })
        .execute();
      await queueStatusMail(trx, booking, to);
      await writeAudit(trx, {
        action: 'booking.status',
        actor: staff ?? null,
        subject: `bookings:${booking.id}`,
        detail: `${reference}: ${bookingStatusLabels[from]} to ${bookingStatusLabels[to]} (${actor})`,
      });
      return {
        reference,
        from,
        to,
        at,
        email: booking.email,
        timeline: await timelineOf(trx, booking.id),
      };
    })
    .catch(async (err: unknown) => {
      // The other change won between our read and our update: say so with what it made.
      if (raced) throw await stale(raced);
      throw err;
    });
  // Every instance's delivery loop sends the queued mail; an operator command need not wait for it.
  return change;
}

/** One end of a booking as its status mails name it: business, street and suburb. */
const partyAddress = (booking: BookingRow, end: 'pickup' | 'delivery') =>
  `${booking[`${end}_business_name`]}, ${booking[`${end}_street`]}, ${booking[`${end}_suburb`]}`;

async function queueStatusMail(
  trx: Transaction<Database>,
  booking: BookingRow,
  status: BookingStatus,
  moved = false,
): Promise<void> {
  const props = {
    moved,
    reference: booking.booking_reference,
    status,
    timeline: await timelineOf(trx, booking.id),
    trackLink: trackLink(booking.booking_reference),
    pickupDate: booking.pickup_date,
    readyFrom: booking.pickup_ready_from,
    closesAt: booking.pickup_closes_at,
    pickup: partyAddress(booking, 'pickup'),
    delivery: partyAddress(booking, 'delivery'),
  };
  const mail = renderBookingStatusMail(props);
  await enqueueMail(trx, {
    topic: moved ? 'booking.pickup-moved' : `booking.status.${status}`,
    ref: `bookings:${booking.id}`,
    to: booking.email,
    replyTo: bookingReplyTo(),
    subject: bookingStatusMailSubject(props),
    ...mail,
  });
}

/** The statuses in which a booking's pickup can still be moved: before the freight is collected. */
export const PICKUP_MOVABLE: readonly BookingStatus[] = ['requested', 'confirmed'];

/** How far ahead staff may move a pickup. */
const PICKUP_MOVE_DAYS = 90;

/**
 * Move a booking's pickup to another day and window (decision 161), from the console: the day
 * must be a pickup day in the pickup state (not passed, after its cut-off, a weekend or a holiday)
 * within 90 days; the prices stay the booking's. The booking, the customer's mail (with the new
 * day, window and both addresses) and the audit row are written in one transaction; /track reads
 * the booking, so it shows the new pickup at once.
 */
export async function moveBookingPickup(
  id: number,
  move: PickupMove,
  staff: { id: string; email: string },
): Promise<BookingRow> {
  const db = await database();
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!booking) throw new BookingStatusError('No such booking.', 'unknown');
    const status = booking.status as BookingStatus;
    if (!PICKUP_MOVABLE.includes(status)) {
      throw new BookingStatusError(
        `${booking.booking_reference} is ${bookingStatusLabels[status].toLowerCase()}: its pickup can no longer move.`,
      );
    }
    const days = pickupDaysOf({
      pickup_postcode_id: booking.pickup_suburb,
      expiry_date: addCalendarDays(todayIn(COMPANY_TIME_ZONE), PICKUP_MOVE_DAYS),
    });
    if (move.pickup_date > days.latest) {
      throw new BookingStatusError(
        `A pickup can be moved at most ${PICKUP_MOVE_DAYS} days ahead, to ${formatDisplayDate(days.latest)} at the latest.`,
      );
    }
    const refusal = pickupDateRefusal(move.pickup_date, days);
    if (refusal) throw new BookingStatusError(refusal);
    const before = `${formatDisplayDate(booking.pickup_date)} ${booking.pickup_ready_from} to ${booking.pickup_closes_at}`;
    const at = nowIso();
    const moved = await trx
      .updateTable('bookings')
      .set({
        pickup_date: move.pickup_date,
        pickup_ready_from: move.ready_from,
        pickup_closes_at: move.closes_at,
        updated_at: at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueStatusMail(trx, moved, status, true);
    await writeAudit(trx, {
      action: 'booking.pickup',
      actor: staff,
      subject: `bookings:${id}`,
      detail: `${booking.booking_reference}: pickup ${before} moved to ${formatDisplayDate(move.pickup_date)} ${move.ready_from} to ${move.closes_at}`,
    });
    return moved;
  });
}

/** A booking as the operator command shows it. */
export async function bookingDetails(referenceText: string) {
  const reference = parseBookingReference(referenceText);
  if (!reference) return undefined;
  const db = await database();
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('booking_reference', '=', reference)
    .executeTakeFirst();
  if (!booking) return undefined;
  return { booking, timeline: await timelineOf(db, booking.id) };
}

/**
 * POST /tms/quote-pdf: a saved quote as a PDF, for whoever knows both its number and the address
 * it was saved for (the same 404 otherwise). An expired quote still prints, as the record it is.
 */
export async function quotePdfForOwner(input: {
  quote_number: string;
  email: string;
}): Promise<{ fileName: string; pdf: Uint8Array }> {
  const db = await database();
  const quote = await findQuoteForOwner(db, input.quote_number, input.email);
  return {
    fileName: quotePdfFileName(quote.quote_number),
    pdf: await buildQuotePdf(await savedQuotePdfInput(db, quote.id)),
  };
}
