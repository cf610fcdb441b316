import { describe, expect, it } from 'vitest';
import { quoteBookingSchema } from '@/domain/quote';
import { bookingAttention } from './booking-attention';

const known = new Set(['LAVERTON NORTH VIC 3026', 'ROCKLEA QLD 4106']);
const schema = quoteBookingSchema({
  isKnownSuburb: (label) => known.has(label),
  today: () => '2026-11-23',
});

const carton = {
  type: '13',
  quantity: '3',
  length: '40',
  width: '30',
  height: '30',
  weight: '12',
};
const booking = {
  is_dg: false,
  is_hand_unload: false,
  is_trailer_split: false,
  has_tailgate: false,
  pickup: 'LAVERTON NORTH VIC 3026',
  delivery: 'ROCKLEA QLD 4106',
  date: '2026-11-24',
  packagings: [carton],
};

describe('what keeps Get Quote disabled', () => {
  it('names nothing for a booking ready to price', () => {
    expect(bookingAttention(schema, booking)).toEqual([]);
  });

  it('names the pickup and a missing length on a one-package booking, in page order', () => {
    expect(
      bookingAttention(schema, { ...booking, pickup: '', packagings: [{ ...carton, length: '' }] }),
    ).toEqual([
      { id: 'quote-pickup', label: 'Pickup location' },
      { id: 'package-0-length', label: 'Length (cm)' },
    ]);
  });

  it('says which package a field is in when there are several, and an unknown suburb', () => {
    expect(
      bookingAttention(schema, {
        ...booking,
        delivery: 'ATLANTIS VIC 3999',
        packagings: [carton, { ...carton, quantity: 'x', height: '' }],
      }),
    ).toEqual([
      { id: 'quote-delivery', label: 'Delivery location' },
      { id: 'package-1-quantity', label: 'Quantity, package 2' },
      { id: 'package-1-height', label: 'Height (cm), package 2' },
    ]);
  });

  it('points a consignment over the weight limit at the last package weight', () => {
    // 1,000 items of 30,000 kg: 30,000 t, past any road consignment.
    const heavy = { ...carton, quantity: '1000', weight: '30000' };
    expect(bookingAttention(schema, { ...booking, packagings: [carton, heavy] })).toEqual([
      { id: 'package-1-weight', label: 'Total weight' },
    ]);
  });
});
