import './zod-in-the-browser';
import { z } from 'zod';
import { addCalendarDays, isCalendarDate } from './calendar-date';
import { emailField, freeText } from './email';
import { DEFAULT_PACKAGING_TYPE_ID, isPackagingTypeId } from './packaging-types';
import { consignmentFigures } from './quote-math';
import type { QuotePrice, RatePrice } from './quote-pricing';
import { parseQuoteNumber } from './quote-number';
import { rateIdFromLabel } from './rate-card';
import type { RateId } from './rate-card';
import { suburbField } from './suburb';

// The quote calculator's forms (spec §3, §5, §8): one schema each, used by the page and the API.

export const quoteMessages = {
  pickupRequired: 'Pickup location is required',
  pickupInvalid: 'Invalid pickup location',
  deliveryRequired: 'Delivery location is required',
  deliveryInvalid: 'Invalid delivery location',
  dateRequired: 'Pickup date is required',
  dateInvalid: 'Pickup date must be a date (yyyy-mm-dd)',
  datePast: 'Pickup date cannot be in the past',
  dateTooFar: 'Pickup date must be within the next 12 months',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a valid number',
  quantityMin: 'Quantity must be at least 1',
  packagingTypeInvalid: 'Choose a packaging type from the list',
  packagesRequired: 'Add at least one package',
  packagesTooMany:
    'A quote can hold at most 20 packages. Please contact us for a larger consignment.',
  consignmentTooHeavy:
    'Consignments over 100,000 kg chargeable weight need a custom quote. Please contact our sales team.',
  quoteNumberRequired: 'Quotation number is required',
  quoteNumberInvalid: 'Invalid quote number. Please try again',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  pickRate: 'It seems we forgot a tiny detail – you need to pick a rate first!',
  sent: "Quotation Sent! We've sent the details to your mail",
  sendFailed: 'Please try again! We cannot send your quotation',
  saveFailed: 'Please try again! Encountered problem saving quotation.',
  retrieved: 'Quotation retrieved successfully!',
  retrieveFailed: 'Please try again! We cannot retrieve the quotation',
  fetchFailed: 'An error occurred while fetching data',
  priceFailed: 'Please try again! We cannot price this consignment right now.',
  priceByHand: 'We price this route by hand',
  priceByHandHint:
    'Our rate card has no online price for this route or this many pallets. Send us the quote request below and our sales team will price it and reply by e-mail.',
} as const;

/** Sensible ceilings (docs/decisions/033-quote-input-limits.md). */
const quoteLimits = {
  /** cm: a 14.5 m semi-trailer deck. */
  length: 1450,
  /** cm: the legal vehicle width. */
  width: 250,
  /** cm: a 4.3 m vehicle height less the deck. */
  height: 300,
  /** kg per item. */
  weight: 30_000,
  /** 6 digits (spec §9). */
  quantity: 999_999,
  packages: 20,
  /** kg chargeable per consignment: beyond it the sales team quotes. */
  consignmentKg: 100_000,
  /** days ahead a pickup may be booked. */
  daysAhead: 366,
} as const;

type DimensionField = 'Length' | 'Width' | 'Height' | 'Weight';

const fieldMessages = {
  required: (field: DimensionField) => `${field} is required`,
  invalid: (field: DimensionField) => `${field} must be a valid number`,
  positive: (field: DimensionField) => `${field} must be more than 0`,
  max: (field: DimensionField, max: number, unit: string) =>
    `${field} must be at most ${max.toLocaleString('en-AU')} ${unit}`,
};

/** A decimal, optionally signed, with an optional exponent (spec §5). */
export const DECIMAL_PATTERN = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
/** 1 to 6 digits (spec §5, §9). */
export const QUANTITY_PATTERN = /^\d{1,6}$/;

/** Numbers arrive as text from the page and as text or numbers from API clients. */
const numberText = (required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()));

