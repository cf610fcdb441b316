import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toCalendarDate } from '@/domain/format';
import type { RatePrice } from '@/domain/quote-pricing';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { deliverDueMail, outboxStatus, retryPendingMail } from '@/server/outbox/outbox';
import { saveFuelLevyMonth } from '@/server/services/fuel-levy.server';
import { callRoute, drainOutbox, startTestApp, useOneFuelLevyMonth } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // The only month on file, so the prices below stay put whatever the sample history holds.
  // 198 c/L / 1.1 = 180 c/L ex GST; less the 20 c/L credit = 160; (160 - 100) / 100 = 0.6;
  // linehaul 0.6 x 33% = 19.80%, local 0.6 x 26% = 15.60%. It is in force on any pickup date.
  await useOneFuelLevyMonth();
});
afterAll(async () => {
  await app.close();
});

const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));

/** yyyy-MM-dd plus whole days, on the calendar. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

// The booking below, priced by hand from the shipped zone rate card (decision 126).
//
// LAVERTON NORTH VIC 3026 is in zone MEL, ROCKLEA QLD 4106 in BNE. The card's MEL → BNE lane:
// economy $427.10 a pallet, minimum $95.00, 3 working days; express $619.29 a pallet, minimum
// $137.75, 1 working day (today's formula at the zones' centres, 1,643.8 km apart by road).
// The road distance of the quote itself stays the suburbs': 1375.63 km great-circle x 1.2 =
// 1650.8 km, over 100 km: the linehaul levy.
//
// Pallets: 2 x 1.2 x 1.0 x 1.0 m3 x 333 = 799.2 kg cubic beats 2 x 50 kg: 1 pallet;
// 3 x 900 = 2700 kg beats 3 x 0.6 x 0.6 x 0.9 x 333 = 323.7 kg cubic: 2700 / 2000 up = 2 pallets.
//
// Economy, in cents:
//   base            3 x 42 710                                                  = 128 130
//   dangerous goods 15% x 128 130 = 19 219.5 -> 19 220, + 7 500                 =  26 720
//   tailgate                                                                    =   6 500
//   fuel levy       19.80% x (128 130 + 26 720 + 6 500 = 161 350) = 31 947.3    ->  31 947
//   ex GST 193 297; GST 10% = 19 329.7 -> 19 330; inc GST 212 627
// Express, in cents:
//   base            3 x 61 929                                                  = 185 787
//   dangerous goods 15% x 185 787 = 27 868.05 -> 27 868, + 7 500                =  35 368
//   tailgate                                                                    =   6 500
//   fuel levy       19.80% x (185 787 + 35 368 + 6 500 = 227 655) = 45 075.69   ->  45 076
//   ex GST 272 731; GST 10% = 27 273.1 -> 27 273; inc GST 300 004
/** The rates as priced above, each with the estimated delivery day the server adds. */
const withEstimates = (...rates: object[]) =>
  rates.map((rate) => ({
    ...rate,
    estimatedDelivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
  }));

const novemberLevy = {
  kind: 'linehaul',
  percent: 19.8,
  month: 'November 2026',
  appliesFrom: '2026-11-01',
  sample: false,
};
const economyRate = {
  id: 'economy',
  label: 'Economy',
  description: '2-3 days working service',
  lines: [
    {
      key: 'base',
      label: 'Base rate MEL → BNE: 3 pallets x $427.10, minimum $95.00',
      cents: 128_130,
    },
    { key: 'dangerous_goods', label: 'Dangerous goods: 15% of base + $75.00', cents: 26_720 },
    { key: 'tailgate', label: 'Tailgate truck', cents: 6_500 },
    { key: 'fuel_levy', label: 'Fuel levy (linehaul, November 2026): 19.80%', cents: 31_947 },
  ],
  exGstCents: 193_297,
  gstCents: 19_330,
  incGstCents: 212_627,
  base_price: 1932.97,
  ex_gst: true,
  transitDays: 3,
};
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

