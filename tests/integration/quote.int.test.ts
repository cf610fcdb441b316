import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as bookingData } from '@/app/tms/getAddPublicBookingData/route';
import { POST as checkQuoteRoute } from '@/app/tms/check-quote/route';
import { POST as quoteRatesRoute } from '@/app/tms/getQuoteRates/route';
import { POST as saveQuoteRoute } from '@/app/tms/saveQuote/route';
import { POST as mailQuoteRoute } from '@/app/tms/sendOfficialSite_QuoteMail/route';
import { formatMoney, toCalendarDate } from '@/domain/format';
import { consignmentFigures } from '@/domain/quote-math';
import { priceQuote } from '@/domain/quote-pricing';
import { greatCircleKm } from '@/domain/suburb';
import { database } from '@/server/db/client';
import { deliverDueMail, outboxStatus, retryPendingMail } from '@/server/outbox/outbox';
import { latestFuelLevy } from '@/server/services/fuel-levy.server';
import { findSuburb } from '@/server/suburbs/suburbs.server';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));

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

describe('public booking data', () => {
  it('answers packaging types and every suburb label, cacheable', async () => {
    const res = await bookingData(new Request('http://localhost/tms/getAddPublicBookingData'));
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const body = (await res.json()) as {
      packaging_types: { id: string; name: string }[];
      postcodes: string[];
    };
    expect(body.packaging_types.find((t) => t.id === '10')?.name).toMatch(/Pallet/);
    expect(body.postcodes.length).toBeGreaterThan(18_000);
    expect(body.postcodes).toContain('LAVERTON NORTH VIC 3026');
    const again = await bookingData(
      new Request('http://localhost/tms/getAddPublicBookingData', {
        headers: { 'if-none-match': res.headers.get('etag')! },
      }),
    );
    expect(again.status).toBe(304);
  });
});

describe('quote rates', () => {
  it('prices both rates on the server from the rate card and the latest levy', async () => {
    const res = await callRoute(quoteRatesRoute, '/tms/getQuoteRates', booking());
    expect(res.status).toBe(200);
    const pickup = findSuburb('LAVERTON NORTH VIC 3026')!;
    const delivery = findSuburb('ROCKLEA QLD 4106')!;
    const figures = consignmentFigures([
      { quantity: 2, length: 120, width: 100, height: 100, weight: 50 },
      { quantity: 3, length: 60, width: 60, height: 90, weight: 900 },
    ]);
    expect(figures.chargeablePallets).toBe(3);
    const expected = priceQuote(
      {
        chargeablePallets: 3,
        straightKm: greatCircleKm(pickup, delivery),
        dangerousGoods: true,
        handUnload: false,
        tailgate: true,
        trailerSplit: false,
      },
      await latestFuelLevy(),
    );
    expect(res.json.rates).toEqual(expected.rates);
    expect(res.json.chargeablePallets).toBe(3);
    expect(res.json.total_weight).toBe(2800);
    const levy = res.json.levy as { kind: string } | null;
    if (levy) expect(levy.kind).toBe('linehaul');
  });
});

