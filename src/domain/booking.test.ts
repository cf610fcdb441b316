import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  bookingMessages,
  bookingRequestSchema,
  BOOKING_STATUSES,
  canChangeStatus,
  isPhoneNumber,
  statusChangeRefusal,
  trackSchema,
  checkChosenTrackField,
  trackFormFields,
  trackRequestBody,
} from './booking';
import type { BookingStatus } from './booking';

function body(overrides: Record<string, unknown> = {}) {
  return {
    quote_number: 'q7k2m-9xqp',
    email: 'dispatch@harbourline.example.com',
    pickup: {
      business_name: 'Harbourline Foods',
      street: '7 Kororoit Way',
      contact_name: 'Sam Reid',
      phone: '03 9555 0123',
      ready_from: '08:00',
      closes_at: '16:30',
    },
    delivery: {
      business_name: 'Rocklea Fresh Markets',
      street: '385 Sherwood Road',
      contact_name: 'Jo Tan',
      phone: '0412 345 678',
      instructions: 'Dock 4, ring the bell',
    },
    goods_description: 'Chilled sauces on 3 pallets',
    accept_terms: true,
    ...overrides,
  };
}

/** The first issue's path and message, or 'ok'. */
function firstIssue(schema: typeof bookingRequestSchema, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('booking request', () => {
  it('accepts a full request, with the quote number made canonical and blanks defaulted', () => {
    const result = bookingRequestSchema.parse(body());
    expect(result.quote_number).toBe('Q7K2M9XQP');
    expect(result.reference).toBe('');
    expect(result.pickup.instructions).toBe('');
    expect(result.delivery.instructions).toBe('Dock 4, ring the bell');
    expect(result.dangerous_goods).toBeUndefined();
  });

  it('names each missing field with its own message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quote_number: '' }, 'quote_number: Quotation number is required'],
      [{ quote_number: 'Q123' }, 'quote_number: Invalid quote number. Please try again'],
      [{ email: '' }, 'email: Email is required'],
      [{ email: 'Sam@Example.COM' }, 'email: Enter a valid email address'],
      [
        { pickup: { ...body().pickup, business_name: ' ' } },
        'pickup.business_name: Business name is required',
      ],
      [{ pickup: { ...body().pickup, street: '' } }, 'pickup.street: Street address is required'],
      [
        { delivery: { ...body().delivery, contact_name: '' } },
        'delivery.contact_name: Contact name is required',
      ],
      [
        { delivery: { ...body().delivery, phone: '' } },
        'delivery.phone: Contact phone is required',
      ],
      [
        { delivery: { ...body().delivery, phone: 'call Jo' } },
        `delivery.phone: ${bookingMessages.phoneInvalid}`,
      ],
      [
        { pickup: { ...body().pickup, ready_from: '' } },
        'pickup.ready_from: Ready-from time is required',
      ],
      [
        { pickup: { ...body().pickup, ready_from: '8am' } },
        'pickup.ready_from: Enter the ready-from time as HH:MM, e.g. 08:30',
      ],
      [
        { pickup: { ...body().pickup, closes_at: '24:00' } },
        'pickup.closes_at: Enter the closing time as HH:MM, e.g. 16:00',
      ],
      [
        { pickup: { ...body().pickup, closes_at: '08:00' } },
        'pickup.closes_at: Closing time must be after the ready-from time',
      ],
      [{ goods_description: '' }, 'goods_description: Goods description is required'],
      [
        { reference: 'x'.repeat(51) },
        'reference: Your reference (optional) must be at most 50 characters',
      ],
      [{ accept_terms: false }, 'accept_terms: Please accept the terms and conditions to book'],
      [{ accept_terms: undefined }, 'accept_terms: Please accept the terms and conditions to book'],
      [
        { pickup: { ...body().pickup, street: 'x'.repeat(201) } },
        'pickup.street: Street address must be at most 200 characters',
      ],
    ];
    for (const [overrides, expected] of cases) {
      expect(firstIssue(bookingRequestSchema, body(overrides)), expected).toBe(expected);
    }
  });

  it('refuses fields it does not know, and takes a shown price without keeping it', () => {
    expect(firstIssue(bookingRequestSchema, body({ rate: 'economy' }))).toMatch(
      /^: Unrecognized key/,
    );
    expect(firstIssue(bookingRequestSchema, body({ price: { cents: 1 } }))).toMatch(/^price: /);
    expect(bookingRequestSchema.parse(body({ price: 1 })).price).toBe(1);
  });

  it('reads dangerous goods details, normalising the UN number', () => {
    const dg = {
      un_number: '1203',
      class: '3',
      packing_group: 'II',
      proper_shipping_name: 'Petrol',
    };
    const parsed = bookingRequestSchema.parse(body({ dangerous_goods: dg }));
    expect(parsed.dangerous_goods).toEqual({ ...dg, un_number: 'UN1203' });
    expect(
      bookingRequestSchema.parse(body({ dangerous_goods: { ...dg, un_number: 'un 1203' } }))
        .dangerous_goods?.un_number,
    ).toBe('UN1203');
    const bad: [Record<string, unknown>, string][] = [
      [{ un_number: '' }, 'dangerous_goods.un_number: UN number is required'],
      [{ un_number: 'UN12' }, 'dangerous_goods.un_number: UN number must be 4 digits, e.g. UN1203'],
      [{ class: '' }, 'dangerous_goods.class: Dangerous goods class is required'],
      [{ class: '10' }, 'dangerous_goods.class: Choose a dangerous goods class from the list'],
      [
        { packing_group: 'IV' },
        'dangerous_goods.packing_group: Choose packing group I, II, III or None',
      ],
      [
        { proper_shipping_name: '' },
        'dangerous_goods.proper_shipping_name: Proper shipping name is required',
      ],
    ];
    for (const [change, expected] of bad) {
      expect(
        firstIssue(bookingRequestSchema, body({ dangerous_goods: { ...dg, ...change } })),
        expected,
      ).toBe(expected);
    }
  });

  it("the page's form requires dangerous goods details exactly when the quote has them", () => {
    const dg = {
      un_number: '1203',
      class: '3',
      packing_group: 'II',
      proper_shipping_name: 'Petrol',
    };
    // The form also asks for a pickup day (decision 144), so each body here has one.
    const day = { pickup_date: '2026-12-01' };
    const form = (change: Record<string, unknown> = {}) => body({ ...day, ...change });
    expect(bookingFormSchema(true).safeParse(form()).success).toBe(false);
    expect(bookingFormSchema(true).safeParse(form({ dangerous_goods: dg })).success).toBe(true);
    expect(bookingFormSchema(false).safeParse(form()).success).toBe(true);
    expect(bookingFormSchema(false).safeParse(form({ dangerous_goods: dg })).success).toBe(false);
    expect(bookingFormSchema(false).safeParse(body()).success, 'no pickup day').toBe(false);
  });

  it("the page's form refuses a weekend pickup day at once, while other fields are still empty", () => {
    const days = {
      state: 'VIC' as const,
      earliest: '2026-11-30',
      latest: '2026-12-11',
      dates: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
      holidays: {},
    };
    const result = bookingFormSchema(false, days).safeParse({
      ...body({ pickup_date: '2026-12-05' }),
      goods_description: '',
    });
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'pickup_date');
    expect(issue?.message).toBe(
      'Sat 05 Dec 2026 is a weekend day: we pick up Monday to Friday. Choose a weekday.',
    );
  });

  it('knows a phone number', () => {
    for (const ok of ['03 9555 0123', '0412 345 678', '+61 3 9555 0123', '(03) 9555-0123']) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
    for (const bad of ['', '1234567', '0412 abc 678', '1'.repeat(16)]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });
});

