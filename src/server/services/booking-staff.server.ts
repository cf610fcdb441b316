import 'server-only';
import { bookingStatusLabels, canChangeStatus, BOOKING_STATUSES } from '@/domain/booking';
import type { BookingStatus, DangerousGoods, PickupMove, TimelineEntry } from '@/domain/booking';
import { formatDisplayDate } from '@/domain/format';
import type { RatePrice } from '@/domain/quote-pricing';
import type { Db } from '../db/client';
import { STAFF_MESSAGES } from '../staff/constants';
import { StaffApiError } from '../staff/http';
import type { StaffUser } from '../staff/session';
import {
  BookingStatusError,
  changeBookingStatus,
  moveBookingPickup,
  PICKUP_MOVABLE,
} from './booking.server';
import { packageSection, priceSection } from './quote-staff.server';
import type { StaffSection } from './quote-staff.server';
import { findSavedQuote } from './saved-quote.server';

// A booking as the staff console shows and moves it (decisions 097, 098). Moving it goes through
// changeBookingStatus, the operator command's own service, so the mail, the timeline, the audit
// row and the once-only guarantee are the same from the console and from a terminal.

/** The statuses a booking may move to next, in timeline order (none from Delivered or Cancelled). */
export function nextStatuses(from: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => canChangeStatus(from, to));
}

export type BookingView = {
  id: number;
  reference: string;
  status: BookingStatus;
  timeline: TimelineEntry[];
  next: BookingStatus[];
  quote: { id: number; number: string };
  email: string;
  createdAt: string;
  /** The pickup day (yyyy-mm-dd) and window; `movable` while the freight is not collected. */
  pickup: { date: string; readyFrom: string; closesAt: string; movable: boolean };
  /** Sections of label and text, in the order operations read them. */
  sections: StaffSection[];
  price: RatePrice;
};

/** Everything the console shows of a booking, or null when there is none with this id. */
export async function bookingForStaff(db: Db, id: number): Promise<BookingView | null> {
  const b = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!b) return null;
  const timeline = await db
    .selectFrom('booking_events')
    .select(['status', 'at'])
    .where('booking_id', '=', b.id)
    .orderBy('id')
    .execute();
  const status = b.status as BookingStatus;
  const dg = b.dangerous_goods ? (JSON.parse(b.dangerous_goods) as DangerousGoods) : null;
  const price = JSON.parse(b.price) as RatePrice;
  const saved = await findSavedQuote(db, { id: Number(b.quote_id) });
  const party = (end: 'pickup' | 'delivery') => [
    { label: 'Business name', value: b[`${end}_business_name`] },
    { label: 'Street address', value: b[`${end}_street`] },
    { label: 'Suburb', value: b[`${end}_suburb`] },
    { label: 'Contact name', value: b[`${end}_contact_name`] },
    { label: 'Contact phone', value: b[`${end}_phone`] },
    { label: 'Instructions for the driver', value: b[`${end}_instructions`] },
  ];
  return {
    id: b.id,
    reference: b.booking_reference,
    status,
    timeline: timeline.map((e) => ({ status: e.status as BookingStatus, at: e.at })),
    next: nextStatuses(status),
    quote: { id: Number(b.quote_id), number: b.quote_number },
    email: b.email,
    createdAt: b.created_at,
    pickup: pickupView(b),
    price,
    sections: [
      {
        title: 'Booking',
        rows: [
          { label: 'Booking reference', value: b.booking_reference },
          { label: 'Status', value: bookingStatusLabels[status] },
          { label: 'Customer e-mail', value: b.email },
          { label: 'Quotation', value: b.quote_number },
          { label: "Customer's reference", value: b.customer_reference },
        ],
      },
      {
        title: 'Pickup',
        rows: [
          ...party('pickup'),
          { label: 'Pickup date', value: formatDisplayDate(b.pickup_date) },
          { label: 'Ready from', value: b.pickup_ready_from },
          { label: 'Closes at', value: b.pickup_closes_at },
        ],
      },
      { title: 'Delivery', rows: party('delivery') },
      {
        title: 'Goods',
        rows: [
          { label: 'Goods description', value: b.goods_description },
          {
            label: 'Dangerous goods',
            value: dg
              ? `${dg.un_number}, class ${dg.class}, packing group ${dg.packing_group}, ${dg.proper_shipping_name}`
              : 'None',
          },
        ],
      },
      packageSection(saved?.packagings ?? []),
      priceSection(price),
    ],
  };
}

/**
 * Move booking `id` from the status the page showed to `to`. A booking that moved meanwhile is
 * refused with the console's stale-change message and its status now; a move the status machine
 * forbids is a 400.
 */
export async function moveBookingFromConsole(
  db: Db,
  user: StaffUser,
  id: number,
  from: BookingStatus,
  to: BookingStatus,
) {
  const row = await db
    .selectFrom('bookings')
    .select('booking_reference')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new StaffApiError(404, 'No such item.');
  try {
    const change = await changeBookingStatus(row.booking_reference, to, {
      actor: `staff:${user.email}`,
      expected: from,
      staff: { id: user.id, email: user.email },
    });
    return {
      booking: {
        status: change.to,
        timeline: change.timeline,
        next: nextStatuses(change.to),
      },
    };
  } catch (err) {
    if (!(err instanceof BookingStatusError)) throw err;
    if (err.reason === 'stale') {
      const current = err.current!;
      throw new StaffApiError(409, STAFF_MESSAGES.stale, {
        booking: { ...current, next: nextStatuses(current.status) },
      });
    }
    if (err.reason === 'unknown') throw new StaffApiError(404, 'No such item.');
    throw new StaffApiError(400, err.message);
  }
}

/** A booking's pickup as the console shows it; it can move until the freight is collected. */
function pickupView(b: {
  status: string;
  pickup_date: string;
  pickup_ready_from: string;
  pickup_closes_at: string;
}): BookingView['pickup'] {
  return {
    date: b.pickup_date,
    readyFrom: b.pickup_ready_from,
    closesAt: b.pickup_closes_at,
    movable: PICKUP_MOVABLE.includes(b.status as BookingStatus),
  };
}

/**
 * Move booking `id`'s pickup to another day and window from the console (decision 161). A day that
 * is not a pickup day, or a booking already collected or closed, is a 400 saying why.
 */
export async function movePickupFromConsole(
  user: StaffUser,
  id: number,
  move: PickupMove,
): Promise<{ pickup: BookingView['pickup'] }> {
  try {
    const b = await moveBookingPickup(id, move, { id: user.id, email: user.email });
    return { pickup: pickupView(b) };
  } catch (err) {
    if (!(err instanceof BookingStatusError)) throw err;
    if (err.reason === 'unknown') throw new StaffApiError(404, 'No such item.');
    throw new StaffApiError(400, err.message);
  }
}
