import './zod-in-the-browser';
import { z } from 'zod';
import { parseBookingReference } from './booking-reference';
import { isCalendarDate } from './calendar-date';
import { emailField } from './email';
import { choiceRule, codeRule, dateRule, filled } from './field-rules';
import type {
  CheckboxFieldSpec,
  ChoiceFieldSpec,
  CodeFieldSpec,
  DateFieldSpec,
  EmailFieldSpec,
  PostcodeFieldSpec,
  RequiredTextFieldSpec,
  TimeFieldSpec,
} from './form-fields';
import { pickupDateMessages, pickupDateRefusal } from './pickup-date';
import { isAustralianPostcode } from './postcode';
import type { PickupDays } from './pickup-date';
import { quoteMessages, quoteNumberField } from './quote';

// Booking a saved quote and following it (docs/decisions/090-booking-from-a-saved-quote.md): the
// request's fields and messages, the status machine, and the tracking look-up. One schema each,
// used by the page and the API.

export const bookingMessages = {
  quoteNumberRequired: quoteMessages.quoteNumberRequired,
  quoteNumberInvalid: quoteMessages.quoteNumberInvalid,
  emailRequired: quoteMessages.emailRequired,
  emailInvalid: quoteMessages.emailInvalid,
  phoneInvalid: 'Enter a valid phone number, e.g. 03 9555 0123 or 0412 345 678',
  readyFromRequired: 'Ready-from time is required',
  readyFromInvalid: 'Enter the ready-from time as HH:MM, e.g. 08:30',
  closesAtRequired: 'Closing time is required',
  closesAtInvalid: 'Enter the closing time as HH:MM, e.g. 16:00',
  closesBeforeReady: 'Closing time must be after the ready-from time',
  goodsRequired: 'Goods description is required',
  unNumberRequired: 'UN number is required',
  unNumberInvalid: 'UN number must be 4 digits, e.g. UN1203',
  dgClassRequired: 'Dangerous goods class is required',
  dgClassInvalid: 'Choose a dangerous goods class from the list',
  packingGroupRequired: 'Packing group is required',
  packingGroupInvalid: 'Choose packing group I, II, III or None',
  shippingNameRequired: 'Proper shipping name is required',
  dangerousGoodsRequired:
    'This quote includes dangerous goods: enter the UN number, class, packing group and proper shipping name',
  dangerousGoodsNotQuoted:
    'This quote was priced without dangerous goods. Please get a new quote that includes them.',
  acceptTerms: 'Please accept the terms and conditions to book',
  booked: 'Booking received! We have e-mailed you the details.',
  bookFailed: 'Please try again! We cannot book this quote right now.',
  referenceRequired: 'Booking reference is required',
  referenceInvalid: 'Invalid booking reference. Please check it and try again',
  trackFailed: 'Please try again! We cannot look up this booking right now.',
  postcodeRequired: 'Delivery postcode is required',
  postcodeInvalid: 'Delivery postcode must be 4 digits, e.g. 4106',
  emailOrPostcode: 'Email or delivery postcode is required',
  notBoth: 'Send the email or the delivery postcode, not both',
} as const;

const m = bookingMessages;

// The rules of the kinds only the booking and track forms have, read from their declarations.