describe('booking status machine', () => {
  const all = BOOKING_STATUSES;

  it('moves forward, skipping steps staff recorded late', () => {
    expect(canChangeStatus('requested', 'confirmed')).toBe(true);
    expect(canChangeStatus('confirmed', 'picked_up')).toBe(true);
    expect(canChangeStatus('picked_up', 'in_transit')).toBe(true);
    expect(canChangeStatus('in_transit', 'delivered')).toBe(true);
    expect(canChangeStatus('requested', 'delivered')).toBe(true);
  });

  it('never goes back, and nothing follows delivered or cancelled', () => {
    for (const to of all) {
      expect(canChangeStatus('delivered', to), `delivered -> ${to}`).toBe(false);
      expect(canChangeStatus('cancelled', to), `cancelled -> ${to}`).toBe(false);
    }
    expect(canChangeStatus('in_transit', 'picked_up')).toBe(false);
    expect(canChangeStatus('confirmed', 'requested')).toBe(false);
    expect(statusChangeRefusal('delivered', 'in_transit')).toBe(
      'The booking is delivered: its status can no longer change.',
    );
    expect(statusChangeRefusal('in_transit', 'confirmed')).toBe(
      'A booking cannot go back from in transit to confirmed.',
    );
  });

  it('cancels only before pickup, and refuses a change to the same status', () => {
    expect(canChangeStatus('requested', 'cancelled')).toBe(true);
    expect(canChangeStatus('confirmed', 'cancelled')).toBe(true);
    expect(statusChangeRefusal('picked_up', 'cancelled')).toBe(
      'The freight has been picked up: the booking can no longer be cancelled.',
    );
    for (const s of all) {
      expect(canChangeStatus(s, s), s).toBe(false);
    }
    expect(statusChangeRefusal('confirmed', 'confirmed')).toBe('The booking is already confirmed.');
  });

  it('allows exactly these changes', () => {
    const allowed = all.flatMap((from) =>
      all.filter((to) => canChangeStatus(from, to)).map((to) => `${from}>${to}`),
    );
    const expected: `${BookingStatus}>${BookingStatus}`[] = [
      'requested>confirmed',
      'requested>picked_up',
      'requested>in_transit',
      'requested>delivered',
      'requested>cancelled',
      'confirmed>picked_up',
      'confirmed>in_transit',
      'confirmed>delivered',
      'confirmed>cancelled',
      'picked_up>in_transit',
      'picked_up>delivered',
      'in_transit>delivered',
    ];
    expect(allowed).toEqual(expected);
  });
});

