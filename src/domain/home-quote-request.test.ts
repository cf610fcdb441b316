import { describe, expect, it } from 'vitest';
import { homeQuoteRequestSchema } from './home-quote-request';

const required = [
  'Pickup location is required',
  'Delivery location is required',
  'Email is required',
];

const known = new Set(['LAVERTON NORTH VIC 3026', 'ROCKLEA QLD 4106']);
const schema = homeQuoteRequestSchema((label) => known.has(label));

function messages(input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('home quote request schema', () => {
  it('accepts two known suburbs and a valid e-mail', () => {
    const input = {
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'ROCKLEA QLD 4106',
      email: 'buyer@example.com.au',
    };
    expect(schema.parse(input)).toEqual(input);
  });

  it('requires every field, with the form messages', () => {
    expect(messages({ pickup: '', delivery: ' ', email: '' })).toEqual(required);
    expect(messages({})).toEqual(required);
  });

  it('refuses a place that is not one of the suburbs', () => {
    expect(messages({ pickup: 'ATLANTIS', delivery: 'ROCKLEA QLD 4106', email: 'a@b.co' })).toEqual(
      ['Invalid pickup location'],
    );
    expect(messages({ pickup: 'ROCKLEA QLD 4106', delivery: 'ROCKLEA', email: 'a@b.co' })).toEqual([
      'Invalid delivery location',
    ]);
  });

  it('checks the e-mail with the spec pattern', () => {
    const base = { pickup: 'ROCKLEA QLD 4106', delivery: 'LAVERTON NORTH VIC 3026' };
    expect(messages({ ...base, email: 'someone@Example.com' })).toEqual([
      'Enter a valid email address',
    ]);
    expect(messages({ ...base, email: 'someone@example.c' })).toEqual([
      'Enter a valid email address',
    ]);
    expect(messages({ ...base, email: 'first.last+freight@example.com.au' })).toEqual([]);
  });

  it('refuses unknown fields and over-long values', () => {
    expect(
      schema.safeParse({ pickup: 'x', delivery: 'y', email: 'a@b.co', extra: 1 }).success,
    ).toBe(false);
    expect(
      messages({ pickup: 'A'.repeat(81), delivery: 'ROCKLEA QLD 4106', email: 'a@b.co' }),
    ).toEqual(['Invalid pickup location']);
  });

  it('without a suburb list, checks only presence and length', () => {
    expect(
      homeQuoteRequestSchema().safeParse({ pickup: 'ANYWHERE', delivery: 'X', email: 'a@b.co' })
        .success,
    ).toBe(true);
  });
});
