'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import { homeQuoteMessages, homeQuoteRequestSchema } from '@/domain/home-quote-request';
import type { HomeQuoteRequest } from '@/domain/home-quote-request';
import { ApiRequestError, apiPost } from '@/lib/api-client';
import { HoneypotField } from '../forms/honeypot-field';
import { SubmissionAlerts, useSubmission } from '../forms/submission';
import { TextField } from '../forms/text-field';
import { loadBookingData, useBookingData } from '../quote/booking-data';
import { SuburbInput } from '../quote/suburb-input';
import { Spinner } from '../ui/spinner';

type FormValues = { pickup: string; delivery: string; email: string; [HONEYPOT_FIELD]?: string };

const empty: FormValues = { pickup: '', delivery: '', email: '', [HONEYPOT_FIELD]: '' };
const fields = ['pickup', 'delivery', 'email'] as const;

// The honeypot is passed through as any text: the server drops a filled one quietly.
const honeypot = { [HONEYPOT_FIELD]: z.string().optional() };

/**
 * Validates with the form's schema and the suburb list the server returns (loaded once per page).
 * If the list cannot be loaded, the server's own check still applies on submit.
 */
const resolver: Resolver<FormValues, unknown, HomeQuoteRequest> = async (
  values,
  context,
  options,
) => {
  const data = await loadBookingData().catch(() => undefined);
  const schema = homeQuoteRequestSchema(data?.isKnownSuburb).extend(honeypot);
  return zodResolver(schema)(values, context, options) as ReturnType<
    Resolver<FormValues, unknown, HomeQuoteRequest>
  >;
};

const SUBURB_FIELDS = [
  ['pickup', 'Pickup'],
  ['delivery', 'Delivery'],
] as const;

/**
 * The home page's quote request (spec §3, §5, §7, §8): pickup and delivery from the server's suburb
 * list, and an e-mail. The server checks the same schema against its own list.
 */
export function HomeQuoteForm() {
  const booking = useBookingData();
  const { fetching, success, failure, submit } = useSubmission();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, HomeQuoteRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = handleSubmit((values) =>
    submit(
      async () => {
        await apiPost<unknown>('/tms/sendOfficialSite_GetQuoteMail', values);
        reset(empty);
        return homeQuoteMessages.sent;
      },
      homeQuoteMessages.failed,
      (err) => {
        // A field the server refused (a suburb it does not know) is shown at the field.
        const issues =
          err instanceof ApiRequestError && (err.status === 400 || err.status === 429)
            ? ((err.body as { issues?: { field: string; message: string }[] } | null)?.issues ?? [])
            : [];
        const known = issues.filter((i): i is { field: (typeof fields)[number]; message: string } =>
          (fields as readonly string[]).includes(i.field),
        );
        if (known.length) {
          known.forEach((i, n) =>
            setError(i.field, { message: i.message }, { shouldFocus: n === 0 }),
          );
        }
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="home-quote-title"
      className="rounded-xl bg-white p-6 text-ink shadow-lg sm:p-8"
    >
      <h2 id="home-quote-title" className="text-2xl font-bold text-brand-900">
        Request a quotation
      </h2>
      <p className="mt-1 text-sm text-muted">
        Choose the suburbs from the list as you type. Fields marked * are required.
      </p>
      <div className="mt-5 space-y-4">
        {SUBURB_FIELDS.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <SuburbInput
                id={`home-quote-${name}`}
                label={label}
                name={field.name}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                data={booking.data}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <TextField
          id="home-quote-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <button type="submit" className="btn-primary w-full" disabled={fetching}>
          {fetching ? <Spinner label="Sending your request" /> : null}
          Email Me A Quote
        </button>
      </div>
      <SubmissionAlerts success={success} failure={failure} className="mt-4" />
    </form>
  );
}
