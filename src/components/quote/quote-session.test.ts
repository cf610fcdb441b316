import { describe, expect, it } from 'vitest';
import { toCalendarDate } from '@/domain/format';
import { quoteBookingSchema } from '@/domain/quote';
import type { SavedQuoteData } from '@/domain/quote';
import { packageFigures } from '@/domain/quote-math';
import { priceAtFormula } from '@/domain/shipped-rate-card';
import { bookingBody } from '../../../tests/support/valid-bodies';
import {
  chosenRate,
  emailPayload,
  initialQuoteSession,
  openedFromLink,
  quoteOf,
  quoteSessionReducer,
} from './quote-session';
import { quoteFromSaved, resendQuoteBody, saveQuoteBody } from './quote-bodies';
import type { QuoteAction, QuoteSession, QuotedRates } from './quote-session';

const priced = priceAtFormula(
  {
    chargeablePallets: 2,
    straightKm: 500,
    dangerousGoods: false,
    handUnload: false,
    tailgate: true,
    trailerSplit: false,
  },
  null,
);
const quoted: QuotedRates = {
  rates: priced.rates,
  expiryDate: '2026-12-15',
  roadKm: priced.roadKm,
  levy: null,
};
// The booking the page sends, as its schema reads it.
const booking = quoteBookingSchema({
  isKnownSuburb: () => true,
  today: () => toCalendarDate(new Date()),
}).parse(bookingBody());

function run(...actions: QuoteAction[]): QuoteSession {
  return actions.reduce(quoteSessionReducer, initialQuoteSession);
}

const toPriced: QuoteAction[] = [{ type: 'pricingStarted' }, { type: 'priced', booking, quoted }];

describe('the quote session', () => {
  it('goes editing → pricing → priced → sending → sent with the chosen rate', () => {
    expect(run({ type: 'pricingStarted' }).flow.step).toBe('pricing');
    const sent = run(
      ...toPriced,
      { type: 'rateChosen', rateId: 'express' },
      { type: 'emailOpened' },
      { type: 'sendingStarted' },
      { type: 'sent', quoteNumber: 'Q7K2M9XQP' },
    );
    expect(sent.flow).toMatchObject({ step: 'sent', quoteNumber: 'Q7K2M9XQP' });
    expect(sent.emailOpen).toBe(true);
    expect(chosenRate(quoteOf(sent.flow)!)?.label).toBe('Express');
  });

  it('hides the rates on any edit, and a keystroke while editing changes nothing', () => {
    const edited = run(...toPriced, { type: 'edited' });
    expect(edited.flow).toEqual({ step: 'editing', error: '' });
    expect(quoteSessionReducer(edited, { type: 'edited' })).toBe(edited);
  });

  it('drops the answer for a booking edited while it was being priced', () => {
    const state = run({ type: 'pricingStarted' }, { type: 'edited' }, ...toPriced.slice(1));
    expect(state.flow.step).toBe('editing');
  });

  it('keeps a pricing failure on screen while the booking is edited', () => {
    const failed = run({ type: 'pricingStarted' }, { type: 'pricingFailed', message: 'Nope' });
    expect(quoteSessionReducer(failed, { type: 'edited' }).flow).toEqual({
      step: 'editing',
      error: 'Nope',
    });
  });

  it('returns to the priced quote with its rate when sending fails', () => {
    const state = run(
      ...toPriced,
      { type: 'rateChosen', rateId: 'economy' },
      { type: 'sendingStarted' },
      { type: 'sendFailed', message: 'Please try again!' },
    );
    expect(state.flow).toMatchObject({ step: 'priced', error: 'Please try again!' });
    expect(quoteOf(state.flow)?.rateId).toBe('economy');
    // A late answer to a send no longer under way is dropped.
    expect(quoteSessionReducer(state, { type: 'sent', quoteNumber: 'Q1' })).toBe(state);
  });

  it('opens the look-up, shows a found quote with its saved rate, and an edit clears the news', () => {
    const started = run({ type: 'lookupStarted', quoteNumber: 'Q7K2M9XQP' });
    expect(started.lookup).toMatchObject({ open: true, looking: true, quoteNumber: 'Q7K2M9XQP' });
    const quote = { booking, quoted, rateId: 'express' as const };
    const found = quoteSessionReducer(started, { type: 'lookedUp', quote, message: 'Found' });
    expect(found.flow).toMatchObject({ step: 'lookedUp', quote });
    expect(found.lookup).toMatchObject({ looking: false, success: 'Found' });
    expect(quoteSessionReducer(found, { type: 'edited' }).lookup.success).toBe('');
    const failed = quoteSessionReducer(started, { type: 'lookupFailed', message: 'Unknown' });
    expect(failed.lookup).toMatchObject({ looking: false, error: 'Unknown', success: '' });
  });

  it("opens a saved quote's link where a look-up of its number ends (decision 105)", () => {
    const quote = { booking, quoted, rateId: 'express' as const, savedNumber: 'Q7K2M9XQP' };
    const found = openedFromLink('q7k2-m9xqp', quote, 'Found');
    expect(found.booking).toBe(booking);
    expect(found.session.flow).toEqual({ step: 'lookedUp', quote, error: '' });
    expect(found.session.lookup).toEqual({
      open: true,
      looking: false,
      quoteNumber: 'q7k2-m9xqp',
      success: 'Found',
      error: '',
    });
    const unknown = openedFromLink('Q0', null, 'Invalid quote number. Please try again');
    expect(unknown.booking).toBeNull();
    expect(unknown.session.flow).toEqual(initialQuoteSession.flow);
    expect(unknown.session.lookup).toMatchObject({
      open: true,
      looking: false,
      quoteNumber: 'Q0',
      error: 'Invalid quote number. Please try again',
    });
  });
});

