// A saved quote's link drawn on the server (decision 105): the same answer and messages as
// POST /tms/check-quote, and the same look-up limit per client address, on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteMessages } from '@/domain/quote';
import { TOO_MANY_REQUESTS } from '@/server/http/api';
import { openQuoteLink } from '@/server/services/quote-link.server';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { saveQuoteBody } from '../support/valid-bodies';

let app: TestApp;
let quoteNumber: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_LOOKUP_MAX: '3' });
  const saved = await callRoute('/tms/saveQuote', saveQuoteBody('link@example.com'));
  expect(saved.status).toBe(200);
  quoteNumber = saved.json.qn_random as string;
});

afterAll(async () => {
  await app.close();
});

describe("a saved quote's link", () => {
  it('answers what POST /tms/check-quote answers, in any case and with dashes', async () => {
    const api = await callRoute('/tms/check-quote', { quote_number: quoteNumber });
    const typed = `${quoteNumber.slice(0, 4)}-${quoteNumber.slice(4)}`.toLowerCase();
    const link = await openQuoteLink(typed, '203.0.113.1');
    expect(link).toEqual({ quoteNumber: typed, found: api.json.data, message: api.json.message });
    expect(link.message).toBe(quoteMessages.retrieved);
  });

  it('says an unknown or odd number is invalid, and reads at most 40 characters', async () => {
    expect(await openQuoteLink('Q00000000', '203.0.113.2')).toEqual({
      quoteNumber: 'Q00000000',
      found: null,
      message: quoteMessages.quoteNumberInvalid,
    });
    const odd = await openQuoteLink(`<script>${'x'.repeat(100)}`, '203.0.113.2');
    expect(odd.found).toBeNull();
    expect(odd.message).toBe(quoteMessages.quoteNumberInvalid);
    expect(odd.quoteNumber).toHaveLength(40);
  });

  it('counts against the look-up limit of the address, shared with the API', async () => {
    const ip = '203.0.113.3';
    await callRoute('/tms/check-quote', { quote_number: quoteNumber }, { ip });
    expect((await openQuoteLink(quoteNumber, ip)).found).not.toBeNull();
    expect((await openQuoteLink(quoteNumber, ip)).found).not.toBeNull();
    const refused = await openQuoteLink(quoteNumber, ip);
    expect(refused).toEqual({ quoteNumber, found: null, message: TOO_MANY_REQUESTS });
    const api = await callRoute('/tms/check-quote', { quote_number: quoteNumber }, { ip });
    expect(api.status).toBe(429);
    // Another address is not held back.
    expect((await openQuoteLink(quoteNumber, '203.0.113.4')).found).not.toBeNull();
  });
});
