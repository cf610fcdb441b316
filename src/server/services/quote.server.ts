import 'server-only';
import { randomBytes } from 'node:crypto';
import { createElement } from 'react';
import {
  addCalendarDays,
  quoteBookingSchema,
  quoteMessages,
  saveQuoteSchema,
} from '@/domain/quote';
import type {
  QuoteBooking,
  QuoteMailInput,
  QuoteSchemaContext,
  SaveQuoteInput,
} from '@/domain/quote';
import { formatDisplayDate } from '@/domain/format';
import { consignmentFigures } from '@/domain/quote-math';
import type { ConsignmentFigures } from '@/domain/quote-math';
import { quoteNumberFromBytes } from '@/domain/quote-number';
import { priceQuote } from '@/domain/quote-pricing';
import type { QuotePrice } from '@/domain/quote-pricing';
import type { SavedQuoteData } from '@/domain/quote';
import { rateCard, rateIdFromLabel } from '@/domain/rate-card';
import type { RateId } from '@/domain/rate-card';
import { greatCircleKm } from '@/domain/suburb';
import type { Suburb } from '@/domain/suburb';
import { database, nowIso } from '../db/client';
import { env } from '../env';
import { ApiError } from '../http/api';
import { takeVisitorMail, visitorMailCapMessage } from '../http/rate-limit';
import { renderMail } from '../mail/render';
import { QuoteMail, quoteMailSubject } from '../mail/templates/quote-mail';
import type { QuoteMailProps } from '../mail/templates/quote-mail';
import { enqueueMail, kickDelivery } from '../outbox/outbox';
import { findSuburb, isKnownSuburb } from '../suburbs/suburbs.server';
import { fuelLevyInForce } from './fuel-levy.server';

// The quote calculator's server side: prices, saves, mails and looks up quotes. Every figure is
// recomputed here from the booking; what the page showed is never trusted.

const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * Server rules for the shared schemas. "Today" is the earliest calendar date anywhere on Earth
 * (UTC-12), so a visitor's own today is never refused as past, whatever their time zone.
 */
const serverQuoteContext: QuoteSchemaContext = {
  isKnownSuburb,
  today: () => dayIn('Etc/GMT+12'),
};

export const serverBookingSchema = quoteBookingSchema(serverQuoteContext);
export const serverSaveQuoteSchema = saveQuoteSchema(serverQuoteContext);

export type ComputedQuote = {
  pickup: Suburb;
  delivery: Suburb;
  figures: ConsignmentFigures;
  pricing: QuotePrice;
  expiryDate: string;
};

function suburbOrFail(label: string, message: string): Suburb {
  const suburb = findSuburb(label);
  if (!suburb) throw new ApiError(400, message, { field: 'pickup' });
  return suburb;
}

/** Weights, pallets, distance and both prices of a booking, with the levy of its pickup date. */
async function computeQuote(booking: QuoteBooking): Promise<ComputedQuote> {
  const pickup = suburbOrFail(booking.pickup, quoteMessages.pickupInvalid);
  const delivery = suburbOrFail(booking.delivery, quoteMessages.deliveryInvalid);
  const figures = consignmentFigures(booking.packagings);
  const pricing = priceQuote(
    {
      chargeablePallets: figures.chargeablePallets,
      straightKm: greatCircleKm(pickup, delivery),
      dangerousGoods: booking.is_dg,
      handUnload: booking.is_hand_unload,
      tailgate: booking.has_tailgate,
      trailerSplit: booking.is_trailer_split,
    },
    await fuelLevyInForce(booking.date),
  );
  return {
    pickup,
    delivery,
    figures,
    pricing,
    expiryDate: addCalendarDays(booking.date, rateCard.validityDays),
  };
}

/** The answer of POST /tms/getQuoteRates: the two rates and the figures behind them. */
export async function quoteRates(booking: QuoteBooking) {
  const q = await computeQuote(booking);
  return {
    rates: q.pricing.rates,
    expiryDate: q.expiryDate,
    roadKm: q.pricing.roadKm,
    levy: q.pricing.levy,
    total_weight: q.figures.totalWeight,
    chargeablePallets: q.figures.chargeablePallets,
    packagings: q.figures.packages.map((f) => ({
      total_weight: f.totalWeight,
      cubic_weight: f.cubicWeight,
      chargeablePallets: f.chargeablePallets,
    })),
  };
}

