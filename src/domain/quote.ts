import './zod-in-the-browser';
import { z } from 'zod';
import { addCalendarDays } from './calendar-date';
import { emailField, freeText } from './email';
import { choiceRule, codeRule, dateRule, numberRule } from './field-rules';
import type {
  CheckboxFieldSpec,
  ChoiceFieldSpec,
  CodeFieldSpec,
  DateFieldSpec,
  EmailFieldSpec,
  NumberFieldSpec,
  SuburbFieldSpec,
} from './form-fields';
import { DEFAULT_PACKAGING_TYPE_ID, packagingTypes } from './packaging-types';
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

/** A decimal, optionally signed, with an optional exponent (spec §5). */
export const DECIMAL_PATTERN = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
/** 1 to 6 digits (spec §5, §9). */
export const QUANTITY_PATTERN = /^\d{1,6}$/;

const m = quoteMessages;

/**
 * A size or weight of a package, named in its messages by its label's first word (spec §5):
 * "Length is required", "Length must be at most 1,450 cm".
 */
function dimension<const N extends string>(name: N, label: string, max: number, unit: string) {
  const noun = label.replace(/ .*/, '');
  return {
    name,
    label,
    inputMode: 'decimal',
    maxLength: 40,
    number: {
      pattern: DECIMAL_PATTERN,
      max,
      required: `${noun} is required`,
      invalid: `${noun} must be a valid number`,
      tooSmall: `${noun} must be more than 0`,
      tooBig: `${noun} must be at most ${max.toLocaleString('en-AU')} ${unit}`,
    },
  } as const satisfies NumberFieldSpec;
}

/** A package's fields (spec §3) in the page's order: the one place they are declared. */
export const packageFields = {
  type: {
    name: 'type',
    label: 'Packaging type',
    choice: {
      options: packagingTypes.map((t) => t.id),
      invalid: m.packagingTypeInvalid,
      initial: DEFAULT_PACKAGING_TYPE_ID,
    },
  },
  quantity: {
    name: 'quantity',
    label: 'Quantity',
    inputMode: 'numeric',
    maxLength: 6,
    number: {
      pattern: QUANTITY_PATTERN,
      max: quoteLimits.quantity,
      required: m.quantityRequired,
      invalid: m.quantityInvalid,
      tooSmall: m.quantityMin,
      tooBig: m.quantityInvalid,
      initial: '1',
    },
  },
  weight: dimension('weight', 'Weight per item (kg)', quoteLimits.weight, 'kg'),
  length: dimension('length', 'Length (cm)', quoteLimits.length, 'cm'),
  width: dimension('width', 'Width (cm)', quoteLimits.width, 'cm'),
  height: dimension('height', 'Height (cm)', quoteLimits.height, 'cm'),
} as const satisfies Record<string, ChoiceFieldSpec | NumberFieldSpec>;

/** Figures the page shows; the server recomputes them and ignores these. */
const clientFigure = z.union([z.string().max(40), z.number(), z.null()]).optional();

const { type, quantity, weight, length, width, height } = packageFields;

const packagingSchema = z.strictObject({
  type: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(choiceRule(type))
    .default(type.choice.initial),
  quantity: numberRule(quantity),
  length: numberRule(length),
  width: numberRule(width),
  height: numberRule(height),
  weight: numberRule(weight),
  total_weight: clientFigure,
  chargeablePallets: clientFigure,
});

/** The booking form's own fields (spec §3, §5) in the page's order, before its packages. */
export const quoteFields = {
  pickup: {
    name: 'pickup',
    label: 'Pickup location',
    suburb: { required: m.pickupRequired, invalid: m.pickupInvalid },
  },
  delivery: {
    name: 'delivery',
    label: 'Delivery location',
    suburb: { required: m.deliveryRequired, invalid: m.deliveryInvalid },
  },
  date: {
    name: 'date',
    label: 'Pickup date',
    input: 'date',
    date: { required: m.dateRequired, invalid: m.dateInvalid },
  },
} as const satisfies Record<string, SuburbFieldSpec | DateFieldSpec>;

