import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { addCalendarDays, EARLIEST_TIME_ZONE, todayIn } from '@/domain/calendar-date';
import { formatDisplayDate, toCalendarDate } from '@/domain/format';
import type { PickupDays } from '@/domain/pickup-date';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { readPdf } from '../support/pdf-text';
import { callRoute, drainOutbox, startTestApp, useOneFuelLevyMonth } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { bookingRequestBody } from '../support/valid-bodies';
import { ops } from './staff-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ BOOKINGS_MAIL_TO: 'bookings@test.example' });
  // The only levy month on file, as in the quote test: 198 c/L / 1.1 = 180; less 20 = 160;
  // (160 - 100) / 100 = 0.6; linehaul 0.6 x 33% = 19.80%.
  await useOneFuelLevyMonth();
});
afterAll(async () => {
  await app.close();
});

const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));

// LAVERTON NORTH VIC 3026 to ROCKLEA QLD 4106, 1650.8 km by road, 3 chargeable pallets, dangerous
// goods and a tailgate: the express rate worked by hand in tests/integration/quote.int.test.ts.
//   base 185 787 + dangerous goods 35 368 + tailgate 6 500 + fuel levy 45 076 = 272 731 cents ex GST;
//   GST 27 273; inc GST 300 004.
const expressRate = {
  id: 'express',
  label: 'Express',
  description: 'Next Working Day or 2-Up Service',
  lines: [
    {
      key: 'base',
      label: 'Base rate MEL → BNE: 3 pallets x $619.29, minimum $137.75',
      cents: 185_787,
    },
    { key: 'dangerous_goods', label: 'Dangerous goods: 15% of base + $75.00', cents: 35_368 },
    { key: 'tailgate', label: 'Tailgate truck', cents: 6_500 },
    { key: 'fuel_levy', label: 'Fuel levy (linehaul, November 2026): 19.80%', cents: 45_076 },
  ],
  exGstCents: 272_731,
  gstCents: 27_273,
  incGstCents: 300_004,
  base_price: 2727.31,
  ex_gst: true,
  transitDays: 1,
};

function quoteBody(email: string, isDg = true) {
  return {
    is_dg: isDg,
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
  };
}

const petrol = {
  un_number: '1203',
  class: '3',
  packing_group: 'II',
  proper_shipping_name: 'Motor spirit',
};

async function saveQuote(email: string, isDg = true): Promise<string> {
  const res = await callRoute('/tms/saveQuote', quoteBody(email, isDg));
  expect(res.status).toBe(200);
  return res.json.qn_random as string;
}

function bookingBody(quoteNumber: string, email: string, overrides: Record<string, unknown> = {}) {
  return { ...bookingRequestBody(quoteNumber, email), dangerous_goods: petrol, ...overrides };
}

async function book(body: Record<string, unknown>) {
  return callRoute('/tms/bookings', body);
}

/** The pickup days the booking form is offered for a saved quote. */
async function pickupDaysOf(quoteNumber: string): Promise<PickupDays> {
  const res = await callRoute('/tms/pickup-dates', { quote_number: quoteNumber });
  expect(res.status).toBe(200);
  return res.json as unknown as PickupDays;
}

const mailsTo = (address: string, subject: RegExp): ParsedMail[] =>
  app.smtp.messages.filter(
    (m) => m.to && !Array.isArray(m.to) && m.to.text === address && subject.test(m.subject ?? ''),
  );

