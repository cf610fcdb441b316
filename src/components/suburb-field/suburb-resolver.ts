'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { SuburbCheck } from '@/domain/suburb';
import { loadPublicBookingData } from './public-booking-data';

// With no list (it failed to load) every label passes here and the server's own check decides.
const serverDecides: SuburbCheck = () => true;

/**
 * The one way a form checks its suburbs: validation waits for the suburb list, then checks labels
 * against it exactly, so a suburb typed before the list arrived is never judged without it.
 */
export function suburbListResolver<Values extends FieldValues, Output>(
  schemaFor: (isKnownSuburb: SuburbCheck) => z.ZodType<Output, Values>,
): Resolver<Values, unknown, Output> {
  // Built once per list, not again on every keystroke.
  let last: { check: SuburbCheck; resolve: Resolver<Values, unknown, Output> } | undefined;
  return async (values, context, options) => {
    const check = (await loadPublicBookingData())?.isKnownSuburb ?? serverDecides;
    if (last?.check !== check) last = { check, resolve: zodResolver(schemaFor(check)) };
    return last.resolve(values, context, options);
  };
}