/** "Street address is required", "Street address must be at most 200 characters". */
function textRule(field: RequiredTextFieldSpec) {
  const tooLong = `${field.label} must be at most ${field.max} characters`;
  return field.required
    ? filled({ required: `${field.label} is required` }).max(field.max, tooLong)
    : z.string().trim().max(field.max, tooLong).default('');
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, HH:MM. */
function timeRule({ time }: TimeFieldSpec) {
  return filled(time).regex(TIME_PATTERN, time.invalid);
}

/** The booking form's own fields, before its two ends (decision 144: the pickup day). */
export const bookingFields = {
  email: {
    name: 'email',
    label: 'Email',
    input: 'email',
    autoComplete: 'email',
    email: { required: m.emailRequired, invalid: m.emailInvalid },
  },
  pickup_date: {
    name: 'pickup_date',
    label: 'Pickup day',
    input: 'date',
    date: { required: pickupDateMessages.required, invalid: pickupDateMessages.invalid },
  },
} as const satisfies Record<string, EmailFieldSpec | DateFieldSpec>;

/** Who and where at one end of the trip; the suburb, state and postcode come from the quote. */
export const partyFields = [
  {
    name: 'business_name',
    label: 'Business name',
    max: 120,
    required: true,
    autoComplete: 'organization',
  },
  {
    name: 'street',
    label: 'Street address',
    max: 200,
    required: true,
    autoComplete: 'address-line1',
  },
  { name: 'contact_name', label: 'Contact name', max: 100, required: true, autoComplete: 'name' },
  {
    name: 'phone',
    label: 'Contact phone',
    max: 40,
    required: true,
    autoComplete: 'tel',
    input: 'tel',
  },
  {
    name: 'instructions',
    label: 'Instructions for the driver',
    max: 500,
    required: false,
    input: 'textarea',
  },
] as const satisfies readonly RequiredTextFieldSpec[];

/** The pickup end's window: when the freight is ready and when the address closes. */
export const windowFields = {
  ready_from: {
    name: 'ready_from',
    label: 'Ready from',
    input: 'time',
    hint: 'When the freight is ready, local time',
    time: { required: m.readyFromRequired, invalid: m.readyFromInvalid },
  },
  closes_at: {
    name: 'closes_at',
    label: 'Closes at',
    input: 'time',
    hint: 'When the pickup address closes',
    time: { required: m.closesAtRequired, invalid: m.closesAtInvalid },
  },
} as const satisfies Record<string, TimeFieldSpec>;

/** The consignment's own fields. */
export const consignmentFields = [
  {
    name: 'goods_description',
    label: 'Goods description',
    max: 500,
    required: true,
    input: 'textarea',
  },
  { name: 'reference', label: 'Your reference (optional)', max: 50, required: false },
] as const satisfies readonly RequiredTextFieldSpec[];

/** Digits with spaces, brackets, dashes or a leading +: 8 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

const phone = textRule(partyFields[3]).refine(isPhoneNumber, bookingMessages.phoneInvalid);

const partyShape = {
  business_name: textRule(partyFields[0]),
  street: textRule(partyFields[1]),
  contact_name: textRule(partyFields[2]),
  phone,
  instructions: textRule(partyFields[4]),
};

/** The pickup window: when the freight is ready and when the address closes. */
const windowShape = {
  ready_from: timeRule(windowFields.ready_from),
  closes_at: timeRule(windowFields.closes_at),
};

/** A window closes after it opens (HH:MM compares as text). */
const closesAfterReady = (p: { ready_from: string; closes_at: string }) =>
  p.closes_at > p.ready_from;
const closesBeforeReady = { path: ['closes_at'], message: bookingMessages.closesBeforeReady };

const pickupSchema = z
  .strictObject({ ...partyShape, ...windowShape })
  .refine(closesAfterReady, closesBeforeReady);

const deliverySchema = z.strictObject(partyShape);

/** Classes and divisions of the Australian Dangerous Goods Code. */
export const DANGEROUS_GOODS_CLASSES = [
  '1',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;

/** Packing groups; gases and some other goods have none. */
export const PACKING_GROUPS = ['I', 'II', 'III', 'None'] as const;

/** What the declaration asks, in the order of a dangerous goods transport document. */
export const dangerousGoodsFields = {
  un_number: {
    name: 'un_number',
    label: 'UN number',
    inputMode: 'numeric',
    hint: 'For example UN1203',
    maxLength: 40,
    code: { required: m.unNumberRequired, invalid: m.unNumberInvalid },
  },
  class: {
    name: 'class',
    label: 'Class',
    choice: {
      options: DANGEROUS_GOODS_CLASSES,
      required: m.dgClassRequired,
      invalid: m.dgClassInvalid,
    },
  },
  packing_group: {
    name: 'packing_group',
    label: 'Packing group',
    choice: {
      options: PACKING_GROUPS,
      required: m.packingGroupRequired,
      invalid: m.packingGroupInvalid,
    },
  },
  proper_shipping_name: {
    name: 'proper_shipping_name',
    label: 'Proper shipping name',
    max: 200,
    required: true,
  },
} as const satisfies Record<string, CodeFieldSpec | ChoiceFieldSpec | RequiredTextFieldSpec>;

/** "un 1203" and "1203" are UN1203. */
function parseUnNumber(value: string): string | null {
  const code = value.replace(/\s+/g, '').toUpperCase();
  if (!/^(UN)?\d{4}$/.test(code)) return null;
  return code.startsWith('UN') ? code : `UN${code}`;
}

const dg = dangerousGoodsFields;
const dangerousGoodsSchema = z.strictObject({
  un_number: codeRule(dg.un_number, parseUnNumber),
  class: choiceRule(dg.class),
  packing_group: choiceRule(dg.packing_group),
  proper_shipping_name: textRule(dg.proper_shipping_name),
});

/** Ticked to book (the page's box links to the terms). */
export const acceptTermsField = {
  name: 'accept_terms',
  label: 'Terms and conditions',
  checkbox: { required: m.acceptTerms },
} as const satisfies CheckboxFieldSpec;

const email = emailField(bookingFields.email.email);

/** The day the freight is picked up (decision 144): a working day of the quote's pickup days. */
const pickupDateField = dateRule(bookingFields.pickup_date);

/** A figure the page may show; the booking takes every price from the saved quote instead. */
const clientFigure = z.union([z.string().max(40), z.number(), z.null()]).optional();

const bookingShape = {
  quote_number: quoteNumberField,
  email,
  /** Left out by older clients: the first pickup day on or after the quote's own pickup date. */
  pickup_date: pickupDateField.optional(),
  pickup: pickupSchema,
  delivery: deliverySchema,
  reference: textRule(consignmentFields[1]),
  goods_description: textRule(consignmentFields[0]),
  dangerous_goods: dangerousGoodsSchema.optional(),
  accept_terms: z.literal(true, { error: acceptTermsField.checkbox.required }),
  price: clientFigure,
};

/**
 * POST /tms/bookings. Prices are never part of it: the booking takes them from the saved quote.
 * Whether the dangerous goods details are required depends on the quote, which the server checks.
 */
export const bookingRequestSchema = z.strictObject(bookingShape);

/**
 * The form's pickup day, judged against the quote's pickup days on the field itself, so the reason
 * shows as soon as the day is left, whatever else of the form is still empty.
 */
function pickupDayField(days: PickupDays | undefined) {
  return pickupDateField.superRefine((day, ctx) => {
    const refusal = days && isCalendarDate(day) ? pickupDateRefusal(day, days) : null;
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
}

/**
 * The page's form: the quote tells it whether the dangerous goods details are required, and the
 * server's list of its pickup days which dates can be chosen.
 */
export function bookingFormSchema(quoteHasDangerousGoods: boolean, days?: PickupDays) {
  const pickup_date = pickupDayField(days);
  return quoteHasDangerousGoods
    ? z.strictObject({ ...bookingShape, pickup_date, dangerous_goods: dangerousGoodsSchema })
    : bookingRequestSchema.omit({ dangerous_goods: true }).extend({ pickup_date });
}

/** The console's move of a booking's pickup (decision 161): a new day and window. */
export const pickupMoveSchema = z
  .strictObject({ pickup_date: pickupDateField, ...windowShape })
  .refine(closesAfterReady, closesBeforeReady);

export type PickupMove = z.output<typeof pickupMoveSchema>;

export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type DangerousGoods = z.output<typeof dangerousGoodsSchema>;

// ---------------------------------------------------------------------------------------------
// Status machine

/** The timeline in order; a booking may also be cancelled before pickup. */
export const TIMELINE_STATUSES = [
  'requested',
  'confirmed',
  'picked_up',
  'in_transit',
  'delivered',
] as const;

export const BOOKING_STATUSES = [...TIMELINE_STATUSES, 'cancelled'] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

const CANCELLABLE: readonly BookingStatus[] = ['requested', 'confirmed'];

/**
 * Why a booking cannot move from one status to another, or null when it can. A booking only moves
 * forward (steps may be skipped when staff record them late); delivered and cancelled are final,
 * and freight already picked up can no longer be cancelled.
 */
export function statusChangeRefusal(from: BookingStatus, to: BookingStatus): string | null {
  const label = bookingStatusLabels;
  if (from === to) return `The booking is already ${label[to].toLowerCase()}.`;
  if (from === 'delivered' || from === 'cancelled') {
    return `The booking is ${label[from].toLowerCase()}: its status can no longer change.`;
  }
  if (to === 'cancelled') {
    return CANCELLABLE.includes(from)
      ? null
      : `The freight has been ${label[from].toLowerCase()}: the booking can no longer be cancelled.`;
  }
  const order = TIMELINE_STATUSES as readonly BookingStatus[];
  if (order.indexOf(to) < order.indexOf(from)) {
    return `A booking cannot go back from ${label[from].toLowerCase()} to ${label[to].toLowerCase()}.`;
  }
  return null;
}

export function canChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  return statusChangeRefusal(from, to) === null;
}

// ---------------------------------------------------------------------------------------------
// Tracking

/** The /track form's fields (decision 099): the reference, checked with the e-mail or postcode. */
export const trackFields = {
  booking_reference: {
    name: 'booking_reference',
    label: 'Booking reference',
    autoComplete: 'off',
    hint: 'For example B7K2M9XQP',
    maxLength: 40,
    code: { required: m.referenceRequired, invalid: m.referenceInvalid },
  },
  email: bookingFields.email,
  postcode: {
    name: 'postcode',
    label: 'Delivery postcode',
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: 'The 4-digit postcode the freight goes to',
    maxLength: 4,
    postcode: { required: m.postcodeRequired, invalid: m.postcodeInvalid },
  },
} as const satisfies Record<string, CodeFieldSpec | EmailFieldSpec | PostcodeFieldSpec>;

const bookingReferenceField = codeRule(trackFields.booking_reference, parseBookingReference);

/** An Australian postcode: 4 digits. */
const postcodeField = filled(trackFields.postcode.postcode).refine(
  isAustralianPostcode,
  trackFields.postcode.postcode.invalid,
);

/**
 * POST /tms/track and the /track page's form: the booking reference with either the e-mail
 * address the quote was saved for or the delivery postcode (decision 099), not both.
 */
export const trackSchema = z
  .strictObject({
    booking_reference: bookingReferenceField,
    email: email.optional(),
    postcode: postcodeField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.postcode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: bookingMessages.emailOrPostcode });
    } else if (value.email !== undefined && value.postcode !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: bookingMessages.notBoth });
    }
  });

