'use client';

import '@/domain/zod-in-the-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  bookingMessages,
  checkChosenTrackField,
  trackFields,
  trackFormFields,
  trackRequestBody,
} from '@/domain/booking';
import type { TrackAnswer } from '@/domain/booking';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { apiPost, ApiRequestError } from '@/lib/api-client';
import { attentionTone, invalidFields } from '../forms/attention';
import { AttentionSummary, focusField } from '../forms/attention-summary';
import { inputProps } from '../forms/declared-input';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';
import { TextField } from '../forms/text-field';
import { BookingTimeline } from './booking-timeline';

const clientSchema = z
  .object({ ...trackFormFields, [HONEYPOT_FIELD]: z.string().optional() })
  .superRefine(checkChosenTrackField);
type FormValues = z.input<typeof clientSchema>;

/**
 * What the form starts with, also in the HTML as drawn (the chosen check's radio is checked there):
 * the page is read before React runs (decision 167).
 */
const START: FormValues = {
  booking_reference: '',
  check: 'email',
  email: '',
  postcode: '',
  [HONEYPOT_FIELD]: '',
};

/** What a booking reference is checked with, and the words of its radio button. */
const CHECKS = [
  ['email', 'My email'],
  ['postcode', 'The delivery postcode'],
] as const;

const ATTENTION_ID = 'track-form-attention';
const { booking_reference: reference, email, postcode } = trackFields;
const ids = {
  booking_reference: 'track-reference',
  email: 'track-email',
  postcode: 'track-postcode',
};
const ATTENTION_FIELDS = [reference, email, postcode].map((f) => ({
  name: f.name,
  id: ids[f.name],
  label: f.label,
}));

/**
 * The /track form: a booking reference with the e-mail address or the delivery postcode, then the
 * booking's timeline.
 */
export function TrackForm({ noScript }: { noScript?: ReactNode }) {
  const [answer, setAnswer] = useState<TrackAnswer | null>(null);
  const [request, setRequest] = useState({ fetching: false, failure: '' });
  const { fetching, failure } = request;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: START,
  });
  const values = useWatch({ control });
  const check = values.check;
  // The mailed link names the booking (/track?reference=B…): only the e-mail or postcode is left.
  useEffect(() => {
    const reference = new URLSearchParams(window.location.search).get('reference');
    if (reference) setValue('booking_reference', reference);
  }, [setValue]);
  // The answer is brought into view and focused, on a phone and from the keyboard alike.
  useEffect(() => {
    if (answer) focusField('booking-timeline-title');
  }, [answer]);

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null);
    setRequest({ fetching: true, failure: '' });
    try {
      setAnswer(
        await apiPost<TrackAnswer>('/tms/track', {
          ...trackRequestBody(values),
          [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
        }),
      );
      setRequest({ fetching: false, failure: '' });
    } catch (err) {
      // The server's words for what to check (the one 404) or to wait (429); else a retry.
      const told = err instanceof ApiRequestError && err.status < 500 && err.status !== 403;
      setRequest({ fetching: false, failure: told ? err.message : bookingMessages.trackFailed });
    }
  });

  return (
    <>
      <SubmissionForm
        titleId="track-form-title"
        className="space-y-5"
        onSubmit={onSubmit}
        noScript={noScript}
      >
        <FormTitle id="track-form-title">Find your booking</FormTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={ids.booking_reference}
            {...inputProps(reference)}
            autoCapitalize="characters"
            spellCheck={false}
            registration={register('booking_reference')}
            error={errors.booking_reference?.message}
          />
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold">Check it with</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {CHECKS.map(([value, label]) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    value={value}
                    className="size-5"
                    defaultChecked={START.check === value}
                    {...register('check')}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {check === 'postcode' ? (
            <TextField
              id={ids.postcode}
              {...inputProps(postcode)}
              registration={register('postcode')}
              error={errors.postcode?.message}
            />
          ) : (
            <TextField
              id={ids.email}
              {...inputProps(email)}
              registration={register('email')}
              error={errors.email?.message}
            />
          )}
        </div>
        <FormActions
          honeypot={register(HONEYPOT_FIELD)}
          disabled={!isValid || fetching}
          fetching={fetching}
          fetchingLabel="Looking up your booking"
          submitLabel="Track booking"
          success=""
          failure={failure}
          attentionId={ATTENTION_ID}
          attention={
            <AttentionSummary
              id={ATTENTION_ID}
              items={invalidFields(clientSchema, values, ATTENTION_FIELDS)}
              tone={attentionTone(isSubmitted, touchedFields)}
            />
          }
        />
      </SubmissionForm>
      {answer ? (
        <BookingTimeline
          reference={answer.booking_reference}
          status={answer.status}
          timeline={answer.timeline}
          pickup={answer}
        />
      ) : null}
    </>
  );
}