describe('tracking look-up', () => {
  it('reads a reference case-insensitively and checks the e-mail', () => {
    expect(
      trackSchema.parse({ booking_reference: 'b7k2m-9xqp', email: 'sam@example.com' }),
    ).toEqual({ booking_reference: 'B7K2M9XQP', email: 'sam@example.com' });
    const missing = trackSchema.safeParse({ booking_reference: '', email: 'sam@example.com' });
    expect(missing.error?.issues[0]?.message).toBe('Booking reference is required');
    const wrong = trackSchema.safeParse({ booking_reference: 'Q7K2M9XQP', email: 'x' });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      'Invalid booking reference. Please check it and try again',
      'Enter a valid email address',
    ]);
  });

  it('takes the delivery postcode instead of the e-mail: 4 digits, one of the two', () => {
    expect(trackSchema.parse({ booking_reference: 'B7K2M9XQP', postcode: ' 4106 ' })).toEqual({
      booking_reference: 'B7K2M9XQP',
      postcode: '4106',
    });
    const messages = (body: Record<string, unknown>) =>
      trackSchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages({ booking_reference: 'B7K2M9XQP', postcode: '410' })).toEqual([
      'postcode: Delivery postcode must be 4 digits, e.g. 4106',
    ]);
    expect(messages({ booking_reference: 'B7K2M9XQP', postcode: '' })).toEqual([
      'postcode: Delivery postcode is required',
    ]);
    expect(messages({ booking_reference: 'B7K2M9XQP' })).toEqual([
      'email: Email or delivery postcode is required',
    ]);
    expect(
      messages({ booking_reference: 'B7K2M9XQP', email: 'sam@example.com', postcode: '4106' }),
    ).toEqual(['postcode: Send the email or the delivery postcode, not both']);
  });

  it('the page form checks only the box chosen, and sends only it', () => {
    const form = z.object(trackFormFields).superRefine(checkChosenTrackField);
    const byPostcode = {
      booking_reference: 'b7k2m9xqp',
      check: 'postcode' as const,
      email: 'not an address',
      postcode: '4106',
    };
    const parsed = form.parse(byPostcode);
    expect(trackRequestBody(parsed)).toEqual({ booking_reference: 'B7K2M9XQP', postcode: '4106' });
    const wrong = form.safeParse({ ...byPostcode, check: 'email' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Enter a valid email address'],
    ]);
  });
});
