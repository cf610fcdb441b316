'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bookingMessages, trackSchema } from '@/domain/booking';
import type { TrackAnswer } from '@/domain/booking';
import { HONEYPOT_FIELD, withHoneypot } from '@/domain/honeypot';
import { apiPost, ApiRequestError } from '@/lib/api-client';
import { EmailField } from '../forms/email-field';
import { FormActions, FormTitle, SubmissionForm } from '../forms/submission-form';
import { TextField } from '../forms/text-field';
import { BookingTimeline } from './booking-timeline';

const clientSchema = withHoneypot(trackSchema);
type FormValues = z.input<typeof clientSchema>;

/** The /track form: a booking reference and an e-mail address, then the booking's timeline. */
export function TrackForm() {
  const [answer, setAnswer] = useState<TrackAnswer | null>(null);
  const [request, setRequest] = useState({ fetching: false, failure: '' });
  const { fetching, failure } = request;
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<FormValues, unknown, z.output<typeof clientSchema>>({
    resolver: zodResolver(clientSchema),
    mode: 'onTouched',
    defaultValues: { booking_reference: '', email: '', [HONEYPOT_FIELD]: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null);
    setRequest({ fetching: true, failure: '' });
    try {
      setAnswer(await apiPost<TrackAnswer>('/tms/track', values));
      setRequest({ fetching: false, failure: '' });
    } catch (err) {
      // The server's words for what to check (the one 404) or to wait (429); else a retry.
      const told = err instanceof ApiRequestError && err.status < 500 && err.status !== 403;
      setRequest({ fetching: false, failure: told ? err.message : bookingMessages.trackFailed });
    }
  });

  return (
    <>
      <SubmissionForm titleId="track-form-title" className="space-y-5" onSubmit={onSubmit}>
        <FormTitle id="track-form-title">Find your booking</FormTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="track-reference"
            label="Booking reference"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="For example B7K2M9XQP"
            registration={register('booking_reference')}
            error={errors.booking_reference?.message}
          />
          <EmailField
            id="track-email"
            registration={register('email')}
            error={errors.email?.message}
          />
        </div>
        <FormActions
          honeypot={register(HONEYPOT_FIELD)}
          disabled={!isValid || fetching}
          fetching={fetching}
          fetchingLabel="Looking up your booking"
          submitLabel="Track booking"
          success=""
          failure={failure}
        />
      </SubmissionForm>
      {answer ? (
        <BookingTimeline
          reference={answer.booking_reference}
          status={answer.status}
          timeline={answer.timeline}
        />
      ) : null}
    </>
  );
}
