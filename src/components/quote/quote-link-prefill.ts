'use client';

import type { QuoteBooking } from '@/domain/quote';
import { parseQuotePrefill } from '@/domain/quote-prefill';
import { loadPublicBookingData } from '../suburb-field/public-booking-data';
import type { BookingForm } from './booking-values';

/**
 * A link from the home hero (?pickup=…&delivery=…, perhaps a first package) fills the form with what
 * the suburb list knows, and prices at once when nothing else is needed. Loaded only when the page
 * is opened with a query.
 */
export async function fillFromLink(
  params: URLSearchParams,
  form: BookingForm,
  price: (booking: QuoteBooking) => Promise<void>,
  isCurrent: () => boolean,
): Promise<void> {
  const prefill = parseQuotePrefill(params);
  if (!prefill.pickup && !prefill.delivery && !prefill.package) return;
  const list = await loadPublicBookingData();
  if (!isCurrent()) return;
  const known = (label: string | undefined) => (label && list?.isKnownSuburb(label) ? label : '');
  // What the visitor typed while the list was loading stays: the link only fills what is still
  // untouched.
  const values = form.getValues();
  const untouched = (name: 'pickup' | 'delivery' | 'packagings') =>
    !form.getFieldState(name).isDirty;
  const pickup = untouched('pickup') ? known(prefill.pickup) : values.pickup;
  const delivery = untouched('delivery') ? known(prefill.delivery) : values.delivery;
  const packagings =
    prefill.package && untouched('packagings') ? [prefill.package] : values.packagings;
  const asLinked = untouched('pickup') && untouched('delivery') && untouched('packagings');
  form.reset({ ...values, pickup, delivery, packagings }, { keepDirty: true });
  if (asLinked && pickup && delivery && prefill.package && (await form.trigger()) && isCurrent()) {
    await form.handleSubmit(price)();
  }
}
