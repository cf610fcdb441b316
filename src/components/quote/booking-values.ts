'use client';

import '@/domain/zod-in-the-browser';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { toCalendarDate } from '@/domain/format';
import {
  DECIMAL_PATTERN,
  QUANTITY_PATTERN,
  packageFields,
  quoteBookingSchema,
} from '@/domain/quote';
import type { QuoteBooking, QuoteBookingInput } from '@/domain/quote';
import { packageFigures } from '@/domain/quote-math';
import type { PackageFigures } from '@/domain/quote-math';
import { suburbListResolver } from '../suburb-field/suburb-resolver';

// The booking form keeps what people type, as text; its schema turns that into numbers.

export type PackageInput = QuoteBookingInput['packagings'][number];
export type BookingForm = UseFormReturn<QuoteBookingInput, unknown, QuoteBooking>;

export function emptyPackage(): PackageInput {
  return {
    type: packageFields.type.choice.initial,
    quantity: packageFields.quantity.number.initial,
    length: '',
    width: '',
    height: '',
    weight: '',
  };
}

function emptyBooking(): QuoteBookingInput {
  return {
    is_dg: false,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: false,
    pickup: '',
    delivery: '',
    date: toCalendarDate(new Date()),
    packagings: [emptyPackage()],
  };
}

/** A priced booking back in the form's own terms, to show a looked-up quote. */
export function bookingInput(booking: QuoteBooking): QuoteBookingInput {
  return {
    ...booking,
    packagings: booking.packagings.map((p) => ({
      type: p.type,
      quantity: String(p.quantity),
      length: String(p.length),
      width: String(p.width),
      height: String(p.height),
      weight: String(p.weight),
    })),
  };
}

const text = (value: string | number | null | undefined) => String(value ?? '').trim();

/** The figures of a package as typed so far, or null while a field is not a number yet. */
export function figuresOf(p: Partial<PackageInput> | undefined): PackageFigures | null {
  if (!p || !QUANTITY_PATTERN.test(text(p.quantity))) return null;
  const dims = [p.length, p.width, p.height, p.weight].map(text);
  if (!dims.every((v) => DECIMAL_PATTERN.test(v))) return null;
  const [length, width, height, weight] = dims.map(Number) as [number, number, number, number];
  if (![length, width, height, weight].every((n) => Number.isFinite(n) && n >= 0)) return null;
  return packageFigures({ quantity: Number(text(p.quantity)), length, width, height, weight });
}

const resolver = suburbListResolver((isKnownSuburb) =>
  quoteBookingSchema({ isKnownSuburb, today: () => toCalendarDate(new Date()) }),
);

/** The booking form of spec §3: today's date and one package to start with. */
/** The booking form, empty or holding a saved quote's booking (a link looked up on the server). */
export function useBookingForm(saved?: QuoteBooking): BookingForm {
  return useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: saved ? bookingInput(saved) : emptyBooking(),
  });
}
