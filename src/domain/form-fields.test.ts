import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputProps, isRequired } from '@/components/forms/declared-input';
import {
  bookingFields,
  bookingRequestSchema,
  consignmentFields,
  dangerousGoodsFields,
  partyFields,
  trackFields,
  trackSchema,
  windowFields,
} from './booking';
import { contactFields, contactSchema } from './contact';
import {
  BANK_FIELDS,
  creditApplicationFields,
  creditApplicationSchema,
} from './credit-application';
import { columnName, pageOrder } from './form-fields';
import type { FieldSpec } from './form-fields';
import { homeQuoteFields, homeQuoteRequestSchema } from './home-quote-request';
import {
  checkQuoteSchema,
  packageFields,
  quoteBookingSchema,
  quoteEmailFields,
  quoteEmailSchema,
  quoteFields,
  quoteLookupFields,
  serviceFields,
} from './quote';

describe('forms declared once', () => {
  it('names a column in snake_case', () => {
    expect(columnName('phoneNumber')).toBe('phone_number');
    expect(columnName('company_name')).toBe('company_name');
  });

  it('keeps the credit application in the order of spec §3, each signature after its file name', () => {
    // The order is part of the stored fingerprint that finds a repeated application.
    expect(Object.keys(creditApplicationSchema.shape)).toEqual([
      ...['name', 'email', 'phoneNumber', 'position', 'year_in_business', 'home_address'],
      ...['suburb', 'state', 'postcode', 'company_name', 'acn', 'abn', 'trading_name'],
      ...['years_in_trading', 'company_address', 'company_suburb', 'company_state'],
      ...['company_postcode', 'postal_address', 'postal_suburb', 'postal_state'],
      ...['postal_postcode', 'company_phone', 'company_fax', 'company_email'],
      ...['bank_name', 'bank_account_number', 'bank_address'],
      ...['first_reference_name', 'first_reference_address', 'first_reference_phone'],
      ...['second_reference_name', 'second_reference_address', 'second_reference_phone'],
      ...['third_reference_name', 'third_reference_address', 'third_reference_phone'],
      ...['declaration_name', 'declaration_position', 'declaration_signature'],
      ...['declarationSignatureBinary', 'declaration_date_signed'],
      ...['act_name', 'act_position', 'act_signature', 'actSignatureBinary', 'act_date_signed'],
    ]);
    expect(BANK_FIELDS).toEqual(['bank_name', 'bank_account_number', 'bank_address']);
  });

  it('shows the trading name beside the company name on the page only', () => {
    const company = creditApplicationFields.filter((f) =>
      /^(company_name|acn|abn|trading)/.test(f.name),
    );
    expect(company.map((f) => f.name)).toEqual(['company_name', 'acn', 'abn', 'trading_name']);
    expect(pageOrder(company).map((f) => f.name)).toEqual([
      'company_name',
      'trading_name',
      'acn',
      'abn',
    ]);
  });

  it('derives the schema of the contact form from its fields', () => {
    expect(Object.keys(contactSchema.shape)).toEqual(contactFields.map((f) => f.name));
    expect(contactSchema.shape.message.safeParse('x'.repeat(5001)).success).toBe(false);
  });
});

/** The first message a field's rule gives a value, or 'ok'. */
function messageOf(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '');
}

const quoteSchema = quoteBookingSchema({ isKnownSuburb: () => true, today: () => '2026-11-23' });
const packageShape = quoteSchema.shape.packagings.element.shape;

/** Each declared form with rules: its fields by name, and the zod shape its schema has. */
const declaredForms: [string, Record<string, FieldSpec>, Record<string, z.core.$ZodType>][] = [
  ['home quote', homeQuoteFields, homeQuoteRequestSchema().shape],
  ['quote booking', quoteFields, quoteSchema.shape],
  ['package', packageFields, packageShape],
  ['quote e-mail', quoteEmailFields, quoteEmailSchema.shape],
  ['quote look-up', quoteLookupFields, checkQuoteSchema.shape],
  ['booking', bookingFields, bookingRequestSchema.shape],
  ['pickup window', windowFields, bookingRequestSchema.shape.pickup.shape],
  [
    'dangerous goods',
    dangerousGoodsFields,
    bookingRequestSchema.shape.dangerous_goods.unwrap().shape,
  ],
  ['track', trackFields, trackSchema.shape],
];

