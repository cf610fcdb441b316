import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '@/domain/format';
import { database } from '@/server/db/client';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

// Decision 015: the suburbs the field offers are exactly the ones the server accepts, and
// PO-box, large-volume-receiver and postal-site labels are neither; quotes saved with one
// before still come back by their number.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));

function booking(pickup: string, delivery: string) {
  return {
    is_dg: false,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: false,
    pickup,
    delivery,
    date: tomorrow,
    expiryDate: '',
    packagings: [
      {
        type: '10',
        quantity: 1,
        length: 120,
        width: 100,
        height: 100,
        weight: 200,
        total_weight: 200,
        chargeablePallets: 1,
      },
    ],
  };
}

/** Mail-only and postal-site labels the dataset has, one of each kind. */
const notForFreight = [
  'SYDNEY NSW 1001', // large-volume receiver
  'SYDNEY NSW 2001', // PO boxes
  'PERTH WA 6001', // PO boxes
  'ROCKLEA DC QLD 4106', // delivery centre
  'DARWIN MC NT 0820', // mail centre
];

describe('suburb labels for freight', () => {
  it('sends the city suburbs and none of the mail-only or postal-site labels', async () => {
    const res = await callRoute('/tms/getAddPublicBookingData');
    expect(res.status).toBe(200);
    const postcodes = res.json.postcodes as string[];
    for (const label of ['SYDNEY NSW 2000', 'PERTH WA 6000', 'ROCKLEA QLD 4106']) {
      expect(postcodes).toContain(label);
    }
    for (const label of notForFreight) expect(postcodes).not.toContain(label);
  });

  it('prices between labels the list offers, first and last alike', async () => {
    const res = await callRoute('/tms/getAddPublicBookingData');
    const postcodes = res.json.postcodes as string[];
    const rates = await callRoute('/tms/getQuoteRates', booking(postcodes[0]!, postcodes.at(-1)!));
    expect(rates.status).toBe(200);
  });

  it('refuses a label the list does not offer with 400 and the invalid-location message', async () => {
    for (const label of notForFreight) {
      const pickup = await callRoute('/tms/getQuoteRates', booking(label, 'ROCKLEA QLD 4106'));
      expect(pickup.status, label).toBe(400);
      expect(JSON.stringify(pickup.json)).toContain('Invalid pickup location');
      const home = await callRoute('/tms/sendOfficialSite_GetQuoteMail', {
        pickup: 'PERTH WA 6000',
        delivery: label,
        email: 'po-box@example.com',
      });
      expect(home.status, label).toBe(400);
      expect(home.json.error).toContain('Invalid delivery location');
    }
  });

  it('still looks up a quote saved earlier with a PO-box label', async () => {
    const saved = await callRoute('/tms/saveQuote', {
      ...booking('LAVERTON NORTH VIC 3026', 'ROCKLEA QLD 4106'),
      label: 'Economy',
      description: '2-3 days working service',
      price: 1,
      exGST: true,
      email: 'earlier@example.com',
    });
    expect(saved.status).toBe(200);
    const quoteNumber = saved.json.qn_random as string;
    // As a quote saved before decision 015 would have stored it.
    const db = await database();
    await db
      .updateTable('quotes')
      .set({ pickup_postcode_id: 'SYDNEY NSW 2001', delivery_postcode_id: 'ROCKLEA DC QLD 4106' })
      .where('quote_number', '=', quoteNumber)
      .execute();
    const checked = await callRoute('/tms/check-quote', {
      quote_number: quoteNumber,
    });
    expect(checked.status).toBe(200);
    expect(checked.json.data).toMatchObject({
      pickup_postcode_id: 'SYDNEY NSW 2001',
      delivery_postcode_id: 'ROCKLEA DC QLD 4106',
    });
  });
});