const service = <const N extends string>(name: N, label: string, hint: string) =>
  ({ name, label, hint, checkbox: {} }) as const satisfies CheckboxFieldSpec;

/** The services a consignment is priced with (spec §3): tick boxes, each with a line on what it is. */
export const serviceFields = [
  service('is_dg', 'Dangerous goods (DG)', 'Placarded or labelled DG freight'),
  service('is_hand_unload', 'Hand unload', 'Goods unloaded by hand at delivery'),
  service('is_trailer_split', 'Trailer split', 'Trailer dropped or split for loading'),
  service('has_tailgate', 'Tailgate truck', 'No forklift or dock at an end'),
];

type ServiceName = (typeof serviceFields)[number]['name'];

const servicesShape = Object.fromEntries(
  serviceFields.map((f) => [f.name, z.boolean().default(false)]),
) as Record<ServiceName, z.ZodDefault<z.ZodBoolean>>;

export type QuoteSchemaContext = {
  /** Whether a label is one of the suburbs (the browser's fetched list, or the server's table). */
  isKnownSuburb: (label: string) => boolean;
  /** Today, yyyy-MM-dd, where the rule is checked. */
  today: () => string;
};

// Kept here for the callers that import it with the quote schemas.
export { addCalendarDays };

function pickupDate(ctx: QuoteSchemaContext) {
  return dateRule(quoteFields.date)
    .refine((v) => v >= ctx.today(), { error: m.datePast, abort: true })
    .refine((v) => v <= addCalendarDays(ctx.today(), quoteLimits.daysAhead), m.dateTooFar);
}

function bookingShape(ctx: QuoteSchemaContext) {
  const { pickup, delivery } = quoteFields;
  return {
    ...servicesShape,
    pickup: suburbField(pickup.suburb, ctx.isKnownSuburb),
    delivery: suburbField(delivery.suburb, ctx.isKnownSuburb),
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

/** The e-mail form's address (spec §3, §5). */
export const quoteEmailFields = {
  email: {
    name: 'email',
    label: 'Email',
    input: 'email',
    autoComplete: 'email',
    email: { required: m.emailRequired, invalid: m.emailInvalid },
  },
} as const satisfies Record<string, EmailFieldSpec>;

/** The look-up form's quote number (spec §3, §5). */
export const quoteLookupFields = {
  quote_number: {
    name: 'quote_number',
    label: 'Quotation number',
    autoComplete: 'off',
    placeholder: 'e.g. Q7K2M9XQP',
    maxLength: 40,
    code: { required: m.quoteNumberRequired, invalid: m.quoteNumberInvalid },
  },
} as const satisfies Record<string, CodeFieldSpec>;

const emailFormShape = {
  label: z
    .string({ error: m.pickRate })
    .trim()
    .min(1, { error: m.pickRate, abort: true })
    .max(40, { error: m.pickRate, abort: true })
    .refine((v) => rateIdFromLabel(v) !== undefined, m.pickRate),
  description: freeText(200),
  price: clientFigure,
  exGST: z.boolean().optional(),
  email: emailField(quoteEmailFields.email.email),
};

/** The e-mail form (spec §3): a picked rate and an address. */
export const quoteEmailSchema = z.object(emailFormShape);

/** POST /tms/saveQuote: the booking form plus the e-mail form. */
export function saveQuoteSchema(ctx: QuoteSchemaContext) {
  return z
    .strictObject({ ...bookingShape(ctx), ...emailFormShape })
    .superRefine(withinConsignmentLimit);
}

/** A quote number, read as it is written in any case and grouping (quote-number.ts). */
export const quoteNumberField = codeRule(quoteLookupFields.quote_number, parseQuoteNumber);

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
