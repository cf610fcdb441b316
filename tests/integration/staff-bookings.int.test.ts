import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, COMPANY_TIME_ZONE, todayIn } from '@/domain/calendar-date';
import { formatDisplayDate, toCalendarDate } from '@/domain/format';
import { groupQuoteNumber } from '@/domain/quote-number';
import { database } from '@/server/db/client';
import { pickupDaysOf } from '@/server/services/pickup-days.server';
import { bookingForStaff } from '@/server/services/booking-staff.server';
import { quoteForStaff } from '@/server/services/quote-staff.server';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { listInbox, mailsFor } from '@/server/staff/inbox';
import type { StaffUser } from '@/server/staff/session';
import { callRoute, drainOutbox, startTestApp, useOneFuelLevyMonth } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { bookingRequestBody, contactBody } from '../support/valid-bodies';
import { Browser, enrolledStaff, ops } from './staff-support';

// Bookings in the staff console: in the inbox as their own kind, on their item page, and moved
// along the timeline by the same service as the operator command.

let app: TestApp;
let admin: Browser;
let sales: Browser;
let accounts: Browser;

const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));
const email = 'dispatch@lyrebird.example.com';
let quoteNumber = '';
let quoteId = 0;
let reference = '';
let bookingId = 0;

const staffUser = (role: 'sales' | 'accounts' | 'admin'): StaffUser => ({
  id: 'x',
  name: 'x',
  email: 'x',
  role,
  enrolled: true,
  passwordChangeDue: false,
  signedInAt: 0,
  sessionId: '',
  address: null,
});

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  // One levy month on file, as in the booking flow test: linehaul 19.80%.
  await useOneFuelLevyMonth();
  admin = (await enrolledStaff('admin@bookings.example', 'admin', '10.0.1.1')).browser;
  sales = (await enrolledStaff('sales@bookings.example', 'sales', '10.0.1.2')).browser;
  accounts = (await enrolledStaff('accounts@bookings.example', 'accounts', '10.0.1.3')).browser;

  const saved = await callRoute('/tms/saveQuote', {
    is_dg: true,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: true,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date: tomorrow,
    expiryDate: '',
    packagings: [
      { type: '10', quantity: '2', length: '120', width: '100', height: '100', weight: '50' },
      { type: '15', quantity: 3, length: 60, width: 60, height: 90, weight: 900 },
    ],
    label: 'Express',
    description: 'Next Working Day or 2-Up Service',
    price: 1,
    exGST: true,
    email,
  });
  expect(saved.status).toBe(200);
  quoteNumber = saved.json.qn_random as string;
  const booked = await callRoute('/tms/bookings', {
    ...bookingRequestBody(quoteNumber, email),
    dangerous_goods: {
      un_number: '1203',
      class: '3',
      packing_group: 'II',
      proper_shipping_name: 'Motor spirit',
    },
  });
  expect(booked.status).toBe(201);
  reference = booked.json.booking_reference as string;
  // The operator command (staff add) closes the connection it used: open it again.
  const row = await (
    await database()
  )
    .selectFrom('bookings')
    .select(['id', 'quote_id'])
    .where('booking_reference', '=', reference)
    .executeTakeFirstOrThrow();
  bookingId = Number(row.id);
  quoteId = Number(row.quote_id);
  // A contact message after the booking: newest first puts it above.
  expect((await callRoute('/tms/save-contact', contactBody())).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const move = (browser: Browser, body: unknown, id = String(bookingId)) =>
  browser.call(`/staff/api/bookings/${id}/status`, body);

const track = (body: Record<string, unknown>) => callRoute('/tms/track', body);

const movePickup = (browser: Browser, body: unknown) =>
  browser.call(`/staff/api/bookings/${bookingId}/pickup`, body);

const statusMails = (status: string) =>
  app.smtp.messages.filter(
    (m) => m.subject === `Booking ${reference}: ${status} – Banksia Freight Lines`,
  );

describe('bookings in the inbox', () => {
  it('lists a booking as its own kind for sales and admin, newest first with the others', async () => {
    const db = await database();
    const forSales = await listInbox(db, staffUser('sales'), {});
    const kinds = forSales.rows.map((r) => r.kind);
    // The contact message came after the booking; the saved quote came before it.
    expect(kinds.slice(0, 3)).toEqual(['contact', 'booking', 'quote']);
    const row = forSales.rows.find((r) => r.kind === 'booking')!;
    expect(row).toMatchObject({
      id: bookingId,
      name: 'Sam Reid',
      email,
      company: 'Harbourline Foods',
      suburbs: 'LAVERTON NORTH VIC 3026 to ROCKLEA QLD 4106',
      status: 'new',
      assigneeName: null,
    });
    const forAdmin = await listInbox(db, staffUser('admin'), { kind: 'booking' });
    expect(forAdmin.rows.map((r) => [r.kind, r.id])).toEqual([['booking', bookingId]]);
    const forAccounts = await listInbox(db, staffUser('accounts'), { kind: 'booking' });
    expect(forAccounts.total).toBe(0);
    expect((await listInbox(db, staffUser('accounts'), {})).rows.map((r) => r.kind)).toEqual([]);
  });

  it('finds a booking by its reference typed as people do, and by its quote number', async () => {
    const db = await database();
    const find = async (q: string) =>
      (await listInbox(db, staffUser('sales'), { q, kind: 'booking' })).rows.map((r) => r.id);
    const typed = `${reference.slice(0, 5)}-${reference.slice(5)}`.toLowerCase();
    expect(await find(typed)).toEqual([bookingId]);
    expect(await find(reference.slice(0, 4))).toEqual([bookingId]);
    expect(await find(groupQuoteNumber(quoteNumber).toLowerCase())).toEqual([bookingId]);
    expect(await find('B00000000')).toEqual([]);
    // A quote number finds both the saved quote and its booking.
    const both = await listInbox(db, staffUser('sales'), { q: quoteNumber });
    expect(both.rows.map((r) => r.kind).sort()).toEqual(['booking', 'quote']);
    // The saved quote reads as Booked in the inbox, its booking does not.
    expect(both.rows.map((r) => [r.kind, r.booked]).sort()).toEqual([
      ['booking', false],
      ['quote', true],
    ]);
  });

  it('the item page has every field of the booking, its prices and its quote', async () => {
    const db = await database();
    const view = await bookingForStaff(db, bookingId);
    expect(view).not.toBeNull();
    expect(view!.reference).toBe(reference);
    expect(view!.quote).toEqual({ id: quoteId, number: quoteNumber });
    expect(view!.status).toBe('requested');
    expect(view!.next).toEqual(['confirmed', 'picked_up', 'in_transit', 'delivered', 'cancelled']);
    const section = (title: string) =>
      Object.fromEntries(
        view!.sections.find((s) => s.title.startsWith(title))!.rows.map((r) => [r.label, r.value]),
      );
    expect(section('Booking')).toEqual({
      'Booking reference': reference,
      Status: 'Requested',
      'Customer e-mail': email,
      Quotation: quoteNumber,
      "Customer's reference": 'PO-4471',
    });
    expect(section('Pickup')).toMatchObject({
      'Business name': 'Harbourline Foods',
      'Street address': '7 Kororoit Way',
      Suburb: 'LAVERTON NORTH VIC 3026',
      'Contact name': 'Sam Reid',
      'Contact phone': '03 9555 0123',
      'Instructions for the driver': 'Use the rear gate',
      'Ready from': '08:00',
      'Closes at': '16:30',
    });
    expect(section('Delivery')).toEqual({
      'Business name': 'Rocklea Fresh Markets',
      'Street address': '385 Sherwood Road',
      Suburb: 'ROCKLEA QLD 4106',
      'Contact name': 'Jo Tan',
      'Contact phone': '0412 345 678',
      'Instructions for the driver': '',
    });
    expect(section('Goods')).toEqual({
      'Goods description': 'Chilled sauces on pallets',
      'Dangerous goods': 'UN1203, class 3, packing group II, Motor spirit',
    });
    // The express rate worked by hand in tests/integration/quote.int.test.ts.
    expect(view!.sections.at(-1)!.title).toBe('Price: Express (Next Working Day or 2-Up Service)');
    expect(section('Price')).toEqual({
      'Base rate MEL → BNE: 3 pallets x $619.29, minimum $137.75': '$1,857.87',
      'Dangerous goods: 15% of base + $75.00': '$353.68',
      'Tailgate truck': '$65.00',
      'Fuel levy (linehaul, November 2026): 19.80%': '$450.76',
      'Total ex GST': '$2,727.31',
      GST: '$272.73',
      'Total inc GST': '$3,000.04',
    });
    // Its packages with their sizes and weights, as the quote saved them.
    const packages = {
      'Package 1: 2 x Pallet (standard Australian, 1165 x 1165 mm)':
        '120 x 100 x 100 cm, 50 kg each, 100 kg in all, 1 chargeable pallet',
      'Package 2: 3 x Drum': '60 x 60 x 90 cm, 900 kg each, 2,700 kg in all, 2 chargeable pallets',
    };
    expect(section('Packages')).toEqual(packages);

    // The saved quote it came from reads as a quote, says it is booked and links the booking.
    const quote = (await quoteForStaff(db, quoteId))!;
    expect(quote.booking).toEqual({ id: bookingId, reference, status: 'Requested' });
    const quoteSection = (title: string) =>
      Object.fromEntries(
        quote.sections.find((s) => s.title.startsWith(title))!.rows.map((r) => [r.label, r.value]),
      );
    expect(quoteSection('Quote')).toMatchObject({
      'Quotation number': quoteNumber,
      State: `Booked (booking ${reference}, Requested)`,
      'Pickup suburb': 'LAVERTON NORTH VIC 3026',
      'Delivery suburb': 'ROCKLEA QLD 4106',
      'Rate chosen': 'Express',
      Extras: 'Dangerous goods, Tailgate truck',
      'Total weight': '2,800 kg',
    });
    expect(quoteSection('Quote').Saved).toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m Melbourne time$/,
    );
    expect(quoteSection('Packages')).toEqual(packages);
    expect(quoteSection('Price: Express')['Total inc GST']).toBe('$3,000.04');
    expect(quote.sections.map((s) => s.title)).toContain(
      'Also offered: Economy (2-3 days working service)',
    );
    const labels = quote.sections.flatMap((s) => s.rows.map((r) => `${r.label} ${r.value}`));
    expect(labels.join('\n')).not.toMatch(/Is dg|postcode id|T\d{2}:\d{2}:\d{2}/);

    const mails = await mailsFor(db, 'booking', bookingId);
    expect(mails.map((m) => [m.topic, m.to])).toEqual([
      ['booking.customer', email],
      ['booking.operations', 'office@test.example'],
    ]);
  });
});