function booking(overrides: Record<string, unknown> = {}) {
  return {
    is_dg: true,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: true,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date: tomorrow,
    expiryDate: '',
    packagings: [
      // Light and bulky: 2 x 1.2 m3 = 799.2 kg cubic beats 100 kg dead weight: 1 pallet.
      {
        type: '10',
        quantity: '2',
        length: '120',
        width: '100',
        height: '100',
        weight: '50',
        total_weight: 100,
        chargeablePallets: 1,
      },
      // Dense: 3 x 900 kg = 2700 kg: 2 pallets.
      {
        type: '15',
        quantity: 3,
        length: 60,
        width: 60,
        height: 90,
        weight: 900,
        total_weight: 2700,
        chargeablePallets: 2,
      },
    ],
    ...overrides,
  };
}

function saveBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    ...booking(overrides),
    label: 'Express',
    description: 'Next Working Day or 2-Up Service',
    // A client's figure is never trusted: the server prices the quote itself.
    price: 1,
    exGST: true,
    email,
  };
}

async function countQuotes(email: string): Promise<number> {
  const db = await database();
  return (await db.selectFrom('quotes').select('id').where('email', '=', email).execute()).length;
}

/** The rows queued in the outbox for a quote, by topic. */
async function queuedMailFor(quoteNumber: string): Promise<string[]> {
  const db = await database();
  const quote = await db
    .selectFrom('quotes')
    .select('id')
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('outbox')
    .select('topic')
    .where('ref', '=', `quotes:${quote.id}`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.topic);
}

