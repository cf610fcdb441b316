'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver, UseFormRegisterReturn } from 'react-hook-form';
import {
  acceptTermsField,
  bookingFields,
  bookingFormSchema,
  bookingMessages,
  consignmentFields,
  dangerousGoodsFields,
  partyFields,
  windowFields,
} from '@/domain/booking';
import type { BookingRequest, BookingRequestInput } from '@/domain/booking';
import { formatPickupDay, pickupDateMessages } from '@/domain/pickup-date';
import type { PickupDays } from '@/domain/pickup-date';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { apiPost, ApiRequestError } from '@/lib/api-client';
import { invalidFields } from '../forms/attention';
import { AttentionSummary, focusField } from '../forms/attention-summary';
import { inputProps } from '../forms/declared-input';
import { FieldNotes } from '../forms/field-parts';
import { useAttemptKey } from '../forms/submission';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';
import { TextField } from '../forms/text-field';
import { Alert } from '../ui/alert';
import { DangerousGoodsFieldset } from './dangerous-goods-fieldset';
import { PartyFieldset } from './party-fieldset';

/** What the booking form needs from a saved or looked-up quote. */
export type BookableQuote = {
  quoteNumber: string;
  /** The address the quote was saved for, when the page knows it; otherwise the visitor types it. */
  email?: string;
  /** Suburb labels, "LAVERTON NORTH VIC 3026". */
  pickup: string;
  delivery: string;
  /** yyyy-MM-dd: the quote's pickup date, the form's first choice while it is a pickup day. */
  pickupDate: string;
  dangerousGoods: boolean;
  /** Booked already: the page says so instead of offering the form. */
  booked?: true;
};

type FormValues = BookingRequestInput & { [HONEYPOT_FIELD]?: string };

const ATTENTION_ID = 'book-form-attention';

/** The form's fields in the page's order, for the summary beside its button. */
/** The input of a field: "pickup.street" is book-pickup-street. */
const inputId = (name: string) => `book-${name.replace(/[._]/g, '-')}`;
const named = (f: { name: string; label: string }) => ({
  name: f.name,
  id: inputId(f.name),
  label: f.label,
});

/** The form's fields in the page's order, for the summary beside its button. */
const ATTENTION_FIELDS = [
  ...Object.values(bookingFields).map(named),
  ...(['pickup', 'delivery'] as const).flatMap((party) =>
    partyFields.map((f) =>
      named({
        name: `${party}.${f.name}`,
        label: `${party === 'pickup' ? 'Pickup' : 'Delivery'} ${f.label.toLowerCase()}`,
      }),
    ),
  ),
  ...Object.values(windowFields).map((f) => named({ name: `pickup.${f.name}`, label: f.label })),
  ...consignmentFields.map(named),
  // The declaration is named as a whole, at its first field.
  {
    name: 'dangerous_goods',
    id: inputId(`dg.${dangerousGoodsFields.un_number.name}`),
    label: 'Dangerous goods',
  },
  named(acceptTermsField),
];

const emptyParty = { business_name: '', street: '', contact_name: '', phone: '', instructions: '' };

const pickupDaysFailed =
  'We cannot load the pickup days right now. Choose a weekday: we check it when you book.';

/**
 * The quote's pickup days from the server (decision 144), which knows the pickup state's public
 * holidays; null while they load, or for good when they cannot be loaded.
 */
function usePickupDays(quoteNumber: string) {
  const [days, setDays] = useState<PickupDays | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    apiPost<PickupDays>('/tms/pickup-dates', { quote_number: quoteNumber })
      .then((answer) => {
        if (live) setDays(answer);
      })
      .catch(() => {
        if (live) setFailure(pickupDaysFailed);
      });
    return () => {
      live = false;
    };
  }, [quoteNumber]);
  return { days, failure };
}

/**
 * "Book this quote": the booking request for a saved quote, posted to /tms/bookings. The quote
 * fixes the suburbs and the price; the form asks who, where, which day and when.
 */
