import { describe, expect, it } from 'vitest';
import { checkQuoteSchema, quoteBookingSchema, quoteEmailSchema } from './quote';

const ctx = {
  isKnownSuburb: (l: string) => l === 'LAVERTON NORTH VIC 3026' || l === 'PERTH WA 6000',
  today: () => '2026-11-22',
};
const schema = quoteBookingSchema(ctx);
const pkg = {
  type: '10',
  quantity: '1',
  length: '120',
  width: '100',
  height: '100',
  weight: '350',
};
const valid = {
  pickup: 'LAVERTON NORTH VIC 3026',
  delivery: 'PERTH WA 6000',
  date: '2026-11-23',
  packagings: [pkg],
};

function messages(value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('quote booking schema (spec §5)', () => {
  it('accepts a valid booking and turns text into numbers', () => {
    const r = schema.parse(valid);
    expect(r.packagings[0]).toMatchObject({ type: '10', quantity: 1, length: 120, weight: 350 });
    expect(r.is_dg).toBe(false);
  });
  it('has the spec messages for the locations and the date', () => {
    expect(messages({ ...valid, pickup: '' })).toEqual(['Pickup location is required']);
    expect(messages({ ...valid, pickup: 'Laverton' })).toEqual(['Invalid pickup location']);
    expect(messages({ ...valid, delivery: '' })).toEqual(['Delivery location is required']);
    expect(messages({ ...valid, delivery: 'PERTH WA 6001' })).toEqual([
      'Invalid delivery location',
    ]);
    expect(messages({ ...valid, date: '' })).toEqual(['Pickup date is required']);
    expect(messages({ ...valid, date: '2026-11-21' })).toEqual([
      'Pickup date cannot be in the past',
    ]);
    expect(messages({ ...valid, date: '2026-02-30' })).toEqual([
      'Pickup date must be a date (yyyy-mm-dd)',
    ]);
  });
  it('has the spec messages for quantity: required, 1 to 6 digits', () => {
    const q = (quantity: unknown) => messages({ ...valid, packagings: [{ ...pkg, quantity }] });
    expect(q('')).toEqual(['Quantity is required']);
    expect(q('1234567')).toEqual(['Quantity must be a valid number']);
    expect(q('1.5')).toEqual(['Quantity must be a valid number']);
    expect(q('-1')).toEqual(['Quantity must be a valid number']);
    expect(q('0')).toEqual(['Quantity must be at least 1']);
    // 999 999 x 350 kg is far over the 100,000 kg a quote may carry.
    expect(q('999999')).toEqual([
      'Consignments over 100,000 kg chargeable weight need a custom quote. Please contact our sales team.',
    ]);
    expect(q('12')).toEqual([]);
  });
  it('has the spec messages for each dimension, accepting signs and exponents', () => {
    for (const [key, field] of [
      ['length', 'Length'],
      ['width', 'Width'],
      ['height', 'Height'],
      ['weight', 'Weight'],
    ] as const) {
      const d = (v: unknown) => messages({ ...valid, packagings: [{ ...pkg, [key]: v }] });
      expect(d('')).toEqual([`${field} is required`]);
      expect(d('abc')).toEqual([`${field} must be a valid number`]);
      expect(d('1e')).toEqual([`${field} must be a valid number`]);
      expect(d('-5')).toEqual([`${field} must be more than 0`]);
      expect(d('+1.2e1')).toEqual([]);
      expect(d('.5')).toEqual([]);
      expect(d('1e9')[0]).toMatch(new RegExp(`^${field} must be at most`));
    }
  });
  it('needs at least one package and refuses unknown packaging types and fields', () => {
    expect(messages({ ...valid, packagings: [] })).toEqual(['Add at least one package']);
    expect(messages({ ...valid, packagings: [{ ...pkg, type: '99' }] })).toEqual([
      'Choose a packaging type from the list',
    ]);
    expect(schema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe('e-mail and look-up forms', () => {
  it('asks for a rate first, then an address', () => {
    const m = (v: unknown) => {
      const r = quoteEmailSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(m({ label: '', email: 'a@example.com' })).toEqual([
      'It seems we forgot a tiny detail – you need to pick a rate first!',
    ]);
    expect(m({ label: 'Economy', email: '' })[0]).toBe('Email is required');
    expect(m({ label: 'Economy', email: 'a@Example.COM' })).toEqual([
      'Enter a valid email address',
    ]);
    expect(m({ label: 'Express', email: 'a@example.com' })).toEqual([]);
  });
  it('needs a quote number and reads it canonically', () => {
    expect(checkQuoteSchema.safeParse({ quote_number: '' }).error?.issues[0]?.message).toBe(
      'Quotation number is required',
    );
    expect(checkQuoteSchema.safeParse({ quote_number: 'nope' }).error?.issues[0]?.message).toBe(
      'Invalid quote number. Please try again',
    );
    expect(checkQuoteSchema.parse({ quote_number: 'q7k2m-9xqp' }).quote_number).toBe('Q7K2M9XQP');
  });
});