describe('moving a booking from the console', () => {
  it('confirms it once, mails the customer once, writes the audit log and shows on /track', async () => {
    const db = await database();
    const first = await move(sales, { from: 'requested', to: 'confirmed' });
    expect(first.status).toBe(200);
    const booking = first.json.booking as { status: string; timeline: { status: string }[] };
    expect(booking.status).toBe('confirmed');
    expect(booking.timeline.map((e) => e.status)).toEqual(['requested', 'confirmed']);
    expect(first.json.booking).toMatchObject({
      next: ['picked_up', 'in_transit', 'delivered', 'cancelled'],
    });
    // A second click from the same view: the booking is no longer requested.
    const again = await move(sales, { from: 'requested', to: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(STAFF_MESSAGES.stale);
    expect(again.json.booking).toMatchObject({ status: 'confirmed' });

    const queued = await db
      .selectFrom('outbox')
      .select('topic')
      .where('ref', '=', `bookings:${bookingId}`)
      .where('topic', 'like', 'booking.status.%')
      .execute();
    expect(queued.map((q) => q.topic)).toEqual(['booking.status.confirmed']);
    await drainOutbox();
    expect(statusMails('Confirmed')).toHaveLength(1);
    const audit = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'subject', 'detail'])
      .where('action', '=', 'booking.status')
      .execute();
    expect(audit).toEqual([
      {
        actor_email: 'sales@bookings.example',
        subject: `bookings:${bookingId}`,
        detail: `${reference}: Requested to Confirmed (staff:sales@bookings.example)`,
      },
    ]);
    const tracked = await track({ booking_reference: reference, postcode: '4106' });
    expect(tracked.status).toBe(200);
    expect(tracked.json.status).toBe('confirmed');
    // The inbox shows a confirmed booking as In progress.
    const row = (await listInbox(db, staffUser('sales'), { kind: 'booking' })).rows[0]!;
    expect(row.status).toBe('in_progress');
  });

  it('moves the pickup day and window: /track shows it, the customer is mailed, the audit log says so', async () => {
    const db = await database();
    // Pickup days in Victoria for the next month: the booking moves to the third.
    const days = pickupDaysOf({
      pickup_postcode_id: 'LAVERTON NORTH VIC 3026',
      expiry_date: addCalendarDays(todayIn(COMPANY_TIME_ZONE), 30),
    });
    const day = days.dates[2]!;
    const before = await db
      .selectFrom('bookings')
      .select(['pickup_date', 'price'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(day).not.toBe(before.pickup_date);

    // Accounts staff do not work on bookings; a weekend day and a window closing before it opens
    // are refused in words.
    const body = { pickup_date: day, ready_from: '10:00', closes_at: '14:30' };
    expect((await movePickup(accounts, body)).status).toBe(403);
    const saturday = [0, 1, 2, 3, 4, 5, 6]
      .map((n) => addCalendarDays(days.earliest, n))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
    const weekend = await movePickup(sales, { ...body, pickup_date: saturday });
    expect(weekend.status).toBe(400);
    expect(weekend.json.message).toMatch(/is a weekend day: we pick up Monday to Friday/);
    const backwards = await movePickup(sales, { ...body, closes_at: '09:00' });
    expect(backwards.status).toBe(400);

    const moved = await movePickup(sales, body);
    expect(moved.status).toBe(200);
    expect(moved.json.pickup).toEqual({
      date: day,
      readyFrom: '10:00',
      closesAt: '14:30',
      movable: true,
    });
    const tracked = await track({ booking_reference: reference, postcode: '4106' });
    expect(tracked.json).toMatchObject({
      pickup_date: day,
      ready_from: '10:00',
      closes_at: '14:30',
    });
    // The price stays the booking's.
    const after = await db
      .selectFrom('bookings')
      .select(['pickup_date', 'price'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ pickup_date: day, price: before.price });

    await drainOutbox();
    const [mail, ...more] = statusMails('Pickup moved');
    expect(more).toEqual([]);
    expect(mail!.replyTo?.text).toBe('office@test.example');
    for (const line of [
      `We have moved the pickup of your booking to ${formatDisplayDate(day)}, between 10:00 and 14:30 (local time).`,
      `Pickup date: ${formatDisplayDate(day)}`,
      'Pickup window: 10:00 to 14:30 (local time)',
      'Pickup address: Harbourline Foods, 7 Kororoit Way, LAVERTON NORTH VIC 3026',
      'Delivery address: Rocklea Fresh Markets, 385 Sherwood Road, ROCKLEA QLD 4106',
      `/track?reference=${reference}`,
    ])
      expect(mail!.text, line).toContain(line);
    const audit = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'subject', 'detail'])
      .where('action', '=', 'booking.pickup')
      .execute();
    expect(audit).toEqual([
      {
        actor_email: 'sales@bookings.example',
        subject: `bookings:${bookingId}`,
        detail: `${reference}: pickup ${formatDisplayDate(before.pickup_date)} 08:00 to 16:30 moved to ${formatDisplayDate(day)} 10:00 to 14:30`,
      },
    ]);
  });

  it('of two people making the same change at once, one succeeds and one mail is queued', async () => {
    const db = await database();
    const answers = await Promise.all([
      move(sales, { from: 'confirmed', to: 'picked_up' }),
      move(admin, { from: 'confirmed', to: 'picked_up' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.json.message).toBe(STAFF_MESSAGES.stale);
    const queued = await db
      .selectFrom('outbox')
      .select('id')
      .where('ref', '=', `bookings:${bookingId}`)
      .where('topic', '=', 'booking.status.picked_up')
      .execute();
    expect(queued).toHaveLength(1);
    await drainOutbox();
    expect(statusMails('Picked up')).toHaveLength(1);
  });

  it('never goes back, nor past Delivered; refuses bad input and roles without bookings', async () => {
    const back = await move(sales, { from: 'picked_up', to: 'confirmed' });
    expect(back.status).toBe(400);
    // Picked up, the pickup can no longer move.
    const late = await movePickup(sales, {
      pickup_date: addCalendarDays(todayIn(COMPANY_TIME_ZONE), 7),
      ready_from: '09:00',
      closes_at: '15:00',
    });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(`${reference} is picked up: its pickup can no longer move.`);
    expect(back.json.message).toBe(
      `${reference}: A booking cannot go back from picked up to confirmed.`,
    );
    expect((await move(admin, { from: 'picked_up', to: 'delivered' })).status).toBe(200);
    const after = await move(admin, { from: 'delivered', to: 'cancelled' });
    expect(after.status).toBe(400);
    expect(after.json.message).toBe(
      `${reference}: The booking is delivered: its status can no longer change.`,
    );
    // An older view that still shows Picked up.
    const older = await move(sales, { from: 'picked_up', to: 'in_transit' });
    expect(older.status).toBe(409);
    expect(older.json.booking).toMatchObject({ status: 'delivered', next: [] });

    expect((await move(sales, { from: 'delivered', to: 'lost' })).status).toBe(400);
    expect((await move(sales, { from: 'delivered' })).status).toBe(400);
    expect((await move(sales, { from: 'delivered', to: 'cancelled' }, 'abc')).status).toBe(404);
    expect((await move(sales, { from: 'delivered', to: 'cancelled' }, '999999')).status).toBe(404);
    expect((await move(accounts, { from: 'delivered', to: 'cancelled' })).status).toBe(403);
    expect(
      (await move(new Browser('10.0.1.9'), { from: 'delivered', to: 'cancelled' })).status,
    ).toBe(401);
    const tracked = await track({ booking_reference: reference, email });
    expect(tracked.json.status).toBe('delivered');
    expect((tracked.json.timeline as { status: string }[]).map((e) => e.status)).toEqual([
      'requested',
      'confirmed',
      'picked_up',
      'delivered',
    ]);
  });

  it('takes an assignee through the item call, but not a status', async () => {
    const url = `/staff/api/items/booking/${bookingId}/state`;
    const status = await sales.call(url, { version: 0, status: 'done' });
    expect(status.status).toBe(400);
    expect(status.json.message).toBe(
      'The status of a booking moves along its own timeline; use its buttons.',
    );
    const db = await database();
    const me = await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'sales@bookings.example')
      .executeTakeFirstOrThrow();
    const assigned = await sales.call(url, {
      version: 0,
      assigneeId: me.id,
    });
    expect(assigned.status).toBe(200);
    const row = (await listInbox(db, staffUser('sales'), { kind: 'booking' })).rows[0]!;
    expect(row).toMatchObject({ assigneeName: 'Test sales', status: 'done' });
  });

  it('the operator command uses the same service and is written to the audit log too', async () => {
    const quote = await callRoute('/tms/saveQuote', {
      is_dg: false,
      is_hand_unload: false,
      is_trailer_split: false,
      has_tailgate: false,
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'ROCKLEA QLD 4106',
      date: tomorrow,
      expiryDate: '',
      packagings: [{ type: '10', quantity: 1, length: 120, width: 100, height: 100, weight: 50 }],
      label: 'Economy',
      description: '2-3 days working service',
      price: null,
      exGST: true,
      email,
    });
    const booked = await callRoute(
      '/tms/bookings',
      bookingRequestBody(quote.json.qn_random as string, email),
    );
    const second = booked.json.booking_reference as string;
    const cancelled = await ops('booking', 'status', second, 'cancelled');
    expect(cancelled.code).toBe(0);
    const db = await database();
    const audit = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'detail'])
      .where('action', '=', 'booking.status')
      .where('detail', 'like', `${second}%`)
      .execute();
    expect(audit).toEqual([
      { actor_email: null, detail: `${second}: Requested to Cancelled (ops)` },
    ]);
    const view = await bookingForStaff(
      db,
      Number(
        (
          await db
            .selectFrom('bookings')
            .select('id')
            .where('booking_reference', '=', second)
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );
    expect(view!.next).toEqual([]);
  });
});