describe('booking a saved quote', () => {
  it('books at the saved price, answers 201 with a B reference, and mails the customer and operations', async () => {
    const email = 'dispatch@harbourline.example.com';
    const quoteNumber = await saveQuote(email);
    // The last day the quote holds for: moved within the quote's validity, the price stays.
    const days = await pickupDaysOf(quoteNumber);
    const pickupDate = days.dates.at(-1)!;
    expect(pickupDate > tomorrow).toBe(true);
    // The client's figure is no price: the booking takes the saved quote's.
    const res = await book(
      bookingBody(quoteNumber.toLowerCase(), 'Dispatch@Harbourline.example.com'.toLowerCase(), {
        price: 1,
        pickup_date: pickupDate,
      }),
    );
    expect(res.status).toBe(201);
    const reference = res.json.booking_reference as string;
    expect(reference).toMatch(/^B[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(Object.keys(res.json)).toEqual(['booking_reference']);

    const db = await database();
    const row = await db
      .selectFrom('bookings')
      .selectAll()
      .where('booking_reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.price)).toEqual(expressRate);
    expect(Number(row.inc_gst_cents)).toBe(300_004);
    expect(row.status).toBe('requested');
    expect(row.pickup_suburb).toBe('LAVERTON NORTH VIC 3026');
    expect(row.delivery_suburb).toBe('ROCKLEA QLD 4106');
    expect(row.pickup_date).toBe(pickupDate);
    expect(JSON.parse(row.dangerous_goods!)).toEqual({ ...petrol, un_number: 'UN1203' });

    await drainOutbox();
    const [customer, ...moreCustomer] = mailsTo(email, /^Booking request /);
    expect(moreCustomer).toEqual([]);
    expect(customer!.subject).toBe(`Booking request ${reference} received – Banksia Freight Lines`);
    expect(customer!.text).toContain(reference);
    expect(customer!.text).toContain(quoteNumber);
    expect(customer!.text).toContain('$3,000.04');
    expect(customer!.text).toContain(formatDisplayDate(pickupDate));
    expect(customer!.text).toMatch(/what happens next/i);
    // Visitor mail repeats nothing typed into the form.
    expect(customer!.html).not.toContain('Harbourline Foods');
    expect(customer!.html).not.toContain('Kororoit Way');
    const [calendar] = customer!.attachments;
    expect(calendar!.filename).toBe(`pickup-${reference}.ics`);
    expect(calendar!.contentType).toBe('text/calendar');
    const ics = calendar!.content.toString('utf8');
    const day = pickupDate.replaceAll('-', '');
    expect(ics).toContain(`DTSTART:${day}T080000\r\n`);
    expect(ics).toContain(`DTEND:${day}T163000\r\n`);
    expect(ics).toContain(`SUMMARY:Freight pickup ${reference}`);
    expect(ics).toContain('LOCATION:LAVERTON NORTH VIC 3026');

    const [operations, ...moreOperations] = mailsTo('bookings@test.example', /^Booking B/);
    expect(moreOperations).toEqual([]);
    expect(operations!.replyTo?.text).toBe(email);
    for (const detail of [
      reference,
      quoteNumber,
      'Harbourline Foods',
      '7 Kororoit Way, LAVERTON NORTH VIC 3026',
      'Sam Reid, 03 9555 0123',
      'Use the rear gate',
      '385 Sherwood Road, ROCKLEA QLD 4106',
      'PO-4471',
      'Chilled sauces on pallets',
      'UN1203, class 3, packing group II, Motor spirit',
      '08:00 to 16:30',
      formatDisplayDate(pickupDate),
      '$2,727.31',
      '$3,000.04',
      'Open booking ' + reference + ' in the staff console',
      '(1 pallet)',
      '(2 pallets)',
    ]) {
      expect(operations!.text, detail).toContain(detail);
    }
    expect(operations!.text).not.toContain('npm run ops');
    expect(operations!.html).toMatch(/href="http[^"]+\/staff\/items\/booking\/\d+"/);
    // The customer's replies reach operations; the link to /track names the booking.
    expect(customer!.replyTo?.text).toBe('bookings@test.example');
    expect(customer!.text).toContain(`/track?reference=${reference}`);
  });

  it('sends the operations mail to MAIL_TO when BOOKINGS_MAIL_TO is not set', async () => {
    delete process.env.BOOKINGS_MAIL_TO;
    resetEnvForTests();
    try {
      const email = 'yard@wattle.example.com';
      const quoteNumber = await saveQuote(email, false);
      const res = await book(bookingRequestBody(quoteNumber, email));
      expect(res.status).toBe(201);
      await drainOutbox();
      const reference = res.json.booking_reference as string;
      expect(mailsTo('office@test.example', new RegExp(`^Booking ${reference}:`))).toHaveLength(1);
    } finally {
      process.env.BOOKINGS_MAIL_TO = 'bookings@test.example';
      resetEnvForTests();
    }
  });

  it('gives an unknown quote number and another address the same 404', async () => {
    const quoteNumber = await saveQuote('owner@refusals.example.com');
    const unknown = await book(bookingBody('Q00000000', 'owner@refusals.example.com'));
    const otherAddress = await book(bookingBody(quoteNumber, 'someone@else.example.com'));
    expect(unknown.status).toBe(404);
    expect(otherAddress.status).toBe(404);
    expect(unknown.json.error).toBe(
      'There is no saved quotation Q00000000 for this e-mail address. Please check the quotation number and the e-mail address it was sent to.',
    );
    expect(otherAddress.json.error).toBe(
      String(unknown.json.error).replace('Q00000000', quoteNumber),
    );
  });

  it('refuses an expired quote with 410 and a pickup date that has passed with 400', async () => {
    const db = await database();
    const today = todayIn(EARLIEST_TIME_ZONE);
    const expired = await saveQuote('late@refusals.example.com');
    await db
      .updateTable('quotes')
      .set({ pickup_date: '2026-10-01', expiry_date: '2026-10-15' })
      .where('quote_number', '=', expired)
      .execute();
    const gone = await book(bookingBody(expired, 'late@refusals.example.com'));
    expect(gone.status).toBe(410);
    expect(gone.json.error).toBe(
      `Quotation ${expired} expired on 15 Oct 2026. Please get a new quote.`,
    );

    const past = await saveQuote('past@refusals.example.com');
    const yesterday = addCalendarDays(today, -1);
    await db
      .updateTable('quotes')
      .set({ pickup_date: yesterday, expiry_date: addCalendarDays(yesterday, 14) })
      .where('quote_number', '=', past)
      .execute();
    const passed = await book(bookingBody(past, 'past@refusals.example.com'));
    expect(passed.status).toBe(400);
    expect(passed.json.field).toBe('pickup_date');
    expect(passed.json.error).toMatch(
      new RegExp(`^The pickup date of quotation ${past}, \\d{2} \\w{3} \\d{4}, has passed\\.`),
    );
    const count = await db
      .selectFrom('bookings')
      .select('id')
      .where('quote_number', 'in', [expired, past])
      .execute();
    expect(count).toEqual([]);
  });

  it('refuses with 400 naming pickup_date a day that passed, a weekend, a holiday of the pickup state and a day after the quote', async () => {
    const email = 'days@refusals.example.com';
    const quoteNumber = await saveQuote(email);
    const db = await database();
    // The next Melbourne Cup day (first Tuesday of November) that is still ahead, with the quote
    // held until a week after it; the pickup address is in Victoria.
    const cupDay = (year: number) => {
      const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
      return `${year}-11-${String(1 + ((2 - first + 7) % 7)).padStart(2, '0')}`;
    };
    const today = todayIn('Australia/Melbourne');
    const thisYear = Number(today.slice(0, 4));
    const cup =
      cupDay(thisYear) > addCalendarDays(today, 1) ? cupDay(thisYear) : cupDay(thisYear + 1);
    const latest = addCalendarDays(cup, 7);
    await db
      .updateTable('quotes')
      .set({ expiry_date: latest })
      .where('quote_number', '=', quoteNumber)
      .execute();
    const days = await pickupDaysOf(quoteNumber);
    expect(days.state).toBe('VIC');
    expect(days.latest).toBe(latest);
    expect(days.dates).not.toContain(cup);
    expect(days.holidays[cup]).toBe('Melbourne Cup');
    const saturday = addCalendarDays(cup, 4);

    const refusals: [string, RegExp][] = [
      [addCalendarDays(today, -1), /^This pickup date has passed\. The earliest pickup is /],
      [saturday, /^Sat \d{2} Nov \d{4} is a weekend day: we pick up Monday to Friday\./],
      [cup, /^Tue \d{2} Nov \d{4} is a public holiday in VIC \(Melbourne Cup\)/],
      [addCalendarDays(latest, 1), /^The prices of this quote hold for pickups until /],
    ];
    for (const [day, message] of refusals) {
      const res = await book(bookingBody(quoteNumber, email, { pickup_date: day }));
      expect(res.status, day).toBe(400);
      expect(res.json.field, day).toBe('pickup_date');
      expect(String(res.json.error), day).toMatch(message);
    }
    const garbled = await book(bookingBody(quoteNumber, email, { pickup_date: '2026-02-30' }));
    expect(garbled.status).toBe(400);
    expect(garbled.json.field).toBe('pickup_date');
    const none = await db
      .selectFrom('bookings')
      .select('id')
      .where('quote_number', '=', quoteNumber)
      .execute();
    expect(none).toEqual([]);

    // The day after the holiday books, at the saved price.
    const dayAfter = days.dates.find((d) => d > cup)!;
    const booked = await book(bookingBody(quoteNumber, email, { pickup_date: dayAfter }));
    expect(booked.status).toBe(201);
    const row = await db
      .selectFrom('bookings')
      .select(['pickup_date', 'inc_gst_cents'])
      .where('quote_number', '=', quoteNumber)
      .executeTakeFirstOrThrow();
    expect(row.pickup_date).toBe(dayAfter);
    expect(Number(row.inc_gst_cents)).toBe(300_004);
  });

  it('answers the pickup days of an unknown quote number with 404', async () => {
    const res = await callRoute('/tms/pickup-dates', {
      quote_number: 'Q00000000',
    });
    expect(res.status).toBe(404);
    expect(res.json.field).toBe('quote_number');
  });

  it('asks for the dangerous goods details the quote was priced for, and refuses them otherwise', async () => {
    const dg = await saveQuote('dg@refusals.example.com', true);
    const missing = await book(bookingRequestBody(dg, 'dg@refusals.example.com'));
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('dangerous_goods');
    const plain = await saveQuote('plain@refusals.example.com', false);
    const extra = await book(bookingBody(plain, 'plain@refusals.example.com'));
    expect(extra.status).toBe(400);
    expect(extra.json.error).toBe(
      'This quote was priced without dangerous goods. Please get a new quote that includes them.',
    );
  });

  it('refuses a second booking of one quote with 409 and the first reference, also when both arrive together', async () => {
    const email = 'twice@refusals.example.com';
    const quoteNumber = await saveQuote(email);
    const first = await book(bookingBody(quoteNumber, email));
    expect(first.status).toBe(201);
    const again = await book(bookingBody(quoteNumber, email));
    expect(again.status).toBe(409);
    expect(again.json.booking_reference).toBe(first.json.booking_reference);
    expect(again.json.error).toBe(
      `Quotation ${quoteNumber} is already booked. Your booking reference is ${String(first.json.booking_reference)}.`,
    );

    const together = await saveQuote(email);
    const answers = await Promise.all([
      book(bookingBody(together, email)),
      book(bookingBody(together, email)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const made = answers.find((a) => a.status === 201)!;
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.json.booking_reference).toBe(made.json.booking_reference);
    const db = await database();
    const rows = await db
      .selectFrom('bookings')
      .select('id')
      .where('quote_number', '=', together)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await db
      .selectFrom('outbox')
      .select('topic')
      .where('ref', '=', `bookings:${rows[0]!.id}`)
      .execute();
    expect(mails.map((m) => m.topic).sort()).toEqual(['booking.customer', 'booking.operations']);
  });
});

describe('tracking and status changes', () => {
  const email = 'track@kookaburra.example.com';
  let reference = '';

  beforeAll(async () => {
    const quoteNumber = await saveQuote(email);
    const res = await book(bookingBody(quoteNumber, email));
    expect(res.status).toBe(201);
    reference = res.json.booking_reference as string;
  });

  const track = (body: Record<string, unknown>) => callRoute('/tms/track', body);

  it('answers the status and the timeline, the reference read case-insensitively', async () => {
    const typed = `${reference.slice(0, 5)}-${reference.slice(5)}`.toLowerCase();
    const res = await track({ booking_reference: typed, email: 'track@kookaburra.example.com' });
    expect(res.status).toBe(200);
    expect(res.json.booking_reference).toBe(reference);
    expect(res.json.status).toBe('requested');
    const timeline = res.json.timeline as { status: string; at: string }[];
    expect(timeline.map((e) => e.status)).toEqual(['requested']);
    // The pickup as booked and the booked rate's estimated delivery day from it.
    expect(res.json.ready_from).toMatch(/^\d\d:\d\d$/);
    expect(res.json.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(res.json.estimated_delivery) > String(res.json.pickup_date)).toBe(true);
    expect(Date.parse(timeline[0]!.at)).not.toBeNaN();
  });

  it('answers the same to the reference with the delivery postcode instead of the e-mail', async () => {
    // The quote goes to ROCKLEA QLD 4106.
    const res = await track({ booking_reference: reference.toLowerCase(), postcode: ' 4106 ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual((await track({ booking_reference: reference, email })).json);
    // The pickup postcode is not the delivery postcode.
    expect((await track({ booking_reference: reference, postcode: '3026' })).status).toBe(404);
  });

  it('gives a wrong reference, a wrong e-mail and a wrong postcode one identical 404', async () => {
    const wrongReference = await track({ booking_reference: 'B00000000', email });
    const wrongEmail = await track({ booking_reference: reference, email: 'nosy@example.com' });
    const wrongPostcode = await track({ booking_reference: reference, postcode: '4107' });
    const wrongBoth = await track({ booking_reference: 'B00000000', postcode: '4106' });
    for (const answer of [wrongReference, wrongEmail, wrongPostcode, wrongBoth]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(wrongReference.json);
    }
    expect(wrongReference.json.error).toBe(
      'We cannot find a booking with this reference for this e-mail address or delivery postcode. Please check both and try again.',
    );
  });

  it('asks for the e-mail or a 4-digit postcode, not both', async () => {
    const bad = await track({ booking_reference: reference, postcode: '41O6' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('postcode: Delivery postcode must be 4 digits, e.g. 4106');
    const neither = await track({ booking_reference: reference });
    expect(neither.status).toBe(400);
    expect(neither.json.error).toBe('email: Email or delivery postcode is required');
    const both = await track({ booking_reference: reference, email, postcode: '4106' });
    expect(both.status).toBe(400);
    expect(both.json.error).toBe('postcode: Send the email or the delivery postcode, not both');
    expect((await track({ booking_reference: reference, postcode: 4106 })).status).toBe(400);
  });

  it('moves along by the operator command, each change mailed to the customer once', async () => {
    const confirmed = await ops('booking', 'status', reference.toLowerCase(), 'confirmed');
    expect(confirmed.stderr).toBe('');
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toContain(`${reference}: Requested -> Confirmed`);
    const back = await ops('booking', 'status', reference, 'requested');
    expect(back.code).toBe(1);
    expect(back.stderr).toContain('A booking cannot go back from confirmed to requested.');
    const unknown = await ops('booking', 'status', reference, 'lost');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('"lost" is not a status');

    const res = await track({ booking_reference: reference, email });
    expect(res.json.status).toBe('confirmed');
    expect((res.json.timeline as { status: string }[]).map((e) => e.status)).toEqual([
      'requested',
      'confirmed',
    ]);
    await drainOutbox();
    const news = mailsTo(email, new RegExp(`^Booking ${reference}: Confirmed`));
    expect(news).toHaveLength(1);
    expect(news[0]!.text).toContain('Your booking is confirmed');
    // It repeats the pickup and both ends, answers to operations and links to /track named.
    expect(news[0]!.text).toMatch(/Pickup date: \d{2} [A-Z][a-z]{2} \d{4}/);
    expect(news[0]!.text).toMatch(/Pickup window: \d\d:\d\d to \d\d:\d\d \(local time\)/);
    expect(news[0]!.text).toMatch(/Pickup address: .+, LAVERTON NORTH VIC 3026/);
    expect(news[0]!.text).toMatch(/Delivery address: .+, ROCKLEA QLD 4106/);
    expect(news[0]!.replyTo?.text).toBe('bookings@test.example');
    expect(news[0]!.text).toContain(`/track?reference=${reference}`);
  });

  it('makes a change once when two instances make it at the same moment', async () => {
    // Two operator processes on the same database, as two instances of the site would be.
    const run = () =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            '--conditions=react-server',
            '--import',
            'tsx',
            'src/server/ops/cli.ts',
            'booking',
            'status',
            reference,
            'picked_up',
          ],
          { env: { ...process.env }, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let out = '';
        let err = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    const results = await Promise.all([run(), run()]);
    expect(results.map((r) => r.code).sort(), results.map((r) => r.err).join('\n')).toEqual([0, 1]);
    const loser = results.find((r) => r.code === 1)!;
    expect(loser.err).toMatch(/already picked up|changed by someone else/);

    await drainOutbox();
    const db = await database();
    const booking = await db
      .selectFrom('bookings')
      .select('id')
      .where('booking_reference', '=', reference)
      .executeTakeFirstOrThrow();
    const queued = await db
      .selectFrom('outbox')
      .select('topic')
      .where('ref', '=', `bookings:${booking.id}`)
      .where('topic', '=', 'booking.status.picked_up')
      .execute();
    expect(queued).toHaveLength(1);
    expect(mailsTo(email, new RegExp(`^Booking ${reference}: Picked up`))).toHaveLength(1);
    const res = await track({ booking_reference: reference, email });
    expect((res.json.timeline as { status: string }[]).map((e) => e.status)).toEqual([
      'requested',
      'confirmed',
      'picked_up',
    ]);
  }, 120_000);

  it('goes no further once delivered', async () => {
    expect((await ops('booking', 'status', reference, 'delivered')).code).toBe(0);
    const after = await ops('booking', 'status', reference, 'cancelled');
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('The booking is delivered: its status can no longer change.');
    const res = await track({ booking_reference: reference, email });
    expect(res.json.status).toBe('delivered');
  });
});

describe('quote PDF', () => {
  it('answers the saved quote as a PDF to its owner, with the number and the total', async () => {
    const email = 'pdf@magpie.example.com';
    const quoteNumber = await saveQuote(email);
    const request = new Request('http://localhost/tms/quote-pdf', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-address': '127.0.0.1',
        cookie: 'XSRF-TOKEN=test-xsrf-token-0123456789abcdef',
        'x-xsrf-token': 'test-xsrf-token-0123456789abcdef',
      },
      body: JSON.stringify({ quote_number: quoteNumber.toLowerCase(), email }),
    });
    const res = await apiRouter.request(request);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="quote-${quoteNumber}.pdf"`,
    );
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    for (const line of [
      `Freight quotation ${quoteNumber}`,
      'LAVERTON NORTH VIC 3026',
      'ROCKLEA QLD 4106',
      '1,650.8 km',
      'Express service: Next Working Day or 2-Up Service',
      'Base rate MEL -> BNE: 3 pallets x $619.29, minimum $137.75',
      '$1,857.87',
      '$2,727.31',
      '$272.73',
      'Total inc GST',
      '$3,000.04',
      'November 2026',
      '19.80%',
      '8. Refusal of goods and dangerous goods',
      '/resources/terms-conditions',
    ]) {
      expect(pdf.text, line).toContain(line);
    }
    expect(pdf.title).toBe(`Banksia Freight Lines quotation ${quoteNumber}`);

    const wrongEmail = await callRoute('/tms/quote-pdf', {
      quote_number: quoteNumber,
      email: 'guess@example.com',
    });
    expect(wrongEmail.status).toBe(404);
  });
});
