import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { toCalendarDate } from '@/domain/format';
import { database } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { quoteRates } from '@/server/services/quote.server';
import { readPdf } from '../support/pdf-text';
import { saveFuelLevyMonth } from '@/server/services/fuel-levy.server';
import { callRoute, drainOutbox, startTestApp, useOneFuelLevyMonth } from '../support/test-app';
import type { TestApp } from '../support/test-app';

// The quote journey end to end: a saved quote looked up and mailed again after its pickup date,
// the Idempotency-Key on saving and mailing, and the fuel levy month named in the breakdown.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // The only month on file: 198 c/L / 1.1 = 180 c/L ex GST; less the 20 c/L credit = 160;
  // (160 - 100) / 100 = 0.6; linehaul 0.6 x 33% = 19.80%. In force on any pickup date from now.
  await useOneFuelLevyMonth();
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60_000;
const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Noon UTC on a calendar day: that day everywhere from UTC-12 to UTC+11. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

// LAVERTON NORTH VIC 3026 to ROCKLEA QLD 4106: 1650.8 km by road, linehaul levy (worked out in
// quote.int.test.ts); 3 chargeable pallets (1 by cubic weight + 2 by dead weight); no extras.
// The shipped card's MEL → BNE lane prices it (see quote.int.test.ts).
// Economy, in cents: base 3 x 42 710 = 128 130; levy 19.80% x 128 130 = 25 369.74 -> 25 370;
//   ex GST 153 500; GST 15 350; inc GST 168 850.
// Express: base 3 x 61 929 = 185 787; levy 19.80% x 185 787 = 36 785.826 -> 36 786;
//   ex GST 222 573; GST 22 257.3 -> 22 257; inc GST 244 830.
const economyLines = [
  {
    key: 'base',
    label: 'Base rate MEL → BNE: 3 pallets x $427.10, minimum $95.00',
    cents: 128_130,
  },
  { key: 'fuel_levy', label: 'Fuel levy (linehaul, November 2026): 19.80%', cents: 25_370 },
];
const expressLines = [
  {
    key: 'base',
    label: 'Base rate MEL → BNE: 3 pallets x $619.29, minimum $137.75',
    cents: 185_787,
  },
  { key: 'fuel_levy', label: 'Fuel levy (linehaul, November 2026): 19.80%', cents: 36_786 },
];
const expressFigures = ['$1,857.87', '$367.86', '$2,225.73', '$222.57', '$2,448.30'];

function booking(overrides: Record<string, unknown> = {}) {
  return {
    is_dg: false,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: false,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date: tomorrow,
    packagings: [
      { type: '10', quantity: '2', length: '120', width: '100', height: '100', weight: '50' },
      { type: '15', quantity: 3, length: 60, width: 60, height: 90, weight: 900 },
    ],
    ...overrides,
  };
}

function saveBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    ...booking(overrides),
    label: 'Express',
    description: 'Next Working Day or 2-Up Service',
    price: 2231.36,
    exGST: true,
    email,
  };
}

const key = (tag: string) => `test-key-${tag}-${Math.random().toString(36).slice(2, 10)}`;
const withKey = (k: string, ip?: string) => ({ headers: { 'idempotency-key': k }, ip });
const to = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');

async function quotesFor(email: string): Promise<string[]> {
  const db = await database();
  const rows = await db
    .selectFrom('quotes')
    .select('quote_number')
    .where('email', '=', email)
    .execute();
  return rows.map((r) => r.quote_number);
}

/** Every mail received about a quote number, once the outbox has nothing left to send. */
async function mailAbout(quoteNumber: string): Promise<ParsedMail[]> {
  await drainOutbox();
  return app.smtp.messages.filter((m) => m.subject?.includes(quoteNumber));
}