describe('the forms with rules, declared once', () => {
  it.each(declaredForms)(
    'keys the %s fields by their spec names, as its schema does',
    (_, fields, shape) => {
      for (const [key, field] of Object.entries(fields)) {
        expect(field.name, key).toBe(key);
        expect(Object.keys(shape), key).toContain(key);
      }
    },
  );

  it('keeps the schemas in the spec names of §3', () => {
    expect(Object.keys(homeQuoteRequestSchema().shape)).toEqual(['pickup', 'delivery', 'email']);
    expect(Object.keys(quoteSchema.shape)).toEqual([
      ...['is_dg', 'is_hand_unload', 'is_trailer_split', 'has_tailgate'],
      ...['pickup', 'delivery', 'date', 'expiryDate', 'packagings'],
    ]);
    expect(serviceFields.map((f) => f.name)).toEqual(Object.keys(quoteSchema.shape).slice(0, 4));
    expect(Object.keys(packageShape)).toEqual([
      ...['type', 'quantity', 'length', 'width', 'height', 'weight'],
      ...['total_weight', 'chargeablePallets'],
    ]);
    expect(Object.keys(bookingRequestSchema.shape.pickup.shape)).toEqual([
      ...partyFields.map((f) => f.name),
      ...Object.keys(windowFields),
    ]);
    expect(Object.keys(bookingRequestSchema.shape.delivery.shape)).toEqual(
      partyFields.map((f) => f.name),
    );
  });

  it('marks a field required on the page exactly when its rule refuses it left empty', () => {
    const all = [
      ...declaredForms.flatMap(([, fields, shape]) =>
        Object.values(fields).map((f) => [f, shape[f.name]!] as const),
      ),
      ...partyFields.map((f) => [f, bookingRequestSchema.shape.pickup.shape[f.name]] as const),
      ...consignmentFields.map((f) => [f, bookingRequestSchema.shape[f.name]] as const),
    ];
    expect(all.length).toBeGreaterThan(25);
    for (const [field, rule] of all) {
      // A select that starts with a choice has nothing to leave empty.
      if ('choice' in field && field.choice.initial) continue;
      expect(isRequired(field), field.name).toBe(messageOf(rule, '') !== 'ok');
    }
  });

  it("reads the package's limits and messages from its declaration (spec §5, §9)", () => {
    const { quantity, weight, length, type } = packageFields;
    expect([quantity.label, weight.label, length.label]).toEqual([
      'Quantity',
      'Weight per item (kg)',
      'Length (cm)',
    ]);
    const rule = (name: keyof typeof packageShape) => packageShape[name];
    expect(messageOf(rule('quantity'), '')).toBe('Quantity is required');
    expect(messageOf(rule('quantity'), '1'.repeat(quantity.maxLength + 1))).toBe(
      'Quantity must be a valid number',
    );
    expect(messageOf(rule('quantity'), '0')).toBe(quantity.number.tooSmall);
    expect(messageOf(rule('length'), '')).toBe('Length is required');
    expect(messageOf(rule('length'), '1,5')).toBe('Length must be a valid number');
    expect(messageOf(rule('weight'), String(weight.number.max + 1))).toBe(
      'Weight must be at most 30,000 kg',
    );
    expect(messageOf(rule('height'), '-2')).toBe('Height must be more than 0');
    expect(rule('type').parse(undefined)).toBe(type.choice.initial);
    expect(messageOf(rule('type'), '99')).toBe(type.choice.invalid);
    expect(inputProps(quantity)).toMatchObject({
      required: true,
      maxLength: 6,
      inputMode: 'numeric',
    });
  });

  it('reads the booking and track rules from their declarations', () => {
    const dg = bookingRequestSchema.shape.dangerous_goods.unwrap().shape;
    expect(dg.un_number.parse(' un 1203')).toBe('UN1203');
    expect(messageOf(dg.un_number, '12O3')).toBe(dangerousGoodsFields.un_number.code.invalid);
    expect(messageOf(dg.class, '2.4')).toBe(dangerousGoodsFields.class.choice.invalid);
    expect(messageOf(dg.packing_group, '')).toBe('Packing group is required');
    const street = bookingRequestSchema.shape.pickup.shape.street;
    expect(messageOf(street, ' ')).toBe('Street address is required');
    expect(messageOf(street, 'x'.repeat(201))).toBe(
      'Street address must be at most 200 characters',
    );
    expect(messageOf(bookingRequestSchema.shape.pickup.shape.ready_from, '8.30')).toBe(
      windowFields.ready_from.time.invalid,
    );
    expect(messageOf(trackSchema.shape.postcode, '41O6')).toBe(
      'Delivery postcode must be 4 digits, e.g. 4106',
    );
    expect(messageOf(trackSchema.shape.booking_reference, '')).toBe(
      'Booking reference is required',
    );
    expect(inputProps(trackFields.postcode)).toMatchObject({ required: true, maxLength: 4 });
  });
});