export type TrackRequest = z.output<typeof trackSchema>;

/** The /track page's choice of what checks the reference. */
export const TRACK_CHECKS = ['email', 'postcode'] as const;
export type TrackCheck = (typeof TRACK_CHECKS)[number];

/** The /track form's fields: both boxes exist, the one chosen by `check` is the one checked. */
export const trackFormFields = {
  booking_reference: bookingReferenceField,
  check: z.enum(TRACK_CHECKS),
  email: z.string().max(320),
  postcode: z.string().max(20),
};

type TrackFormValues = { check: TrackCheck; email: string; postcode: string };

/** The /track form's rule: the box chosen must hold a valid e-mail address or postcode. */
export function checkChosenTrackField(value: TrackFormValues, ctx: z.RefinementCtx): void {
  const field = value.check === 'email' ? email : postcodeField;
  const parsed = field.safeParse(value[value.check]);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      path: [value.check],
      message: parsed.error.issues[0]?.message ?? bookingMessages.emailOrPostcode,
    });
  }
}

/** What the /track form sends: the reference with the chosen box only. */
export function trackRequestBody(value: TrackFormValues & { booking_reference: string }) {
  return value.check === 'email'
    ? { booking_reference: value.booking_reference, email: value.email.trim() }
    : { booking_reference: value.booking_reference, postcode: value.postcode.trim() };
}

export type TimelineEntry = { status: BookingStatus; at: string };

/** The answer of POST /tms/track. */
export type TrackAnswer = {
  booking_reference: string;
  status: BookingStatus;
  timeline: TimelineEntry[];
  /** The pickup day (yyyy-mm-dd) and window (HH:MM, local time at the pickup address). */
  pickup_date: string;
  ready_from: string;
  closes_at: string;
  /** The estimated delivery day (yyyy-mm-dd) of the booked rate from that pickup day. */
  estimated_delivery: string;
};

/** The one answer for a wrong reference, e-mail or postcode alike: it repeats none of them. */
export const bookingNotFoundMessage =
  'We cannot find a booking with this reference for this e-mail address or delivery postcode. Please check both and try again.';

/** POST /tms/quote-pdf: a saved quote's number and the address it was saved for. */
export const quotePdfSchema = z.strictObject({ quote_number: quoteNumberField, email });
