'use client';

import '@/domain/zod-in-the-browser';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD, emptyHoneypot, withHoneypot } from '@/domain/honeypot';
import {
  homeQuoteFields,
  homeQuoteMessages,
  homeQuoteRequestSchema,
} from '@/domain/home-quote-request';
import { quotePrefillHref } from '@/domain/quote-prefill';
import { ApiRequestError, apiPost } from '@/lib/api-client';
import { invalidFields } from '../forms/attention';
import { AttentionSummary, focusField } from '../forms/attention-summary';
import { inputProps } from '../forms/declared-input';
import { HoneypotField } from '../forms/honeypot-field';
import { SubmissionAlerts, useAttemptKey, useSubmission } from '../forms/submission';
import { SubmissionConfirmation } from '../forms/submission-confirmation';
import type { SentLine } from '../forms/submission-confirmation';
import { FormTitle, SubmissionForm, SubmitButton } from '../forms/submission-form';
import { TextField } from '../forms/text-field';
import { usePublicBookingData } from '../suburb-field/public-booking-data';
import { SuburbField } from '../suburb-field/suburb-field';
import { suburbListResolver } from '../suburb-field/suburb-resolver';
import type { SuburbCheck } from '@/domain/suburb';

const schemaFor = (isKnownSuburb: SuburbCheck) =>
  withHoneypot(homeQuoteRequestSchema(isKnownSuburb));

type FormValues = z.input<ReturnType<typeof schemaFor>>;
type Request = z.output<ReturnType<typeof schemaFor>>;

const empty: FormValues = { pickup: '', delivery: '', email: '', ...emptyHoneypot };
type Field = keyof typeof homeQuoteFields;
const fields = Object.keys(homeQuoteFields);
type FieldIssue = { field: Field; message: string };

const resolver = suburbListResolver(schemaFor);
// Without the suburb list every label passes here, as in the resolver; the server decides.
const anySuburb: SuburbCheck = () => true;

const CARD = 'rounded-xl bg-white p-6 text-ink shadow-lg sm:p-8';
const ATTENTION_ID = 'home-quote-attention';
const inputId = (name: Field) => `home-quote-${name}`;
const ATTENTION_FIELDS = Object.values(homeQuoteFields).map((f) => ({
  name: f.name,
  id: inputId(f.name),
  label: f.label,
}));

/** The fields the server refused (a suburb it does not know), to show at the fields. */
function refusedFields(err: unknown): FieldIssue[] {
  if (!(err instanceof ApiRequestError) || (err.status !== 400 && err.status !== 429)) return [];
  const issues = (err.body as { issues?: { field: string; message: string }[] } | null)?.issues;
  return (issues ?? []).filter((i): i is FieldIssue => fields.includes(i.field));
}

/**
 * The home page's quote request (spec §3, §5, §7, §8): pickup and delivery from the server's suburb
 * list, and an e-mail. The server checks the same schema against its own list. The quote page
 * offers it filled in for a route its rate card does not price (`initial`), without the link
 * back to instant prices.
 */
export function HomeQuoteForm({
  initial,
  instantPrices = true,
  noScript,
}: {
  initial?: { pickup: string; delivery: string };
  instantPrices?: boolean;
  noScript?: ReactNode;
} = {}) {
  const { fetching, success, failure, submit, clear } = useSubmission();
  const attempt = useAttemptKey();
  const [sent, setSent] = useState<SentLine[]>([]);
  const list = usePublicBookingData();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted, touchedFields },
  } = useForm<FormValues, unknown, Request>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial ? { ...empty, ...initial } : empty,
  });
  // The instant price carries the suburbs chosen so far to the quote page (the page checks them).
  const [pickup, delivery] = useWatch({ control, name: ['pickup', 'delivery'] });
  const values = useWatch({ control });
  const isKnownSuburb = list.data?.isKnownSuburb ?? anySuburb;
  const schema = useMemo(() => schemaFor(isKnownSuburb), [isKnownSuburb]);

  const onSubmit = handleSubmit((request) =>
    submit(
      async () => {
        await apiPost<unknown>('/tms/sendOfficialSite_GetQuoteMail', request, {
          idempotencyKey: attempt.keyFor(request),
        });
        attempt.succeeded();
        setSent(Object.values(homeQuoteFields).map((f) => [f.label, request[f.name]]));
        reset(empty);
        return homeQuoteMessages.sent;
      },
      homeQuoteMessages.failed,
      (err) =>
        refusedFields(err).forEach((i, n) =>
          setError(i.field, { message: i.message }, { shouldFocus: n === 0 }),
        ),
    ),
  );

  // Sent: the confirmation takes the form's place, in view and focused (decision 044).
  if (success) {
    return (
      <div className={CARD}>
        <SubmissionConfirmation
          title="Quote request sent"
          message={success}
          summary={sent}
          againLabel="Request another quote"
          onAgain={() => {
            clear();
            requestAnimationFrame(() => focusField(ATTENTION_FIELDS[0]!.id));
          }}
        />
      </div>
    );
  }

  // Once the visitor has been through a field or pressed send: what is still missing or wrong.
  const attention =
    isSubmitted || Object.keys(touchedFields).length > 0
      ? invalidFields(schema, values, ATTENTION_FIELDS)
      : [];

  return (
    <SubmissionForm
      titleId="home-quote-title"
      className={CARD}
      onSubmit={onSubmit}
      noScript={noScript}
    >
      <FormTitle id="home-quote-title">Request a quotation</FormTitle>
      <p className="mt-1 text-sm text-muted">
        Choose the suburbs from the list as you type. Fields marked * are required.
      </p>
      <div className="mt-5 space-y-4">
        {(['pickup', 'delivery'] as const).map((name) => (
          <SuburbField
            key={name}
            control={control}
            name={name}
            id={inputId(name)}
            field={homeQuoteFields[name]}
          />
        ))}
        <TextField
          id={inputId('email')}
          {...inputProps(homeQuoteFields.email)}
          registration={register('email')}
          error={errors.email?.message}
        />
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <SubmitButton
          className="btn-primary w-full"
          disabled={fetching}
          fetching={fetching}
          fetchingLabel="Sending your request"
          describedBy={attention.length > 0 ? ATTENTION_ID : undefined}
        >
          Email Me A Quote
        </SubmitButton>
        <AttentionSummary id={ATTENTION_ID} items={attention} />
      </div>
      <SubmissionAlerts success={success} failure={failure} className="mt-4" />
      {instantPrices ? (
        <div className="mt-5 border-t border-gray-200 pt-4 text-center">
          <p className="text-sm text-muted">Rather see prices now?</p>
          <a href={quotePrefillHref({ pickup, delivery })} className="btn-outline mt-2 w-full">
            See Instant Prices
          </a>
        </div>
      ) : null}
    </SubmissionForm>
  );
}