export function BookQuoteForm({ quote }: { quote: BookableQuote }) {
  const [booked, setBooked] = useState({ reference: '', pickupDate: '' });
  const reference = booked.reference;
  const [request, setRequest] = useState({ fetching: false, failure: '' });
  const attempt = useAttemptKey();
  const pickup = usePickupDays(quote.quoteNumber);
  // One schema for the resolver and for the summary of what keeps the button disabled.
  const schema = useMemo(
    () => withHoneypot(bookingFormSchema(quote.dangerousGoods, pickup.days ?? undefined)),
    [quote.dangerousGoods, pickup.days],
  );
  const resolver = zodResolver(schema) as Resolver<FormValues, unknown, BookingRequest>;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isValid },
  } = useForm<FormValues, unknown, BookingRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      quote_number: quote.quoteNumber,
      email: quote.email ?? '',
      pickup_date: '',
      pickup: { ...emptyParty, ready_from: '08:00', closes_at: '16:00' },
      delivery: emptyParty,
      reference: '',
      goods_description: '',
      ...(quote.dangerousGoods
        ? {
            dangerous_goods: {
              un_number: '',
              class: '',
              packing_group: '',
              proper_shipping_name: '',
            },
          }
        : {}),
      [HONEYPOT_FIELD]: '',
    },
  });

  const values = useWatch({ control });
  // The first choice, once the days are known: the quote's own date while it can be picked up,
  // else the first pickup day after it (the next working day whose cut-off has not passed).
  useEffect(() => {
    const dates = pickup.days?.dates ?? [];
    const first = dates.find((d) => d >= quote.pickupDate) ?? dates[0];
    if (first) setValue('pickup_date', first, { shouldValidate: true });
  }, [pickup.days, quote.pickupDate, setValue]);
  // The reference, once given, is brought into view and focused, on a phone and by keyboard.
  useEffect(() => {
    if (reference) focusField('book-done-title');
  }, [reference]);

  const onSubmit = handleSubmit(async (values) => {
    setRequest({ fetching: true, failure: '' });
    try {
      const answer = await apiPost<{ booking_reference: string }>('/tms/bookings', values, {
        idempotencyKey: attempt.keyFor(values),
      });
      attempt.succeeded();
      setBooked({ reference: answer.booking_reference, pickupDate: values.pickup_date ?? '' });
      setRequest({ fetching: false, failure: '' });
    } catch (err) {
      // The server says what to do about a refusal (expired, booked, past pickup, wait a moment).
      const told = err instanceof ApiRequestError && err.status < 500 && err.status !== 403;
      setRequest({ fetching: false, failure: told ? err.message : bookingMessages.bookFailed });
    }
  });

  if (reference) {
    return (
      <section aria-labelledby="book-done-title" className="space-y-4">
        <h2
          id="book-done-title"
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 focus:outline-none"
        >
          Booking reference {reference}
        </h2>
        <Alert tone="success">
          {bookingMessages.booked} Your booking reference is <strong>{reference}</strong>.
        </Alert>
        <p>
          Our operations team will confirm the pickup on{' '}
          <strong data-testid="booked-pickup-day">{formatPickupDay(booked.pickupDate)}</strong>.
          Follow the booking at any time on{' '}
          <a className="link" href="/track">
            Track a Booking
          </a>{' '}
          with its reference and your e-mail address.
        </p>
      </section>
    );
  }

  const termsError = errors.accept_terms?.message;
  const termsId = inputId(acceptTermsField.name);
  return (
    <SubmissionForm titleId="book-form-title" className="space-y-6" onSubmit={onSubmit}>
      <FormTitle id="book-form-title">Book quote {quote.quoteNumber}</FormTitle>
      <p>
        From {quote.pickup} to {quote.delivery}, at the price of your quote. Fields marked * are
        required.
      </p>
      <input type="hidden" {...register('quote_number')} />
      <TextField
        id={inputId('email')}
        {...inputProps(bookingFields.email)}
        registration={register('email')}
        error={errors.email?.message}
      />
      <PickupDayField
        days={pickup.days}
        failure={pickup.failure}
        registration={register('pickup_date')}
        error={errors.pickup_date?.message}
      />
      <PartyFieldset party="pickup" suburb={quote.pickup} register={register} errors={errors} />
      <PartyFieldset party="delivery" suburb={quote.delivery} register={register} errors={errors} />
      <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-brand-900">Consignment</legend>
        {consignmentFields.map((field) => (
          <TextField
            key={field.name}
            id={inputId(field.name)}
            {...inputProps(field)}
            registration={register(field.name)}
            error={errors[field.name]?.message}
          />
        ))}
      </fieldset>
      {quote.dangerousGoods ? <DangerousGoodsFieldset register={register} errors={errors} /> : null}
      <div>
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-1 size-4 accent-brand-800"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            {...register('accept_terms')}
          />
          <label htmlFor={termsId}>
            I accept the{' '}
            <a className="link" href="/resources/terms-conditions" target="_blank">
              terms and conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            for this booking.{' '}
            <span aria-hidden="true" className="text-red-800">
              *
            </span>
          </label>
        </div>
        <FieldNotes id={termsId} error={termsError} />
      </div>
      <FormActions
        honeypot={register(HONEYPOT_FIELD)}
        disabled={!isValid || request.fetching}
        fetching={request.fetching}
        fetchingLabel="Sending your booking"
        submitLabel="Book this quote"
        success=""
        failure={request.failure}
        attentionId={ATTENTION_ID}
        attention={
          <AttentionSummary
            id={ATTENTION_ID}
            items={invalidFields(schema, values, ATTENTION_FIELDS)}
          />
        }
      />
    </SubmissionForm>
  );
}

/**
 * The pickup day: a date box limited to the quote's pickup days, with the rule in words. A day it
 * refuses (passed, a weekend, a holiday in the pickup state, after the quote) is said why under it.
 */
function PickupDayField({
  days,
  failure,
  registration,
  error,
}: {
  days: PickupDays | null;
  failure: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const noneLeft = days && days.dates.length === 0 ? pickupDateMessages.noneLeft(days.latest) : '';
  const hint = days
    ? `Monday to Friday, except public holidays in ${days.state}; booked after 2 pm (Melbourne time), the earliest pickup is the next working day. Your quote's prices hold for pickups until ${formatPickupDay(days.latest)}.`
    : failure || 'Loading the pickup days of your quote…';
  return (
    <div>
      <TextField
        id={inputId('pickup_date')}
        {...inputProps(bookingFields.pickup_date)}
        min={days?.dates[0]}
        max={days?.dates.at(-1)}
        hint={hint}
        registration={registration}
        error={error}
      />
      {noneLeft ? <Alert tone="danger">{noneLeft}</Alert> : null}
    </div>
  );
}
