// The quote page's states (spec §4) as one reducer: editing → pricing → priced → sending → sent,
// or looked-up from a quote number, each with its error. Pure, so every transition is unit-tested.
import type { HONEYPOT_FIELD } from '@/domain/honeypot';
import type { QuoteBooking } from '@/domain/quote';
import type { AppliedLevy, RatePrice } from '@/domain/quote-pricing';
import type { RateId } from '@/domain/rate-card';

/** What pricing answers (POST /tms/getQuoteRates), as the page shows it. */
export type QuotedRates = {
  rates: RatePrice[];
  expiryDate: string;
  roadKm: number;
  levy: AppliedLevy | null;
  /** The rate card sets no price for this route: the page offers the quote request instead. */
  priceByHand?: boolean;
  /** The card pricing this pickup date takes effect later than today: "prices from …". */
  pricesFrom?: string;
};

/**
 * A priced booking and the rate picked from it, if any. A quote looked up by its number carries
 * that number: it is shown as saved and e-mailed again under it, never saved a second time.
 */
export type PricedQuote = {
  booking: QuoteBooking;
  quoted: QuotedRates;
  rateId: RateId | null;
  savedNumber?: string;
  /** A looked-up quote that is booked already. */
  booked?: true;
};

export type QuoteFlow =
  | { step: 'editing'; error: string }
  | { step: 'pricing' }
  | { step: 'priced' | 'lookedUp'; quote: PricedQuote; error: string }
  | { step: 'sending'; quote: PricedQuote }
  | { step: 'sent'; quote: PricedQuote; quoteNumber: string };

export type QuoteLookup = {
  /** 'I Got A Quote' was pressed, or the page was opened from a quote's link. */
  open: boolean;
  looking: boolean;
  quoteNumber: string;
  success: string;
  error: string;
};

export type QuoteSession = { flow: QuoteFlow; emailOpen: boolean; lookup: QuoteLookup };

/**
 * A saved quote's link looked up on the server (decision 105): the session the page opens in (the
 * quote as a look-up shows it, or the look-up's failure), and the booking the form then holds.
 */
export type QuoteOpening = { session: QuoteSession; booking: QuoteBooking | null };

export type QuoteAction =
  | { type: 'edited' }
  | { type: 'pricingStarted' }
  | { type: 'priced'; booking: QuoteBooking; quoted: QuotedRates }
  | { type: 'pricingFailed'; message: string }
  | { type: 'rateChosen'; rateId: RateId }
  | { type: 'emailOpened' }
  | { type: 'sendingStarted' }
  | { type: 'sent'; quoteNumber: string }
  | { type: 'sendFailed'; message: string }
  | { type: 'lookupOpened' }
  | { type: 'lookupStarted'; quoteNumber: string }
  | { type: 'lookedUp'; quote: PricedQuote; message: string }
  | { type: 'lookupFailed'; message: string };

export const initialQuoteSession: QuoteSession = {
  flow: { step: 'editing', error: '' },
  emailOpen: false,
  lookup: { open: false, looking: false, quoteNumber: '', success: '', error: '' },
};

/** The priced quote the page shows, in every step that has one. */
export function quoteOf(flow: QuoteFlow): PricedQuote | null {
  return 'quote' in flow ? flow.quote : null;
}

export function chosenRate(quote: PricedQuote): RatePrice | undefined {
  return quote.quoted.rates.find((r) => r.id === quote.rateId);
}

/** The e-mail form's rate fields (spec §3), taken from the chosen rate: empty while none is. */
export function emailPayload(rate: RatePrice | undefined) {
  return {
    label: rate?.label ?? '',
    description: rate?.description ?? '',
    price: rate?.base_price ?? null,
    exGST: rate?.ex_gst ?? true,
  };
}

export type EmailAddress = { email: string; [HONEYPOT_FIELD]?: string };

export function quoteSessionReducer(state: QuoteSession, action: QuoteAction): QuoteSession {
  const { flow, lookup } = state;
  switch (action.type) {
    case 'edited':
      // Spec §4: any later edit of the booking hides the rates again. Keystrokes while editing
      // change nothing, so they cost no render.
      if (flow.step === 'editing' && !lookup.success) return state;
      return {
        ...state,
        flow: flow.step === 'editing' ? flow : { step: 'editing', error: '' },
        lookup: { ...lookup, success: '' },
      };
    case 'pricingStarted':
      return { ...state, flow: { step: 'pricing' } };
    // An answer for a booking edited since it was asked for is dropped.
    case 'priced':
      if (flow.step !== 'pricing') return state;
      return {
        ...state,
        flow: {
          step: 'priced',
          quote: { booking: action.booking, quoted: action.quoted, rateId: null },
          error: '',
        },
      };
    case 'pricingFailed':
      if (flow.step !== 'pricing') return state;
      return { ...state, flow: { step: 'editing', error: action.message } };
    case 'rateChosen':
      if (!('quote' in flow)) return state;
      return { ...state, flow: { ...flow, quote: { ...flow.quote, rateId: action.rateId } } };
    case 'emailOpened':
      return { ...state, emailOpen: true };
    case 'sendingStarted':
      if (!('quote' in flow)) return state;
      return { ...state, flow: { step: 'sending', quote: flow.quote } };
    case 'sent':
      if (flow.step !== 'sending') return state;
      return {
        ...state,
        flow: { step: 'sent', quote: flow.quote, quoteNumber: action.quoteNumber },
      };
    case 'sendFailed':
      if (flow.step !== 'sending') return state;
      return { ...state, flow: { step: 'priced', quote: flow.quote, error: action.message } };
    case 'lookupOpened':
      return { ...state, lookup: { ...lookup, open: true } };
    case 'lookupStarted':
      return {
        ...state,
        lookup: {
          open: true,
          looking: true,
          quoteNumber: action.quoteNumber,
          success: '',
          error: '',
        },
      };
    case 'lookedUp':
      return {
        ...state,
        flow: { step: 'lookedUp', quote: action.quote, error: '' },
        lookup: { ...lookup, looking: false, success: action.message },
      };
    case 'lookupFailed':
      return { ...state, lookup: { ...lookup, looking: false, error: action.message } };
  }
}

/** A page opened from a saved quote's link, as a look-up of its number ends (on the server). */
export function openedFromLink(
  quoteNumber: string,
  quote: PricedQuote | null,
  message: string,
): QuoteOpening {
  const looking = quoteSessionReducer(initialQuoteSession, { type: 'lookupStarted', quoteNumber });
  const session = quoteSessionReducer(
    looking,
    quote ? { type: 'lookedUp', quote, message } : { type: 'lookupFailed', message },
  );
  return { session, booking: quote?.booking ?? null };
}