function extrasOf(
  b: Pick<QuoteBooking, 'is_dg' | 'is_hand_unload' | 'is_trailer_split' | 'has_tailgate'>,
) {
  return [
    b.is_dg ? 'Dangerous goods' : '',
    b.is_hand_unload ? 'Hand unload' : '',
    b.is_trailer_split ? 'Trailer split' : '',
    b.has_tailgate ? 'Tailgate truck' : '',
  ].filter(Boolean);
}

function quoteLink(quoteNumber: string): string {
  return `${env().siteUrl}/get-a-quote?quote=${encodeURIComponent(quoteNumber)}`;
}

async function newQuoteNumber(): Promise<string> {
  const db = await database();
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = quoteNumberFromBytes(randomBytes(5));
    const taken = await db
      .selectFrom('quotes')
      .select('id')
      .where('quote_number', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error('Could not draw an unused quote number');
}

/**
 * Save a quote with its packages and queue its two mails (the visitor's and the company's copy),
 * all in one transaction: either everything is kept or nothing is.
 */
export async function saveQuote(
  input: SaveQuoteInput,
): Promise<{ qn_random: string; error: 0; message: string }> {
  const rateId = rateIdFromLabel(input.label);
  if (!rateId) throw new ApiError(400, quoteMessages.pickRate, { field: 'label' });
  const q = await computeQuote(input);
  const rate = q.pricing.rates.find((r) => r.id === rateId)!;
  const db = await database();
  const quoteNumber = await newQuoteNumber();
  const props: QuoteMailProps = {
    quoteNumber,
    pickup: q.pickup.label,
    delivery: q.delivery.label,
    pickupDate: input.date,
    expiryDate: q.expiryDate,
    roadKm: q.pricing.roadKm,
    extras: extrasOf(input),
    packages: input.packagings.map((p, i) => ({
      typeId: p.type,
      quantity: p.quantity,
      length: p.length,
      width: p.width,
      height: p.height,
      weight: p.weight,
      totalWeight: q.figures.packages[i]!.totalWeight,
      chargeablePallets: q.figures.packages[i]!.chargeablePallets,
    })),
    totalWeight: q.figures.totalWeight,
    chargeablePallets: q.figures.chargeablePallets,
    rate,
    link: quoteLink(quoteNumber),
  };
  const visitorMail = await renderMail(createElement(QuoteMail, props));
  const companyProps = { ...props, forCompany: { email: input.email } };
  const companyMail = await renderMail(createElement(QuoteMail, companyProps));

  await db.transaction().execute(async (trx) => {
    // The quote is mailed to the address typed in: refuse (and keep nothing) past the day's share.
    if (!(await takeVisitorMail(trx, input.email))) {
      throw new ApiError(429, visitorMailCapMessage(), { field: 'email' });
    }
    const row = await trx
      .insertInto('quotes')
      .values({
        quote_number: quoteNumber,
        is_dg: input.is_dg ? 1 : 0,
        is_hand_unload: input.is_hand_unload ? 1 : 0,
        is_trailer_split: input.is_trailer_split ? 1 : 0,
        has_tailgate: input.has_tailgate ? 1 : 0,
        pickup_postcode_id: q.pickup.label,
        delivery_postcode_id: q.delivery.label,
        pickup_date: input.date,
        expiry_date: q.expiryDate,
        road_km: q.pricing.roadKm,
        total_weight: q.figures.totalWeight,
        chargeable_weight: q.figures.chargeableWeight,
        chargeable_pallets: q.figures.chargeablePallets,
        pricing: JSON.stringify(q.pricing),
        rate_id: rateId,
        email: input.email,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quote_packagings')
      .values(
        input.packagings.map((p, i) => ({
          quote_id: row.id,
          position: i,
          packaging_type_id: p.type,
          quantity: p.quantity,
          length: p.length,
          width: p.width,
          height: p.height,
          weight: p.weight,
          total_weight: q.figures.packages[i]!.totalWeight,
          cubic_weight: q.figures.packages[i]!.cubicWeight,
          chargeable_pallets: q.figures.packages[i]!.chargeablePallets,
        })),
      )
      .execute();
    await enqueueMail(trx, {
      topic: 'quote.visitor',
      ref: `quotes:${row.id}`,
      to: input.email,
      subject: quoteMailSubject(props),
      ...visitorMail,
    });
    await enqueueMail(trx, {
      topic: 'quote.company',
      ref: `quotes:${row.id}`,
      to: env().MAIL_TO,
      replyTo: input.email,
      subject: quoteMailSubject(companyProps),
      ...companyMail,
    });
  });
  kickDelivery();
  return { qn_random: quoteNumber, error: 0, message: 'Quotation saved.' };
}

/**
 * The page's follow-up e-mail call. The mail was queued with the quote when it was saved, so this
 * only confirms that the quote exists for this address: it never queues a second copy.
 */
export async function mailQuote(
  input: QuoteMailInput,
): Promise<{ success: true; message: string }> {
  const db = await database();
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'email'])
    .where('quote_number', '=', input.quote_number)
    .executeTakeFirst();
  // An unknown number and a number saved for another address get the same answer, so the call
  // tells nobody which quote numbers exist.
  if (!quote || quote.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new ApiError(
      404,
      `There is no saved quotation ${input.quote_number} for this e-mail address. Please save the quote first.`,
      { success: false, field: 'quote_number' },
    );
  }
  const queued = await db
    .selectFrom('outbox')
    .select('id')
    .where('ref', '=', `quotes:${quote.id}`)
    .where('topic', '=', 'quote.visitor')
    .executeTakeFirst();
  if (!queued) throw new ApiError(409, quoteMessages.sendFailed, { success: false });
  kickDelivery();
  return { success: true, message: quoteMessages.sent };
}

/** Look a quote up by number (spec §3 "saved quote"). Unknown: 404; expired: 410. */
export async function checkQuote(
  quoteNumber: string,
): Promise<{ success: true; message: string; data: SavedQuoteData }> {
  const db = await database();
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirst();
  if (!quote) {
    throw new ApiError(404, quoteMessages.quoteNumberInvalid, {
      success: false,
      field: 'quote_number',
    });
  }
  if (quote.expiry_date < serverQuoteContext.today()) {
    throw new ApiError(
      410,
      `Quotation ${quoteNumber} expired on ${formatDisplayDate(quote.expiry_date)}. Please get a new quote.`,
      { success: false, field: 'quote_number' },
    );
  }
  const packagings = await db
    .selectFrom('quote_packagings')
    .selectAll()
    .where('quote_id', '=', quote.id)
    .orderBy('position')
    .execute();
  const pricing = JSON.parse(quote.pricing) as QuotePrice;
  return {
    success: true,
    message: quoteMessages.retrieved,
    data: {
      quote_number: quote.quote_number,
      is_dg: Boolean(quote.is_dg),
      is_hand_unload: Boolean(quote.is_hand_unload),
      is_trailer_split: Boolean(quote.is_trailer_split),
      has_tailgate: Boolean(quote.has_tailgate),
      pickup_postcode_id: quote.pickup_postcode_id,
      delivery_postcode_id: quote.delivery_postcode_id,
      date: quote.pickup_date,
      expiry_date: quote.expiry_date,
      packagings: packagings.map((p) => ({
        packaging_type_id: p.packaging_type_id,
        quantity: Number(p.quantity),
        length: Number(p.length),
        width: Number(p.width),
        height: Number(p.height),
        weight: Number(p.weight),
        total_weight: Number(p.total_weight),
        chargeable_pallets: Number(p.chargeable_pallets),
      })),
      rates: pricing.rates,
      rate_id: quote.rate_id as RateId,
      road_km: Number(quote.road_km),
      levy: pricing.levy,
      total_weight: Number(quote.total_weight),
      chargeable_pallets: Number(quote.chargeable_pallets),
    },
  };
}
