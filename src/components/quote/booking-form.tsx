'use client';

import { Plus } from '@/components/ui/line-icons';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { toCalendarDate } from '@/domain/format';
import { packagingTypes } from '@/domain/packaging-types';
import { quoteBookingSchema, quoteFields, serviceFields } from '@/domain/quote';
import type { QuoteBooking } from '@/domain/quote';
import { formatKg } from '@/domain/quote-math';
import type { PackageFigures } from '@/domain/quote-math';
import { attentionTone } from '../forms/attention';
import { AttentionSummary } from '../forms/attention-summary';
import { inputProps } from '../forms/declared-input';
import { TextField } from '../forms/text-field';
import { usePublicBookingData } from '../suburb-field/public-booking-data';
import { SuburbField } from '../suburb-field/suburb-field';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import { bookingAttention } from './booking-attention';
import { emptyPackage, figuresOf } from './booking-values';
import type { BookingForm as Form } from './booking-values';
import { PackageFieldset } from './package-fieldset';
import type { PackageField } from './package-fieldset';

const ATTENTION_ID = 'quote-form-attention';
// Without the suburb list every label passes here, as in the form's own resolver.
const anySuburb = () => true;

const sum = (figures: PackageFigures[], pick: (f: PackageFigures) => number) =>
  figures.reduce((total, f) => total + pick(f), 0);

type Props = {
  form: Form;
  /** Get Quote hides while rates are shown (spec §4). */
  canPrice: boolean;
  pricing: boolean;
  error: string;
  onEdit: () => void;
  onPrice: (booking: QuoteBooking) => Promise<void>;
  /** Opened on a saved quote (decision 105): its fields are in the page as sent. */
  saved?: QuoteBooking;
  /** The page's <NeedsScript>, drawn by the server. */
  noScript?: ReactNode;
};

/** The booking form of the quote page (spec §2, §3, §5): what Get Quote prices. */
export function BookingForm({
  form,
  canPrice,
  pricing,
  error,
  onEdit,
  onPrice,
  saved,
  noScript,
}: Props) {
  const list = usePublicBookingData();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'packagings' });
  const packages = useWatch({ control, name: 'packagings' });
  const values = useWatch({ control });
  // The form's own rules on the page's clock: the summary names exactly what disables Get Quote.
  const isKnownSuburb = list.data?.isKnownSuburb ?? anySuburb;
  const schema = useMemo(
    () => quoteBookingSchema({ isKnownSuburb, today: () => toCalendarDate(new Date()) }),
    [isKnownSuburb],
  );

  // Spec §4: any later edit of the booking, typed or picked from a list, hides the rates again.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') onEdit();
        },
      }),
    [form, onEdit],
  );

  const typeOptions = list.data?.packagingTypes.length ? list.data.packagingTypes : packagingTypes;
  const figures = (packages ?? []).map(figuresOf);
  const complete = figures.filter((f) => f !== null);
  const totals = complete.length === figures.length ? complete : null;
  const packagingsError = errors.packagings?.root?.message ?? errors.packagings?.message;
  // Adding a package validates the whole list; a field's message shows once it was visited.
  const packageError = (index: number) => (field: PackageField) =>
    touchedFields.packagings?.[index]?.[field] || isSubmitted
      ? errors.packagings?.[index]?.[field]?.message
      : undefined;

  return (
    <form
      method="post"
      onSubmit={(event) => void handleSubmit(onPrice)(event)}
      noValidate
      aria-labelledby="booking-title"
      className="space-y-6 md:space-y-8"
    >
      {noScript}
      <div>
        <h2 id="booking-title" className="text-2xl font-bold text-brand-900">
          Your consignment
        </h2>
        <p className="mt-1 text-muted">
          Fields marked * are required. Sizes are in centimetres and weights in kilograms, per item.
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-3 md:gap-5">
        {(['pickup', 'delivery'] as const).map((name) => (
          <SuburbField
            key={name}
            control={control}
            name={name}
            id={`quote-${name}`}
            field={quoteFields[name]}
          />
        ))}
        <TextField
          id="quote-date"
          {...inputProps(quoteFields.date)}
          min={toCalendarDate(new Date())}
          // A saved quote's date is in the page as sent. The pre-rendered page cannot know the day
          // it is read on: the site's script writes today in at once (`data-today`, decision 167),
          // the value React gives the field when it runs.
          defaultValue={saved?.date}
          data-today={saved ? undefined : 'earliest'}
          registration={register('date')}
          error={errors.date?.message}
        />
      </div>

      <fieldset>
        <legend className="field-label">Services</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          {serviceFields.map((s) => (
            <label
              key={s.name}
              htmlFor={`quote-${s.name}`}
              className="flex cursor-pointer items-start gap-2 rounded-md border border-gray-300 p-2 hover:bg-brand-50 sm:gap-3 sm:p-3"
            >
              <input
                id={`quote-${s.name}`}
                type="checkbox"
                className="mt-1 size-4 accent-brand-800"
                aria-describedby={`quote-${s.name}-hint`}
                defaultChecked={saved?.[s.name]}
                {...register(s.name)}
              />
              <span>
                <span className="block text-sm font-semibold sm:text-base">{s.label}</span>
                <span id={`quote-${s.name}-hint`} className="block text-xs text-muted sm:text-sm">
                  {s.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-5">
        {fields.map((field, index) => (
          <PackageFieldset
            key={field.id}
            index={index}
            register={register}
            start={field}
            error={packageError(index)}
            figures={figures[index] ?? null}
            typeOptions={typeOptions}
            onRemove={
              fields.length > 1
                ? () => {
                    remove(index);
                    onEdit();
                  }
                : undefined
            }
          />
        ))}
        {packagingsError ? (
          <p className="field-error" role="alert">
            {packagingsError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              append(emptyPackage());
              onEdit();
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Package
          </button>
          <p className="text-sm" data-testid="quote-totals" aria-live="polite">
            <span className="font-semibold">Total gross weight:</span>{' '}
            {totals ? formatKg(sum(totals, (f) => f.totalWeight)) : '—'} ·{' '}
            <span className="font-semibold">Total chargeable pallets:</span>{' '}
            {totals ? sum(totals, (f) => f.chargeablePallets) : '—'}
          </p>
        </div>
      </div>

      {canPrice ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              className="btn-primary"
              disabled={!isValid || pricing}
              aria-describedby={!isValid && !pricing ? ATTENTION_ID : undefined}
            >
              {pricing ? <Spinner label="Pricing your consignment" /> : null}
              Get Quote
            </button>
            {list.status === 'loading' ? (
              <span className="text-sm text-muted">Loading the suburb list…</span>
            ) : null}
          </div>
          {/* Under the button, so the loading note going away does not move it. */}
          {!isValid && !pricing ? (
            <AttentionSummary
              id={ATTENTION_ID}
              items={bookingAttention(schema, values)}
              tone={attentionTone(isSubmitted, touchedFields)}
            />
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite">{error ? <Alert tone="danger">{error}</Alert> : null}</div>
    </form>
  );
}