function dimension(field: DimensionField, max: number, unit: string) {
  return numberText(fieldMessages.required(field)).pipe(
    z
      .string()
      .min(1, { error: fieldMessages.required(field), abort: true })
      .max(40, { error: fieldMessages.invalid(field), abort: true })
      .regex(DECIMAL_PATTERN, { error: fieldMessages.invalid(field), abort: true })
      .transform(Number)
      .pipe(
        z
          .number()
          .refine(Number.isFinite, fieldMessages.invalid(field))
          .gt(0, fieldMessages.positive(field))
          .max(max, fieldMessages.max(field, max, unit)),
      ),
  );
}

const quantity = numberText(quoteMessages.quantityRequired).pipe(
  z
    .string()
    .min(1, { error: quoteMessages.quantityRequired, abort: true })
    .regex(QUANTITY_PATTERN, { error: quoteMessages.quantityInvalid, abort: true })
    .transform(Number)
    .pipe(z.number().min(1, { error: quoteMessages.quantityMin, abort: true })),
);

/** Figures the page shows; the server recomputes them and ignores these. */
const clientFigure = z.union([z.string().max(40), z.number(), z.null()]).optional();

const packagingSchema = z.strictObject({
  type: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .max(10, { error: quoteMessages.packagingTypeInvalid, abort: true })
        .refine(isPackagingTypeId, quoteMessages.packagingTypeInvalid),
    )
    .default(DEFAULT_PACKAGING_TYPE_ID),
  quantity,
  length: dimension('Length', quoteLimits.length, 'cm'),
  width: dimension('Width', quoteLimits.width, 'cm'),
  height: dimension('Height', quoteLimits.height, 'cm'),
  weight: dimension('Weight', quoteLimits.weight, 'kg'),
  total_weight: clientFigure,
  chargeablePallets: clientFigure,
});

export type QuoteSchemaContext = {
  /** Whether a label is one of the suburbs (the browser's fetched list, or the server's table). */
  isKnownSuburb: (label: string) => boolean;
  /** Today, yyyy-MM-dd, where the rule is checked. */
  today: () => string;
};

// Kept here for the callers that import it with the quote schemas.
export { addCalendarDays };

function pickupDate(ctx: QuoteSchemaContext) {
  return z
    .string({ error: quoteMessages.dateRequired })
    .trim()
    .min(1, { error: quoteMessages.dateRequired, abort: true })
    .max(10, { error: quoteMessages.dateInvalid, abort: true })
    .refine(isCalendarDate, { error: quoteMessages.dateInvalid, abort: true })
    .refine((v) => v >= ctx.today(), { error: quoteMessages.datePast, abort: true })
    .refine(
      (v) => v <= addCalendarDays(ctx.today(), quoteLimits.daysAhead),
      quoteMessages.dateTooFar,
    );
}

function bookingShape(ctx: QuoteSchemaContext) {
  return {
    is_dg: z.boolean().default(false),
    is_hand_unload: z.boolean().default(false),
    is_trailer_split: z.boolean().default(false),
    has_tailgate: z.boolean().default(false),
    pickup: suburbField(
      quoteMessages.pickupRequired,
      quoteMessages.pickupInvalid,
      ctx.isKnownSuburb,
    ),
    delivery: suburbField(
      quoteMessages.deliveryRequired,
      quoteMessages.deliveryInvalid,
      ctx.isKnownSuburb,
    ),
    date: pickupDate(ctx),
    /** Shown by the page; the server sets the expiry itself. */
    expiryDate: z.string().max(40).nullable().optional(),
    packagings: z
      .array(packagingSchema, { error: quoteMessages.packagesRequired })
      .min(1, { error: quoteMessages.packagesRequired, abort: true })
      .max(quoteLimits.packages, quoteMessages.packagesTooMany),
  };
}

type ConsignmentLike = {
  packagings: { quantity: number; length: number; width: number; height: number; weight: number }[];
};