describe('public booking data', () => {
  it('answers packaging types and every suburb label, cacheable', async () => {
    const res = await apiRouter.request(
      new Request('http://localhost/tms/getAddPublicBookingData'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const body = (await res.json()) as {
      packaging_types: { id: string; name: string }[];
      postcodes: string[];
    };
    expect(body.packaging_types.find((t) => t.id === '10')?.name).toMatch(/Pallet/);
    expect(body.postcodes.length).toBeGreaterThan(17_500);
    expect(body.postcodes).toContain('LAVERTON NORTH VIC 3026');
    const again = await apiRouter.request(
      new Request('http://localhost/tms/getAddPublicBookingData', {
        headers: { 'if-none-match': res.headers.get('etag')! },
      }),
    );
    expect(again.status).toBe(304);
  });
});

describe('quote rates', () => {
  it('prices both rates on the server from the rate card and the levy in force', async () => {
    const res = await callRoute('/tms/getQuoteRates', booking());
    expect(res.status).toBe(200);
    expect(res.json.roadKm).toBe(1650.8);
    expect(res.json.levy).toEqual(novemberLevy);
    expect(res.json.rates).toEqual(withEstimates(economyRate, expressRate));
    expect(res.json.chargeablePallets).toBe(3);
    expect(res.json.total_weight).toBe(2800);
    expect(res.json.packagings).toEqual([
      { total_weight: 100, cubic_weight: 799.2, chargeablePallets: 1 },
      { total_weight: 2700, cubic_weight: 323.676, chargeablePallets: 2 },
    ]);
    expect(res.json.expiryDate).toBe(addDays(tomorrow, 14));
  });

  it('gives each rate an estimated delivery day in working days, past Christmas', async () => {
    // Booked on Monday 23 November 2026 for pickup on Thursday 24 December 2026, 1,650.8 km by road.
    // Economy, 1,200 to 2,400 km: 3 working days. Friday 25 (Christmas Day), the weekend and
    // Monday 28 (Boxing Day falls on Saturday 26: its substitute) are not working days:
    // Tuesday 29 is day 1, Wednesday 30 day 2, Thursday 31 December day 3.
    // Express: 1,650.8 km / 84 km/h / 24 h = 0.82, up to 1 working day: Tuesday 29 December.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T01:00:00Z'));
    try {
      const res = await callRoute('/tms/getQuoteRates', booking({ date: '2026-12-24' }));
      expect(res.status).toBe(200);
      const { rates } = res.json as { rates: RatePrice[] };
      expect(rates.map((r) => r.estimatedDelivery)).toEqual(['2026-12-31', '2026-12-29']);
      // 3,499.2 kg chargeable: more than one pallet, so no minimum-charge note.
      expect(rates[0]!.minimumPalletSpace).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('notes the minimum charge of one pallet space for a light consignment', async () => {
    // Three 12 kg cartons of 0.4 x 0.3 x 0.3 m: 3 x 0.036 m3 x 333 = 35.964 kg cubic, below the
    // 36 kg dead weight; 36 kg is far below one pallet's 2,000 kg and is rounded up to 1 pallet.
    const res = await callRoute(
      '/tms/getQuoteRates',
      booking({
        packagings: [
          {
            type: '10',
            quantity: '3',
            length: '40',
            width: '30',
            height: '30',
            weight: '12',
            total_weight: 36,
            chargeablePallets: 1,
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.chargeablePallets).toBe(1);
    expect((res.json as { rates: RatePrice[] }).rates.map((r) => r.minimumPalletSpace)).toEqual([
      true,
      true,
    ]);
  });

  it('charges a month published ahead only from the day it applies', async () => {
    // A month published ahead of time, applying from 40 days after tomorrow.
    // 209 c/L / 1.1 = 190; less 20 = 170; (170 - 100) / 100 = 0.7; linehaul 0.7 x 33% = 23.10%.
    const appliesFrom = addDays(tomorrow, 40);
    const [year, month] = appliesFrom.split('-').map(Number) as [number, number];
    const monthName = new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${appliesFrom}T00:00:00Z`),
    );
    await saveFuelLevyMonth({
      year,
      month,
      dieselPriceCents: 209,
      fuelTaxCreditCents: 20,
      basePriceCents: 100,
      appliesFrom,
    });
    try {
      const before = await callRoute(
        '/tms/getQuoteRates',
        booking({ date: addDays(appliesFrom, -1) }),
      );
      expect(before.status).toBe(200);
      expect(before.json.levy).toEqual(novemberLevy);
      expect(before.json.rates).toEqual(withEstimates(economyRate, expressRate));

      const from = await callRoute('/tms/getQuoteRates', booking({ date: appliesFrom }));
      expect(from.status).toBe(200);
      expect(from.json.levy).toEqual({
        kind: 'linehaul',
        percent: 23.1,
        month: `${monthName} ${year}`,
        appliesFrom,
        sample: false,
      });
      // Economy: 23.10% x 161 350 = 37 271.85 -> 37 272; ex GST 161 350 + 37 272 = 198 622.
      const economy = (from.json.rates as (typeof economyRate)[])[0]!;
      expect(economy.lines.at(-1)).toEqual({
        key: 'fuel_levy',
        label: `Fuel levy (linehaul, ${monthName} ${year}): 23.10%`,
        cents: 37_272,
      });
      expect(economy.exGstCents).toBe(198_622);
    } finally {
      const db = await database();
      await db
        .deleteFrom('fuel_levies')
        .where('year', '=', year)
        .where('month', '=', month)
        .execute();
    }
  });
});

describe('save, check and e-mail a quote', () => {
  it('saves, looks up the same booking, and e-mails the visitor and the company once', async () => {
    const email = 'dana.wu@example.com';
    const saved = await callRoute('/tms/saveQuote', saveBody(email));
    expect(saved.status).toBe(200);
    expect(saved.json.error).toBe(0);
    const quoteNumber = saved.json.qn_random as string;
    expect(quoteNumber).toMatch(/^Q[0-9A-HJKMNP-TV-Z]{8}$/);

    // Looked up case-insensitively, with spaces and dashes.
    const spaced = `${quoteNumber.slice(0, 5).toLowerCase()} - ${quoteNumber.slice(5)}`;
    const checked = await callRoute('/tms/check-quote', { quote_number: spaced });
    expect(checked.status).toBe(200);
    expect(checked.json.success).toBe(true);
    expect(checked.json.message).toBe('Quotation retrieved successfully!');
    const data = checked.json.data as Record<string, unknown>;
    expect(data).toMatchObject({
      quote_number: quoteNumber,
      is_dg: true,
      is_hand_unload: false,
      is_trailer_split: false,
      has_tailgate: true,
      pickup_postcode_id: 'LAVERTON NORTH VIC 3026',
      delivery_postcode_id: 'ROCKLEA QLD 4106',
      date: tomorrow,
      packagings: [
        {
          packaging_type_id: '10',
          quantity: 2,
          length: 120,
          width: 100,
          height: 100,
          weight: 50,
          total_weight: 100,
          chargeable_pallets: 1,
        },
        {
          packaging_type_id: '15',
          quantity: 3,
          length: 60,
          width: 60,
          height: 90,
          weight: 900,
          total_weight: 2700,
          chargeable_pallets: 2,
        },
      ],
      rate_id: 'express',
      road_km: 1650.8,
      levy: novemberLevy,
      total_weight: 2800,
      chargeable_pallets: 3,
      rates: [economyRate, expressRate],
    });
    expect(data.expiry_date).toBe(addDays(tomorrow, 14));

    const mailed = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      ...saveBody(email),
      quote_number: quoteNumber,
    });
    expect(mailed.status).toBe(200);
    expect(mailed.json.message).toBe("Quotation Sent! We've sent the details to your mail");

    const mail = await app.smtp.waitFor(
      (m) => (m.subject?.includes(quoteNumber) ?? false) && m.subject!.startsWith('Your'),
    );
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.text).toContain(quoteNumber);
    expect(mail.text).toContain('LAVERTON NORTH VIC 3026');
    expect(mail.text).toContain('ROCKLEA QLD 4106');
    // The express rate picked on the page, line by line, then ex GST, GST and inc GST: the
    // hand-worked cents above, in dollars.
    for (const figure of [
      '$1,857.87',
      '$353.68',
      '$65.00',
      '$450.76',
      '$2,727.31',
      '$272.73',
      '$3,000.04',
    ])
      expect(mail.text).toContain(figure);
    expect(mail.text).toContain('GST');
    expect(mail.text).toContain('Dangerous goods');
    expect(mail.html).toContain(`/get-a-quote?quote=${quoteNumber}`);
    const copy = await app.smtp.waitFor(
      (m) => (m.subject?.includes(quoteNumber) ?? false) && m.subject!.includes('requested by'),
    );
    expect(copy.to && 'text' in copy.to ? copy.to.text : '').toBe('office@test.example');
    expect(copy.replyTo?.text).toBe(email);

    // A second mail call, a retry or a double click, sends nothing more.
    await callRoute('/tms/sendOfficialSite_QuoteMail', {
      ...saveBody(email),
      quote_number: quoteNumber,
    });
    await drainOutbox();
    expect(await queuedMailFor(quoteNumber)).toEqual(['quote.visitor', 'quote.company']);
    expect(app.smtp.messages.filter((m) => m.subject?.includes(quoteNumber))).toHaveLength(2);
  });

  it('keeps the quote and sends its mail exactly once after an SMTP outage', async () => {
    await app.smtp.stop();
    const email = 'outage.quote@example.com';
    const saved = await callRoute('/tms/saveQuote', saveBody(email));
    expect(saved.status).toBe(200);
    const quoteNumber = saved.json.qn_random as string;
    const mailed = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      ...saveBody(email),
      quote_number: quoteNumber,
    });
    expect(mailed.status).toBe(200);
    await deliverDueMail();
    const db = await database();
    expect((await outboxStatus(db)).failing).toBeGreaterThanOrEqual(2);
    expect(await countQuotes(email)).toBe(1);

    await app.smtp.start();
    await retryPendingMail(db);
    await drainOutbox();
    expect(await queuedMailFor(quoteNumber)).toEqual(['quote.visitor', 'quote.company']);
    const received = app.smtp.messages.filter((m) => m.subject?.includes(quoteNumber));
    expect(received.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort()).toEqual([
      'office@test.example',
      email,
    ]);
    expect((await outboxStatus(db)).failing).toBe(0);
  });

  it('keeps the saved prices, whatever price the client sent', async () => {
    const saved = await callRoute('/tms/saveQuote', saveBody('price@example.com'));
    const checked = await callRoute('/tms/check-quote', {
      quote_number: saved.json.qn_random,
    });
    // The look-up works the estimate out again; saved pricing does not hold it.
    expect(checked.json.data).toMatchObject({ rates: withEstimates(economyRate, expressRate) });
  });

  it('answers an expired quote with 410 and the date it expired', async () => {
    const saved = await callRoute('/tms/saveQuote', saveBody('expired@example.com'));
    const db = await database();
    await db
      .updateTable('quotes')
      .set({ pickup_date: '2024-01-01', expiry_date: '2024-01-15' })
      .where('quote_number', '=', saved.json.qn_random as string)
      .execute();
    const res = await callRoute('/tms/check-quote', {
      quote_number: saved.json.qn_random,
    });
    expect(res.status).toBe(410);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toContain('expired on 15 Jan 2024');
  });

  it('refuses to e-mail a quote that was never saved', async () => {
    const res = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      ...saveBody('ghost@example.com'),
      quote_number: 'Q00000000',
    });
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
    const malformed = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      ...saveBody('ghost@example.com'),
      quote_number: 'not-a-number',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers an unknown quote number with 404 and a malformed one with 400', async () => {
    const unknown = await callRoute('/tms/check-quote', {
      quote_number: 'QZZZZZZZZ',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({
      success: false,
      message: 'Invalid quote number. Please try again',
    });
    for (const quote_number of ['', 'Q123', 'hello world', 42, 'Q'.repeat(60)]) {
      const res = await callRoute('/tms/check-quote', { quote_number });
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('quote_number');
    }
  });
});

describe('bad input gets 400 and saves nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['unknown pickup suburb', { pickup: 'ATLANTIS VIC 9999' }, 'Invalid pickup location'],
    ['missing delivery', { delivery: '' }, 'Delivery location is required'],
    ['a date in the past', { date: '2020-01-01' }, 'Pickup date cannot be in the past'],
    ['no packages', { packagings: [] }, 'Add at least one package'],
    [
      'a 7-digit quantity',
      {
        packagings: [
          { type: '10', quantity: '1234567', length: 1, width: 1, height: 1, weight: 1 },
        ],
      },
      'Quantity must be a valid number',
    ],
    [
      'a negative length',
      { packagings: [{ type: '10', quantity: 1, length: -5, width: 1, height: 1, weight: 1 }] },
      'Length must be more than 0',
    ],
    [
      'an absurd weight',
      { packagings: [{ type: '10', quantity: 1, length: 1, width: 1, height: 1, weight: '1e12' }] },
      'Weight must be at most',
    ],
    [
      'a text width',
      { packagings: [{ type: '10', quantity: 1, length: 1, width: 'wide', height: 1, weight: 1 }] },
      'Width must be a valid number',
    ],
    [
      'an unknown packaging type',
      { packagings: [{ type: '999', quantity: 1, length: 1, width: 1, height: 1, weight: 1 }] },
      'Choose a packaging type',
    ],
    [
      'a consignment over the limit',
      {
        packagings: [
          { type: '10', quantity: 999999, length: 100, width: 100, height: 100, weight: 1 },
        ],
      },
      'custom quote',
    ],
  ];
  for (const [name, overrides, message] of cases) {
    it(`refuses ${name}`, async () => {
      const email = `bad-${name.replace(/\W+/g, '-')}@example.com`;
      const res = await callRoute('/tms/saveQuote', saveBody(email, overrides));
      expect(res.status).toBe(400);
      expect(String(res.json.error)).toContain(message);
      expect(await countQuotes(email)).toBe(0);
      const rates = await callRoute('/tms/getQuoteRates', booking(overrides));
      expect(rates.status).toBe(400);
    });
  }

  it('refuses a save without a picked rate or with a bad address', async () => {
    const noRate = await callRoute('/tms/saveQuote', {
      ...saveBody('norate@example.com'),
      label: '',
    });
    expect(noRate.status).toBe(400);
    expect(noRate.json.error).toContain('you need to pick a rate first!');
    const badEmail = await callRoute('/tms/saveQuote', saveBody('not an address'));
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.error).toContain('Enter a valid email address');
    expect(await countQuotes('norate@example.com')).toBe(0);
  });

  it('refuses unknown fields, wrong types and a huge body', async () => {
    expect(
      (
        await callRoute('/tms/saveQuote', {
          ...saveBody('x@example.com'),
          admin: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute('/tms/saveQuote', {
          ...saveBody('x@example.com'),
          is_dg: 'yes',
        })
      ).status,
    ).toBe(400);
    const huge = await callRoute('/tms/saveQuote', {
      ...saveBody('huge@example.com'),
      description: 'x'.repeat(80 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await countQuotes('huge@example.com')).toBe(0);
    const json = await callRoute('/tms/saveQuote', undefined, {
      rawBody: '{"pickup":',
    });
    expect(json.status).toBe(400);
  });
});
