// Limits that fit each kind of call, counted per client address, and the cap on mail to any one
// visitor address. Small limits here so the tests reach them quickly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { bookingBody, contactBody, homeQuoteBody, saveQuoteBody } from '../support/valid-bodies';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMIT_MAX: '3',
    RATE_LIMIT_PRICING_MAX: '8',
    RATE_LIMIT_MAIL_MAX: '4',
    RATE_LIMIT_LOOKUP_MAX: '5',
    VISITOR_MAIL_PER_DAY: '2',
  });
});
afterAll(async () => {
  await app.close();
});

const WAIT = 'Too many requests. Please wait a moment and try again.';

describe('limits per kind of call', () => {
  it('lets a visitor price many variations, then asks them to wait a moment', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await callRoute('/tms/getQuoteRates', bookingBody(), { ip });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.error).toBe(WAIT);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('counts storing calls apart from pricing, so pricing does not use up the form', async () => {
    const ip = '203.0.113.11';
    for (let i = 0; i < 8; i++) {
      expect((await callRoute('/tms/getQuoteRates', bookingBody(), { ip })).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { ...contactBody(), message: `Question number ${i} about pallets.` };
      statuses.push((await callRoute('/tms/save-contact', body, { ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps each address to its own count', async () => {
    const res = await callRoute('/tms/save-contact', contactBody(), {
      ip: '203.0.113.12',
    });
    expect(res.status).toBe(200);
  });

  it('limits quote look-ups, so numbers cannot be tried by the thousand', async () => {
    const ip = '203.0.113.13';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await callRoute('/tms/check-quote', { quote_number: `Q0000-000${i}` }, { ip });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('quote look-up by number and e-mail', () => {
  it('answers an unknown number and a number saved for another address alike', async () => {
    const saved = await callRoute('/tms/saveQuote', saveQuoteBody('owner@example.com'), {
      ip: '203.0.113.20',
    });
    expect(saved.status).toBe(200);
    const quoteNumber = String(saved.json.qn_random);
    const wrongEmail = await callRoute(
      '/tms/sendOfficialSite_QuoteMail',
      { ...saveQuoteBody('someone.else@example.com'), quote_number: quoteNumber },
      { ip: '203.0.113.21' },
    );
    const unknown = await callRoute(
      '/tms/sendOfficialSite_QuoteMail',
      { ...saveQuoteBody('someone.else@example.com'), quote_number: 'Q2222-2222' },
      { ip: '203.0.113.21' },
    );
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const strip = (m: unknown) => String(m).replace(/Q[0-9A-Z]{4}-?[0-9A-Z]{4}/, 'Q…');
    expect(strip(wrongEmail.json.error)).toBe(strip(unknown.json.error));
    expect(wrongEmail.json.field).toBe(unknown.json.field);
  });

  it('mails a saved quote again only to the address it was saved with; another gets the unknown number answer', async () => {
    const saved = await callRoute('/tms/saveQuote', saveQuoteBody('keeper@example.com'), {
      ip: '203.0.113.30',
    });
    expect(saved.status).toBe(200);
    const quoteNumber = String(saved.json.qn_random);
    const resend = (email: string, number: string) =>
      callRoute(
        '/tms/sendOfficialSite_QuoteMail',
        { label: 'Economy', email, quote_number: number, resend: true },
        { ip: '203.0.113.31' },
      );
    const unknown = await resend('stranger@example.com', 'Q2222-2222');
    const db = await database();
    for (const stranger of [
      'stranger@example.com',
      'keeper+x@example.com',
      'kee.per@example.com',
    ]) {
      const refused = await resend(stranger, quoteNumber);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(unknown.json);
      const sent = await db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', stranger)
        .execute();
      expect(sent).toHaveLength(0);
    }
    expect(unknown.status).toBe(404);
    const owner = await resend('Keeper@example.com', quoteNumber);
    expect(owner.status).toBe(200);
    expect(owner.json.quote_number).toBe(quoteNumber);
  });
});

describe('mail to any one visitor address', () => {
  it('sends a visitor at most VISITOR_MAIL_PER_DAY quotes, then says so and keeps nothing', async () => {
    const email = 'capped.quotes@example.com';
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 3; i++) {
      // Each from another address: the cap belongs to the recipient, not the sender.
      const res = await callRoute('/tms/saveQuote', saveQuoteBody(email), {
        ip: `198.51.100.${i + 1}`,
      });
      statuses.push(res.status);
      last = res.json;
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(String(last.error)).toMatch(/already sent today's e-mails to this address/);
    expect(last.field).toBe('email');
    const db = await database();
    const quotes = await db.selectFrom('quotes').select('id').where('email', '=', email).execute();
    expect(quotes).toHaveLength(2);
  });

  it('counts the address however it is capitalised', async () => {
    const statuses: number[] = [];
    for (const email of [
      'Mixed.Case@example.com',
      'mixed.case@example.com',
      'MIXED.CASE@example.com',
    ]) {
      const res = await callRoute('/tms/saveQuote', saveQuoteBody(email), {
        ip: '198.51.100.50',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts by mailbox: a +tag, and dots at Gmail, do not make another one', async () => {
    const status = async (email: string, ip: string) =>
      (await callRoute('/tms/saveQuote', saveQuoteBody(email), { ip })).status;
    // One Gmail inbox under four spellings: two mails, then the cap.
    expect(await status('Jo.Citizen+quotes@gmail.com', '198.51.100.70')).toBe(200);
    expect(await status('jocitizen+other@googlemail.com', '198.51.100.71')).toBe(200);
    expect(await status('j.o.citizen@gmail.com', '198.51.100.72')).toBe(429);
    expect(await status('JOCITIZEN@googlemail.com', '198.51.100.73')).toBe(429);
    // Elsewhere a +tag is folded but dots are not: they may name another person.
    expect(await status('dots.kept+1@example.com', '198.51.100.74')).toBe(200);
    expect(await status('dots.kept+2@example.com', '198.51.100.75')).toBe(200);
    expect(await status('dots.kept@example.com', '198.51.100.76')).toBe(429);
    expect(await status('dotskept@example.com', '198.51.100.77')).toBe(200);
  });

  it('still keeps a home quote request and tells the company past the cap, without the acknowledgment', async () => {
    const email = 'capped.home@example.com';
    for (let i = 0; i < 3; i++) {
      const delivery = ['ROCKLEA QLD 4106', 'PERTH WA 6000', 'DARWIN NT 0800'][i];
      const res = await callRoute(
        '/tms/sendOfficialSite_GetQuoteMail',
        { ...homeQuoteBody(), email, delivery },
        { ip: `198.51.100.${60 + i}` },
      );
      expect(res.status).toBe(200);
    }
    const db = await database();
    const requests = await db
      .selectFrom('home_quote_requests')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(requests).toHaveLength(3);
    const toVisitor = await db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(toVisitor).toHaveLength(2);
    const toCompany = await db
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', 'home-quote.company')
      .where('reply_to', '=', email)
      .execute();
    expect(toCompany).toHaveLength(3);
  });
});