function withinConsignmentLimit(value: ConsignmentLike, issues: z.core.$RefinementCtx) {
  if (value.packagings.length === 0) return;
  const figures = consignmentFigures(value.packagings);
  if (figures.chargeableWeight > quoteLimits.consignmentKg) {
    issues.addIssue({
      code: 'custom',
      path: ['packagings'],
      message: quoteMessages.consignmentTooHeavy,
    });
  }
}

/** The booking form (spec §3): what Get Quote prices. */
export function quoteBookingSchema(ctx: QuoteSchemaContext) {
  return z.strictObject(bookingShape(ctx)).superRefine(withinConsignmentLimit);
}

const emailFormShape = {
  label: z
    .string({ error: quoteMessages.pickRate })
    .trim()
    .min(1, { error: quoteMessages.pickRate, abort: true })
    .max(40, { error: quoteMessages.pickRate, abort: true })
    .refine((v) => rateIdFromLabel(v) !== undefined, quoteMessages.pickRate),
  description: freeText(200),
  price: clientFigure,
  exGST: z.boolean().optional(),
  email: emailField({ required: quoteMessages.emailRequired, invalid: quoteMessages.emailInvalid }),
};

/** The e-mail form (spec §3): a picked rate and an address. */
export const quoteEmailSchema = z.object(emailFormShape);

/** POST /tms/saveQuote: the booking form plus the e-mail form. */
export function saveQuoteSchema(ctx: QuoteSchemaContext) {
  return z
    .strictObject({ ...bookingShape(ctx), ...emailFormShape })
    .superRefine(withinConsignmentLimit);
}

const quoteNumberField = z
  .string({ error: quoteMessages.quoteNumberRequired })
  .trim()
  .min(1, { error: quoteMessages.quoteNumberRequired, abort: true })
  .max(40, { error: quoteMessages.quoteNumberInvalid, abort: true })
  .refine((v) => parseQuoteNumber(v) !== null, quoteMessages.quoteNumberInvalid)
  .transform((v) => parseQuoteNumber(v)!);

/**
 * POST /tms/sendOfficialSite_QuoteMail: the saved values plus the quote number. Only the rate and
 * the address matter here (the quote is already saved); the booking fields are accepted and left.
 * With `resend`, the saved quote is mailed again under its number.
 */
export const quoteMailSchema = z.object({
  ...emailFormShape,
  quote_number: quoteNumberField,
  /** Mail a quote looked up by its number again (its pickup date may have passed). */
  resend: z.boolean().optional(),
});

/** POST /tms/check-quote and the page's look-up form. */
export const checkQuoteSchema = z.strictObject({ quote_number: quoteNumberField });

export type QuoteBooking = z.output<ReturnType<typeof quoteBookingSchema>>;
export type QuoteBookingInput = z.input<ReturnType<typeof quoteBookingSchema>>;
export type SaveQuoteInput = z.output<ReturnType<typeof saveQuoteSchema>>;
export type QuoteMailInput = z.output<typeof quoteMailSchema>;

/** A package of a saved quote, as stored and as the look-up call answers it. */
export type SavedQuotePackaging = {
  packaging_type_id: string;
  quantity: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  total_weight: number;
  chargeable_pallets: number;
};

/** A saved quote as the look-up call answers it (spec §3 "Saved quote"), read by the page and written by the server. */
export type SavedQuoteData = {
  quote_number: string;
  is_dg: boolean;
  is_hand_unload: boolean;
  is_trailer_split: boolean;
  has_tailgate: boolean;
  pickup_postcode_id: string;
  delivery_postcode_id: string;
  date: string;
  expiry_date: string;
  packagings: SavedQuotePackaging[];
  /** The prices saved with the quote: they hold until it expires. */
  rates: RatePrice[];
  rate_id: RateId;
  road_km: number;
  levy: QuotePrice['levy'];
  total_weight: number;
  chargeable_pallets: number;
  /** Set when the quote is booked: the page says so rather than offering the booking form. */
  booked?: true;
};