describe('what the session sends', () => {
  it('e-mails the chosen rate, with the figures of each package', () => {
    const body = saveQuoteBody(
      { booking, quoted, rateId: 'express' },
      { email: 'a@example.com', website_url: '' },
    );
    const express = quoted.rates.find((r) => r.id === 'express')!;
    expect(body).toMatchObject({
      pickup: 'LAVERTON NORTH VIC 3026',
      expiryDate: '2026-12-15',
      label: 'Express',
      description: express.description,
      price: express.base_price,
      exGST: true,
      email: 'a@example.com',
    });
    expect(body.packagings[0]).toMatchObject({ total_weight: 100, chargeablePallets: 1 });
  });

  it('sends no rate while none is chosen, so the form asks for one', () => {
    expect(emailPayload(undefined)).toEqual({
      label: '',
      description: '',
      price: null,
      exGST: true,
    });
  });

  it('reads a saved quote back as a priced booking', () => {
    const saved = {
      quote_number: 'Q7K2M9XQP',
      ...booking,
      pickup_postcode_id: booking.pickup,
      delivery_postcode_id: booking.delivery,
      expiry_date: quoted.expiryDate,
      packagings: booking.packagings.map(({ type, ...p }) => {
        const figures = packageFigures(p);
        return {
          ...p,
          packaging_type_id: type,
          total_weight: figures.totalWeight,
          chargeable_pallets: figures.chargeablePallets,
        };
      }),
      rates: quoted.rates,
      rate_id: 'economy',
      road_km: quoted.roadKm,
      levy: null,
      total_weight: 2800,
      chargeable_pallets: 3,
    } satisfies SavedQuoteData;
    const quote = quoteFromSaved(saved);
    expect(quote.booking).toEqual({ ...booking, expiryDate: undefined });
    expect(quote.rateId).toBe('economy');
    expect(quoteFromSaved({ ...saved, rates: [] }).rateId).toBeNull();
    // A looked-up quote keeps its number: e-mailing it sends it again under that number.
    expect(quote.savedNumber).toBe(saved.quote_number);
    const economy = quote.quoted.rates[0]!;
    expect(
      resendQuoteBody({ ...quote, savedNumber: saved.quote_number }, { email: 'a@b.au' }),
    ).toEqual({
      label: 'Economy',
      description: economy.description,
      price: economy.base_price,
      exGST: true,
      email: 'a@b.au',
      quote_number: saved.quote_number,
      resend: true,
    });
    // Any edit leaves the saved quote: what is priced next is a new quote.
    const lookedUp = quoteSessionReducer(initialQuoteSession, {
      type: 'lookedUp',
      quote,
      message: 'Quotation retrieved successfully!',
    });
    expect(quoteSessionReducer(lookedUp, { type: 'edited' }).flow).toEqual({
      step: 'editing',
      error: '',
    });
  });

  it('marks a looked-up quote lighter than a pallet with the minimum charge, as pricing does', () => {
    const savedWith = (p: {
      quantity: number;
      length: number;
      width: number;
      height: number;
      weight: number;
    }) =>
      ({
        quote_number: 'QMMCSRJRK',
        ...booking,
        pickup_postcode_id: booking.pickup,
        delivery_postcode_id: booking.delivery,
        expiry_date: quoted.expiryDate,
        packagings: [{ ...p, packaging_type_id: 'carton', total_weight: 0, chargeable_pallets: 1 }],
        rates: quoted.rates,
        rate_id: 'economy',
        road_km: quoted.roadKm,
        levy: null,
        total_weight: 0,
        chargeable_pallets: 1,
      }) satisfies SavedQuoteData;
    // Three 12 kg cartons of 40 x 30 x 30 cm: 36 kg dead, 3 x 0.036 m3 x 333 = 35.964 kg cubic.
    const cartons = quoteFromSaved(
      savedWith({ quantity: 3, length: 40, width: 30, height: 30, weight: 12 }),
    );
    expect(cartons.quoted.rates.map((r) => r.minimumPalletSpace)).toEqual([true, true]);
    // Exactly one pallet's weight (2,000 kg) is not under it: no note.
    const pallet = quoteFromSaved(
      savedWith({ quantity: 1, length: 10, width: 10, height: 10, weight: 2000 }),
    );
    expect(pallet.quoted.rates.map((r) => r.minimumPalletSpace)).toEqual([undefined, undefined]);
  });
});