describe('save, check and e-mail a quote', () => {
  it('saves, looks up the same booking, and e-mails the visitor and the company once', async () => {
    const email = 'dana.wu@example.com';
    const saved = await callRoute(saveQuoteRoute, '/tms/saveQuote', saveBody(email));
    expect(saved.status).toBe(200);
    expect(saved.json.error).toBe(0);
    const quoteNumber = saved.json.qn_random as string;
    expect(quoteNumber).toMatch(/^Q[0-9A-HJKMNP-TV-Z]{8}$/);

    // Looked up case-insensitively, with spaces and dashes.
    const spaced = `${quoteNumber.slice(0, 5).toLowerCase()} - ${quoteNumber.slice(5)}`;
    const checked = await callRoute(checkQuoteRoute, '/tms/check-quote', { quote_number: spaced });
    expect(checked.status).toBe(200);
    expect(checked.json.success).toBe(true);
    expect(checked.json.message).toBe('Quotation retrieved successfully!');
    const data = checked.json.data as Record<string, unknown> & {
      rates: { id: string; exGstCents: number }[];
    };
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
    });
    const expiry = new Date(`${tomorrow}T00:00:00Z`);
    expiry.setUTCDate(expiry.getUTCDate() + 14);
    expect(data.expiry_date).toBe(expiry.toISOString().slice(0, 10));

    const mailed = await callRoute(mailQuoteRoute, '/tms/sendOfficialSite_QuoteMail', {
      ...saveBody(email),
      quote_number: quoteNumber,
    });
    expect(mailed.status).toBe(200);
    expect(mailed.json.message).toBe("Quotation Sent! We've sent the details to your mail");

    const express = data.rates.find((r) => r.id === 'express')!;
    const mail = await app.smtp.waitFor(
      (m) => (m.subject?.includes(quoteNumber) ?? false) && m.subject!.startsWith('Your'),
    );
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.text).toContain(quoteNumber);
    expect(mail.text).toContain('LAVERTON NORTH VIC 3026');
    expect(mail.text).toContain('ROCKLEA QLD 4106');
    expect(mail.text).toContain(formatMoney(express.exGstCents / 100));
    expect(mail.text).toContain('GST');
    expect(mail.text).toContain('Dangerous goods');
    expect(mail.html).toContain(`/get-a-quote?quote=${quoteNumber}`);
    const copy = await app.smtp.waitFor(
      (m) => (m.subject?.includes(quoteNumber) ?? false) && m.subject!.includes('requested by'),
    );
    expect(copy.to && 'text' in copy.to ? copy.to.text : '').toBe('office@test.example');
    expect(copy.replyTo?.text).toBe(email);

    // A second mail call, a retry or a double click, sends nothing more.
    await callRoute(mailQuoteRoute, '/tms/sendOfficialSite_QuoteMail', {
      ...saveBody(email),
      quote_number: quoteNumber,
    });
    await deliverDueMail();
    await new Promise((r) => setTimeout(r, 300));
    expect(app.smtp.messages.filter((m) => m.subject?.includes(quoteNumber))).toHaveLength(2);
  });

  it('keeps the quote and sends its mail exactly once after an SMTP outage', async () => {
    await app.smtp.stop();
    const email = 'outage.quote@example.com';
    const saved = await callRoute(saveQuoteRoute, '/tms/saveQuote', saveBody(email));
    expect(saved.status).toBe(200);
    const quoteNumber = saved.json.qn_random as string;
    const mailed = await callRoute(mailQuoteRoute, '/tms/sendOfficialSite_QuoteMail', {
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
    await deliverDueMail();
    await deliverDueMail();
    await app.smtp.waitFor((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
    expect(app.smtp.messages.filter((m) => m.subject?.includes(quoteNumber))).toHaveLength(2);
    expect((await outboxStatus(db)).failing).toBe(0);
  });

  it('keeps the saved prices, whatever price the client sent', async () => {
    const saved = await callRoute(saveQuoteRoute, '/tms/saveQuote', saveBody('price@example.com'));
    const checked = await callRoute(checkQuoteRoute, '/tms/check-quote', {
      quote_number: saved.json.qn_random,
    });
    const rates = (checked.json.data as { rates: { exGstCents: number }[] }).rates;
    expect(rates[0]!.exGstCents).toBeGreaterThan(100);
  });

  it('answers an expired quote with 410 and the date it expired', async () => {
    const saved = await callRoute(
      saveQuoteRoute,
      '/tms/saveQuote',
      saveBody('expired@example.com'),
    );
    const db = await database();
    await db
      .updateTable('quotes')
      .set({ pickup_date: '2024-01-01', expiry_date: '2024-01-15' })
      .where('quote_number', '=', saved.json.qn_random as string)
      .execute();
    const res = await callRoute(checkQuoteRoute, '/tms/check-quote', {
      quote_number: saved.json.qn_random,
    });
    expect(res.status).toBe(410);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toContain('expired on 15 Jan 2024');
  });

  it('refuses to e-mail a quote that was never saved', async () => {
    const res = await callRoute(mailQuoteRoute, '/tms/sendOfficialSite_QuoteMail', {
      ...saveBody('ghost@example.com'),
      quote_number: 'Q00000000',
    });
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
    const malformed = await callRoute(mailQuoteRoute, '/tms/sendOfficialSite_QuoteMail', {
      ...saveBody('ghost@example.com'),
      quote_number: 'not-a-number',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers an unknown quote number with 404 and a malformed one with 400', async () => {
    const unknown = await callRoute(checkQuoteRoute, '/tms/check-quote', {
      quote_number: 'QZZZZZZZZ',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({
      success: false,
      message: 'Invalid quote number. Please try again',
    });
    for (const quote_number of ['', 'Q123', 'hello world', 42, 'Q'.repeat(60)]) {
      const res = await callRoute(checkQuoteRoute, '/tms/check-quote', { quote_number });
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
      const res = await callRoute(saveQuoteRoute, '/tms/saveQuote', saveBody(email, overrides));
      expect(res.status).toBe(400);
      expect(String(res.json.error)).toContain(message);
      expect(await countQuotes(email)).toBe(0);
      const rates = await callRoute(quoteRatesRoute, '/tms/getQuoteRates', booking(overrides));
      expect(rates.status).toBe(400);
    });
  }

  it('refuses a save without a picked rate or with a bad address', async () => {
    const noRate = await callRoute(saveQuoteRoute, '/tms/saveQuote', {
      ...saveBody('norate@example.com'),
      label: '',
    });
    expect(noRate.status).toBe(400);
    expect(noRate.json.error).toContain('you need to pick a rate first!');
    const badEmail = await callRoute(saveQuoteRoute, '/tms/saveQuote', saveBody('not an address'));
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.error).toContain('Enter a valid email address');
    expect(await countQuotes('norate@example.com')).toBe(0);
  });

  it('refuses unknown fields, wrong types and a huge body', async () => {
    expect(
      (
        await callRoute(saveQuoteRoute, '/tms/saveQuote', {
          ...saveBody('x@example.com'),
          admin: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute(saveQuoteRoute, '/tms/saveQuote', {
          ...saveBody('x@example.com'),
          is_dg: 'yes',
        })
      ).status,
    ).toBe(400);
    const huge = await callRoute(saveQuoteRoute, '/tms/saveQuote', {
      ...saveBody('huge@example.com'),
      description: 'x'.repeat(80 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await countQuotes('huge@example.com')).toBe(0);
    const json = await callRoute(saveQuoteRoute, '/tms/saveQuote', undefined, {
      rawBody: '{"pickup":',
    });
    expect(json.status).toBe(400);
  });
});