describe('a saved quote after its pickup date', () => {
  it('looks up as saved, is mailed again under its number, and is refused once expired', async () => {
    const first = 'first.lookup@example.com';
    const saved = await callRoute('/tms/saveQuote', saveBody(first));
    expect(saved.status).toBe(200);
    const quoteNumber = saved.json.qn_random as string;
    const expiry = addDays(tomorrow, 14);

    // Its mail goes first: a delivery in flight must not see the clock jump.
    await drainOutbox();
    // Three days after the pickup date: the quote holds until its expiry date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noonOf(addDays(tomorrow, 3)));
    // The levy changes meanwhile; the saved quote keeps the month it was priced with.
    await saveFuelLevyMonth({
      year: 2026,
      month: 12,
      dieselPriceCents: 220,
      fuelTaxCreditCents: 20,
      basePriceCents: 100,
      appliesFrom: tomorrow,
    });
    try {
      const checked = await callRoute('/tms/check-quote', {
        quote_number: quoteNumber,
      });
      expect(checked.status).toBe(200);
      const data = checked.json.data as Record<string, unknown>;
      expect(data).toMatchObject({
        quote_number: quoteNumber,
        date: tomorrow,
        expiry_date: expiry,
        rate_id: 'express',
        levy: {
          kind: 'linehaul',
          percent: 19.8,
          month: 'November 2026',
          appliesFrom: '2026-11-01',
          sample: false,
        },
      });
      const rates = data.rates as { lines: unknown[]; exGstCents: number; incGstCents: number }[];
      expect(rates.map((r) => r.lines)).toEqual([economyLines, expressLines]);
      expect(rates.map((r) => [r.exGstCents, r.incGstCents])).toEqual([
        [153_500, 168_850],
        [222_573, 244_830],
      ]);

      // "Email Me This Quote" on the looked-up quote: the number alone mails nobody. Another
      // address gets the answer an unknown number gets, and nothing is sent.
      const resendTo = (email: string, number = quoteNumber) =>
        callRoute('/tms/sendOfficialSite_QuoteMail', {
          label: 'Express',
          description: 'Next Working Day or 2-Up Service',
          price: 2231.36,
          exGST: true,
          email,
          quote_number: number,
          resend: true,
        });
      const unknown = await resendTo(first, 'QZZZZZZZZ');
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({
        success: false,
        field: 'quote_number',
        message: 'Invalid quote number. Please try again',
      });
      for (const stranger of ['again.lookup@example.com', 'first.lookup+1@example.com']) {
        const refused = await resendTo(stranger);
        expect(refused.status).toBe(404);
        expect(refused.json).toEqual(unknown.json);
      }
      expect(await mailAbout(quoteNumber)).toHaveLength(2);

      // The address it was saved with (its local part in any case) gets it again.
      const again = 'First.Lookup@example.com';
      const resent = await resendTo(again);
      expect(resent.status).toBe(200);
      expect(resent.json).toMatchObject({
        success: true,
        message: "Quotation Sent! We've sent the details to your mail",
        quote_number: quoteNumber,
      });
      // Nothing new is saved: no second quote.
      expect(await quotesFor(first)).toEqual([quoteNumber]);

      const mails = await mailAbout(quoteNumber);
      // The first save's pair, and the pair sent again.
      expect(mails.map(to).sort()).toEqual(
        [again, first, 'office@test.example', 'office@test.example'].sort(),
      );
      const visitor = mails.find((m) => to(m) === again)!;
      expect(visitor.subject).toBe(
        `Your freight quote ${quoteNumber}: LAVERTON NORTH VIC 3026 to ROCKLEA QLD 4106`,
      );
      for (const figure of expressFigures) expect(visitor.text).toContain(figure);
      expect(visitor.text).toContain('Fuel levy (linehaul, November 2026): 19.80%');
      expect(visitor.text).toContain(
        `valid until ${new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${expiry}T00:00:00Z`))}`,
      );
      const copies = mails.filter((m) => to(m) === 'office@test.example');
      expect(copies.some((m) => m.text?.includes(`e-mailed it again to ${again}`))).toBe(true);

      // Past the expiry date: refused, and nothing is sent.
      vi.setSystemTime(noonOf(addDays(expiry, 2)));
      const expired = await callRoute('/tms/check-quote', {
        quote_number: quoteNumber,
      });
      expect(expired.status).toBe(410);
      const late = await callRoute('/tms/sendOfficialSite_QuoteMail', {
        label: 'Express',
        email: again,
        quote_number: quoteNumber,
        resend: true,
      });
      expect(late.status).toBe(410);
      expect(late.json.message).toContain('expired on');
      expect(await mailAbout(quoteNumber)).toHaveLength(4);
    } finally {
      vi.useRealTimers();
      const db = await database();
      await db.deleteFrom('fuel_levies').where('month', '=', 12).execute();
    }
  });

  it('refuses to mail again an unknown number or a rate the quote does not have', async () => {
    const unknown = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      label: 'Express',
      email: 'nobody@example.com',
      quote_number: 'QZZZZZZZZ',
      resend: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Invalid quote number. Please try again');
    const saved = await callRoute('/tms/saveQuote', saveBody('rate@example.com'));
    const noRate = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      label: 'Overnight',
      email: 'rate@example.com',
      quote_number: saved.json.qn_random,
      resend: true,
    });
    expect(noRate.status).toBe(400);
    expect(noRate.json.field).toBe('label');
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated save with the first answer: one quote, one visitor mail, one sales mail', async () => {
    const email = 'twice@example.com';
    const k = key('save');
    const first = await callRoute('/tms/saveQuote', saveBody(email), withKey(k));
    expect(first.status).toBe(200);
    const quoteNumber = first.json.qn_random as string;
    // Pressed again, or retried after the answer was lost on the way back.
    const second = await callRoute('/tms/saveQuote', saveBody(email), withKey(k));
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // The follow-up call, twice with its own key, confirms and queues nothing.
    const mailBody = { ...saveBody(email), quote_number: quoteNumber };
    for (let i = 0; i < 2; i++) {
      const mailed = await callRoute('/tms/sendOfficialSite_QuoteMail', mailBody, withKey(k));
      expect(mailed.status).toBe(200);
    }
    expect(await quotesFor(email)).toEqual([quoteNumber]);
    const mails = await mailAbout(quoteNumber);
    expect(mails.map(to).sort()).toEqual([email, 'office@test.example'].sort());
  });

  it('refuses a key sent again with a different body (422) and keeps it per client', async () => {
    const k = key('body');
    const first = await callRoute('/tms/saveQuote', saveBody('body.one@example.com'), withKey(k));
    expect(first.status).toBe(200);
    const other = await callRoute('/tms/saveQuote', saveBody('body.two@example.com'), withKey(k));
    expect(other.status).toBe(422);
    expect(other.json.error).toBe(
      'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
    );
    expect(other.json.field).toBe('Idempotency-Key');
    expect(await quotesFor('body.two@example.com')).toEqual([]);

    // The same key from another client is that client's own key.
    const elsewhere = await callRoute(
      '/tms/saveQuote',
      saveBody('body.two@example.com'),
      withKey(k, '203.0.113.7'),
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.qn_random).not.toBe(first.json.qn_random);
    expect(await quotesFor('body.two@example.com')).toHaveLength(1);
  });

  it('keeps only a success: a refused call may be sent again with the same key', async () => {
    const k = key('retry');
    const refused = await callRoute(
      '/tms/saveQuote',
      { ...saveBody('retry@example.com'), pickup: 'ATLANTIS VIC 9999' },
      withKey(k),
    );
    expect(refused.status).toBe(400);
    const fixed = await callRoute('/tms/saveQuote', saveBody('retry@example.com'), withKey(k));
    expect(fixed.status).toBe(200);
    expect(await quotesFor('retry@example.com')).toEqual([fixed.json.qn_random]);
  });

  it('lets two calls with one key at once save a single quote', async () => {
    const email = 'race@example.com';
    const k = key('race');
    const answers = await Promise.all(
      [0, 1, 2].map(() => callRoute('/tms/saveQuote', saveBody(email), withKey(k))),
    );
    const saved = await quotesFor(email);
    expect(saved).toHaveLength(1);
    for (const a of answers) {
      // Each call either ran, got the first answer back, or was told the first is still running.
      expect([200, 409]).toContain(a.status);
      if (a.status === 200) expect(a.json.qn_random).toBe(saved[0]);
      else expect(a.json.error).toContain('still being processed');
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const mails = await mailAbout(saved[0]!);
    expect(mails.map(to).sort()).toEqual(['office@test.example', email].sort());
  });

  it('forgets a key after 24 hours', async () => {
    const email = 'day.later@example.com';
    const k = key('day');
    const first = await callRoute('/tms/saveQuote', saveBody(email), withKey(k));
    // Its mail goes first: a delivery in flight must not see the clock jump a day.
    await drainOutbox();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS - 60_000);
    const within = await callRoute('/tms/saveQuote', saveBody(email), withKey(k));
    expect(within.json.qn_random).toBe(first.json.qn_random);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    // The booking's date is still ahead (tomorrow was 36 hours away when the test began).
    const after = await callRoute('/tms/saveQuote', saveBody(email), withKey(k));
    expect(after.status).toBe(200);
    expect(after.json.qn_random).not.toBe(first.json.qn_random);
    expect((await quotesFor(email)).sort()).toEqual(
      [first.json.qn_random, after.json.qn_random].sort(),
    );
    // Mail queued a day ahead is due only then: send it before the clock goes back.
    await drainOutbox();
  });

  it('mails a looked-up quote again once per key', async () => {
    const saved = await callRoute('/tms/saveQuote', saveBody('resend@example.com'));
    const quoteNumber = saved.json.qn_random as string;
    const k = key('resend');
    const body = {
      label: 'Economy',
      email: 'Resend@example.com',
      quote_number: quoteNumber,
      resend: true,
    };
    for (let i = 0; i < 3; i++) {
      const res = await callRoute('/tms/sendOfficialSite_QuoteMail', body, withKey(k));
      expect(res.status).toBe(200);
      expect(res.json.quote_number).toBe(quoteNumber);
    }
    const mails = await mailAbout(quoteNumber);
    expect(mails.filter((m) => to(m) === 'Resend@example.com')).toHaveLength(1);
    expect(mails.filter((m) => to(m) === 'office@test.example')).toHaveLength(2);
    // The economy rate, as saved: ex GST $1,535.00.
    expect(mails.find((m) => to(m) === 'Resend@example.com')!.text).toContain('$1,535.00');
  });

  it('refuses a malformed key with 400 and saves nothing', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it', 'naïve-key-123']) {
      const res = await callRoute('/tms/saveQuote', saveBody('badkey@example.com'), withKey(bad));
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('Idempotency-Key');
    }
    expect(await quotesFor('badkey@example.com')).toEqual([]);
  });
});

describe('the fuel levy in the breakdown', () => {
  it('names the month in the rates and the mail, and marks a sample month', async () => {
    const priced = await callRoute('/tms/getQuoteRates', booking());
    expect(priced.status).toBe(200);
    const rates = priced.json.rates as { lines: { label: string }[] }[];
    expect(rates[0]!.lines.at(-1)!.label).toBe('Fuel levy (linehaul, November 2026): 19.80%');

    const db = await database();
    await db.updateTable('fuel_levies').set({ source: 'sample' }).execute();
    try {
      const sample = await callRoute('/tms/getQuoteRates', booking());
      expect(sample.json.levy).toEqual({
        kind: 'linehaul',
        percent: 19.8,
        month: 'November 2026',
        appliesFrom: '2026-11-01',
        sample: true,
      });
      const sampleRates = sample.json.rates as { lines: typeof economyLines; exGstCents: number }[];
      // The same cents; only the label says what the figure is.
      expect(sampleRates[0]!.lines.at(-1)).toEqual({
        key: 'fuel_levy',
        label: 'Fuel levy (linehaul, November 2026, sample figure): 19.80%',
        cents: 25_370,
      });
      expect(sampleRates[0]!.exGstCents).toBe(153_500);

      const email = 'sample.levy@example.com';
      const saved = await callRoute('/tms/saveQuote', saveBody(email));
      const mails = await mailAbout(saved.json.qn_random as string);
      const visitor = mails.find((m) => to(m) === email)!;
      expect(visitor.text).toContain('Fuel levy (linehaul, November 2026, sample figure): 19.80%');
      expect(visitor.text).toContain(
        "The November 2026 fuel levy is a sample figure — to be replaced by the company's published levy.",
      );
      expect(visitor.text).toContain(
        'Fuel levy: the linehaul rate of November 2026, applying from 01 Nov 2026.',
      );
    } finally {
      await db.updateTable('fuel_levies').set({ source: 'operator' }).execute();
    }
    const published = await callRoute('/tms/saveQuote', saveBody('pub@example.com'));
    const mail = (await mailAbout(published.json.qn_random as string)).find(
      (m) => to(m) === 'pub@example.com',
    )!;
    expect(mail.text).toContain('Fuel levy: the linehaul rate of November 2026');
    expect(mail.text).not.toContain('sample figure');
  });
});

describe('suburb check', () => {
  // Past the schema (which checks the same list), the pricing service names the field it refuses.
  const unchecked = (overrides: Record<string, unknown>) =>
    ({
      ...booking(),
      packagings: [{ type: '10', quantity: 1, length: 100, width: 100, height: 100, weight: 10 }],
      ...overrides,
    }) as unknown as Parameters<typeof quoteRates>[0];

  it('names the delivery field for a delivery suburb it does not know', async () => {
    const delivery = quoteRates(unchecked({ delivery: 'ATLANTIS QLD 9999' }));
    await expect(delivery).rejects.toBeInstanceOf(ApiError);
    await expect(delivery).rejects.toMatchObject({
      status: 400,
      message: 'Invalid delivery location',
      extra: { field: 'delivery' },
    });
    const pickup = quoteRates(unchecked({ pickup: 'ATLANTIS QLD 9999' }));
    await expect(pickup).rejects.toMatchObject({
      message: 'Invalid pickup location',
      extra: { field: 'pickup' },
    });
  });
});

describe('the quote PDF in the quote mail', () => {
  it('attaches the quote as a PDF to the visitor mail, on saving and on mailing again', async () => {
    const email = 'pdf.attached@example.com';
    const saved = await callRoute('/tms/saveQuote', saveBody(email));
    expect(saved.status).toBe(200);
    const quoteNumber = saved.json.qn_random as string;
    const again = 'PDF.Attached@example.com';
    const resent = await callRoute('/tms/sendOfficialSite_QuoteMail', {
      label: 'Express',
      email: again,
      quote_number: quoteNumber,
      resend: true,
    });
    expect(resent.status).toBe(200);

    const mails = await mailAbout(quoteNumber);
    for (const address of [email, again]) {
      const visitor = mails.find((m) => to(m) === address)!;
      const pdfs = visitor.attachments.filter((a) => a.contentType === 'application/pdf');
      expect(pdfs.map((a) => a.filename)).toEqual([`quote-${quoteNumber}.pdf`]);
      const pdf = await readPdf(new Uint8Array(pdfs[0]!.content));
      expect(pdf.text).toContain(`Freight quotation ${quoteNumber}`);
      // Express, worked out above: $2,225.73 ex GST, GST $222.57, $2,448.30 in all.
      for (const figure of ['$2,225.73', '$222.57', '$2,448.30']) {
        expect(pdf.text).toContain(figure);
      }
      // The mail links back to the quote on the quote page, ready to book.
      expect(visitor.text).toContain(`/get-a-quote?quote=${quoteNumber}`);
    }
    // The company's copies carry no PDF: the quote is in the mail itself.
    for (const copy of mails.filter((m) => to(m) === 'office@test.example')) {
      expect(copy.attachments.filter((a) => a.contentType === 'application/pdf')).toEqual([]);
    }
  });
});
