'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { toCalendarDate } from '@/domain/format';
import { HONEYPOT_FIELD } from '@/domain/honeypot';
import {
  DEFAULT_PACKAGING_TYPE_ID,
  packagingTypes as fallbackTypes,
} from '@/domain/packaging-types';
import {
  DECIMAL_PATTERN,
  QUANTITY_PATTERN,
  checkQuoteSchema,
  quoteBookingSchema,
  quoteEmailSchema,
  quoteMessages,
} from '@/domain/quote';
import type { QuoteBooking, QuoteBookingInput, SavedQuoteData } from '@/domain/quote';
import { formatKg, packageFigures } from '@/domain/quote-math';
import type { RateId } from '@/domain/rate-card';
import { ApiRequestError, apiPost } from '@/lib/api-client';
import { HoneypotField } from '../forms/honeypot-field';
import { TextField } from '../forms/text-field';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import { currentBookingData, useBookingData } from './booking-data';
import { RateOptions } from './rate-options';
import type { QuotedRates } from './rate-options';
import { SuburbInput } from './suburb-input';

type PackageValues = {
  type: string;
  quantity: string;
  length: string;
  width: string;
  height: string;
  weight: string;
};

type BookingValues = Omit<QuoteBookingInput, 'packagings'> & { packagings: PackageValues[] };

const emptyPackage: PackageValues = {
  type: DEFAULT_PACKAGING_TYPE_ID,
  quantity: '1',
  length: '',
  width: '',
  height: '',
  weight: '',
};

function emptyBooking(): BookingValues {
  return {
    is_dg: false,
    is_hand_unload: false,
    is_trailer_split: false,
    has_tailgate: false,
    pickup: '',
    delivery: '',
    date: toCalendarDate(new Date()),
    packagings: [{ ...emptyPackage }],
  };
}

type EmailValues = {
  label: string;
  description: string;
  price: number | null;
  exGST: boolean;
  email: string;
  [HONEYPOT_FIELD]: string;
};

/** The decimal fields of a package, in the order the form shows them. */
const DECIMAL_FIELDS = [
  ['weight', 'Weight per item (kg)'],
  ['length', 'Length (cm)'],
  ['width', 'Width (cm)'],
  ['height', 'Height (cm)'],
] as const;

type LookupValues = { quote_number: string };

/** The figures of a package as typed so far, or null while a field is not a number yet. */
function figuresOf(p: Partial<PackageValues> | undefined) {
  if (!p) return null;
  const { quantity = '', length = '', width = '', height = '', weight = '' } = p;
  if (!QUANTITY_PATTERN.test(quantity.trim())) return null;
  const dims = [length, width, height, weight].map((v) => v.trim());
  if (!dims.every((v) => DECIMAL_PATTERN.test(v))) return null;
  const [l, w, h, kg] = dims.map(Number) as [number, number, number, number];
  if (![l, w, h, kg].every((n) => Number.isFinite(n) && n >= 0)) return null;
  return packageFigures({ quantity: Number(quantity), length: l, width: w, height: h, weight: kg });
}

const checkboxes = [
  { name: 'is_dg', label: 'Dangerous goods (DG)', hint: 'Placarded or labelled DG freight' },
  { name: 'is_hand_unload', label: 'Hand unload', hint: 'Goods unloaded by hand at delivery' },
  {
    name: 'is_trailer_split',
    label: 'Trailer split',
    hint: 'Trailer dropped or split for loading',
  },
  { name: 'has_tailgate', label: 'Tailgate truck', hint: 'No forklift or dock at an end' },
] as const;

/** The quote calculator of spec §2, with the states of §4 and the messages of §5 and §8. */
export function QuoteCalculator() {
  const booking = useBookingData(() => toast.error(quoteMessages.fetchFailed));

  const schema = useMemo(
    () =>
      quoteBookingSchema({
        isKnownSuburb: (label) => currentBookingData()?.isKnownSuburb(label) ?? false,
        today: () => toCalendarDate(new Date()),
      }),
    [],
  );
  const form = useForm<BookingValues, unknown, QuoteBooking>({
    // The form keeps text; the schema turns it into numbers for the calls.
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: emptyBooking(),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'packagings' });
  const packages = useWatch({ control, name: 'packagings' });

  const [quoted, setQuoted] = useState<QuotedRates | null>(null);
  const [showRates, setShowRates] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [priceError, setPriceError] = useState('');
  const [selected, setSelected] = useState<RateId | null>(null);
  const [showEmail, setShowEmail] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ message: string; quoteNumber: string } | null>(null);
  const [sendError, setSendError] = useState('');
  const [showLookup, setShowLookup] = useState(false);
  const [looking, setLooking] = useState(false);
  const [lookupSuccess, setLookupSuccess] = useState('');
  const [lookupError, setLookupError] = useState('');

  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(
      quoteEmailSchema.extend({ [HONEYPOT_FIELD]: quoteEmailSchema.shape.description }),
    ) as never,
    mode: 'onTouched',
    defaultValues: {
      label: '',
      description: '',
      price: null,
      exGST: true,
      email: '',
      [HONEYPOT_FIELD]: '',
    },
  });
  const lookupForm = useForm<LookupValues, unknown, { quote_number: string }>({
    resolver: zodResolver(checkQuoteSchema),
    mode: 'onTouched',
    defaultValues: { quote_number: '' },
  });

  const hideRates = useCallback(() => {
    setShowRates(false);
    setSelected(null);
    setSent(null);
    setSendError('');
    setLookupSuccess('');
    emailForm.setValue('label', '');
    emailForm.setValue('description', '');
    emailForm.setValue('price', null);
  }, [emailForm]);

  // Once the suburb list arrives, recheck suburbs typed before it did.
  useEffect(() => {
    if (booking.status !== 'ready') return;
    const touched = (['pickup', 'delivery'] as const).filter((f) => touchedFields[f]);
    if (touched.length) void trigger(touched);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking.status]);

  const getQuote = handleSubmit(async (values) => {
    setPricing(true);
    setPriceError('');
    try {
      const answer = await apiPost<QuotedRates>('/tms/getQuoteRates', values);
      setQuoted({
        rates: answer.rates,
        expiryDate: answer.expiryDate,
        roadKm: answer.roadKm,
        levy: answer.levy,
      });
      setSelected(null);
      setShowRates(true);
    } catch (err) {
      setPriceError(
        err instanceof ApiRequestError && (err.status === 400 || err.status === 429)
          ? err.message
          : quoteMessages.priceFailed,
      );
    } finally {
      setPricing(false);
    }
  });

  function pickRate(id: RateId) {
    const rate = quoted?.rates.find((r) => r.id === id);
    if (!rate) return;
    setSelected(id);
    emailForm.setValue('label', rate.label, { shouldValidate: emailForm.formState.isSubmitted });
    emailForm.setValue('description', rate.description);
    emailForm.setValue('price', rate.base_price);
    emailForm.setValue('exGST', rate.ex_gst);
  }

  const sendQuote = emailForm.handleSubmit(async (emailValues) => {
    setSending(true);
    setSent(null);
    setSendError('');
    const parsed = schema.safeParse(getValues());
    if (!parsed.success) {
      setSending(false);
      setSendError(quoteMessages.saveFailed);
      return;
    }
    const figures = parsed.data.packagings.map((p) => packageFigures(p));
    const body = {
      ...parsed.data,
      expiryDate: quoted?.expiryDate ?? '',
      packagings: parsed.data.packagings.map((p, i) => ({
        ...p,
        total_weight: figures[i]!.totalWeight,
        chargeablePallets: figures[i]!.chargeablePallets,
      })),
      label: emailValues.label,
      description: emailValues.description,
      price: emailValues.price,
      exGST: emailValues.exGST,
      email: emailValues.email,
      [HONEYPOT_FIELD]: emailValues[HONEYPOT_FIELD],
    };
    let quoteNumber: string;
    try {
      const saved = await apiPost<{ qn_random?: string | null; error?: number }>(
        '/tms/saveQuote',
        body,
      );
      if (!saved?.qn_random || saved.error !== 0) throw new Error('not saved');
      quoteNumber = saved.qn_random;
    } catch (err) {
      // A limit (too many tries, or the day's mail to this address) says so, not "problem saving".
      setSendError(
        err instanceof ApiRequestError && err.status === 429
          ? err.message
          : quoteMessages.saveFailed,
      );
      setSending(false);
      return;
    }
    try {
      await apiPost('/tms/sendOfficialSite_QuoteMail', { ...body, quote_number: quoteNumber });
      setSent({ message: quoteMessages.sent, quoteNumber });
    } catch {
      setSendError(quoteMessages.sendFailed);
    } finally {
      setSending(false);
    }
  });

  const lookUp = useCallback(
    async (quoteNumber: string) => {
      setLooking(true);
      setLookupSuccess('');
      setLookupError('');
      try {
        const answer = await apiPost<{
          success?: boolean;
          message?: string;
          data?: SavedQuoteData;
        }>('/tms/check-quote', { quote_number: quoteNumber });
        if (!answer?.success || !answer.data) {
          setLookupError(answer?.message || quoteMessages.quoteNumberInvalid);
          return;
        }
        const q = answer.data;
        reset({
          is_dg: q.is_dg,
          is_hand_unload: q.is_hand_unload,
          is_trailer_split: q.is_trailer_split,
          has_tailgate: q.has_tailgate,
          pickup: q.pickup_postcode_id,
          delivery: q.delivery_postcode_id,
          date: q.date,
          packagings: q.packagings.map((p) => ({
            type: p.packaging_type_id,
            quantity: String(p.quantity),
            length: String(p.length),
            width: String(p.width),
            height: String(p.height),
            weight: String(p.weight),
          })),
        });
        void trigger();
        setQuoted({ rates: q.rates, expiryDate: q.expiry_date, roadKm: q.road_km, levy: q.levy });
        setShowRates(true);
        setSent(null);
        setSendError('');
        const rate = q.rates.find((r) => r.id === q.rate_id);
        setSelected(rate ? rate.id : null);
        if (rate) {
          emailForm.setValue('label', rate.label);
          emailForm.setValue('description', rate.description);
          emailForm.setValue('price', rate.base_price);
          emailForm.setValue('exGST', rate.ex_gst);
        }
        setLookupSuccess(answer.message || quoteMessages.retrieved);
      } catch (err) {
        if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) {
          const body = err.body as { message?: unknown } | null;
          setLookupError(
            typeof body?.message === 'string' && body.message
              ? body.message
              : quoteMessages.quoteNumberInvalid,
          );
        } else {
          setLookupError(quoteMessages.retrieveFailed);
        }
      } finally {
        setLooking(false);
      }
    },
    [emailForm, reset, trigger],
  );

  // A link from the quote e-mail (/get-a-quote?quote=Q…) opens that quote.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || booking.status === 'loading') return;
    opened.current = true;
    const fromLink = new URLSearchParams(window.location.search).get('quote');
    if (!fromLink) return;
    void Promise.resolve().then(() => {
      setShowLookup(true);
      lookupForm.setValue('quote_number', fromLink.slice(0, 40));
      return lookUp(fromLink.slice(0, 40));
    });
  }, [booking.status, lookUp, lookupForm]);

  const typeOptions = booking.data?.packagingTypes.length
    ? booking.data.packagingTypes
    : fallbackTypes;
  const allFigures = (packages ?? []).map((p) => figuresOf(p));
  const totalKg = allFigures.every(Boolean)
    ? allFigures.reduce((s, f) => s + f!.totalWeight, 0)
    : null;
  const totalPallets = allFigures.every(Boolean)
    ? allFigures.reduce((s, f) => s + f!.chargeablePallets, 0)
    : null;
  const packagingsError =
    (errors.packagings as { message?: string; root?: { message?: string } } | undefined)?.root
      ?.message ?? (errors.packagings as { message?: string } | undefined)?.message;
  const labelError = emailForm.formState.errors.label?.message;

  return (
    <div className="space-y-10">
      <section
        aria-labelledby="lookup-title"
        className="rounded-xl border border-gray-200 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="lookup-title" className="text-xl font-bold text-brand-900">
          Already have a quote?
        </h2>
        {!showLookup ? (
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <p className="text-muted">Bring back a saved quote with its number.</p>
            <button type="button" className="btn-outline" onClick={() => setShowLookup(true)}>
              I Got A Quote
            </button>
          </div>
        ) : (
          <form
            onSubmit={(e) =>
              void lookupForm.handleSubmit(({ quote_number }) => lookUp(quote_number))(e)
            }
            noValidate
            className="mt-3 flex flex-wrap items-start gap-4"
          >
            <TextField
              id="lookup-quote-number"
              label="Quotation number"
              required
              placeholder="e.g. Q7K2M9XQP"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              className="min-w-64 flex-1"
              registration={lookupForm.register('quote_number')}
              error={lookupForm.formState.errors.quote_number?.message}
            />
            <button type="submit" className="btn-dark mt-6" disabled={looking}>
              {looking ? <Spinner label="Looking up the quotation" /> : null}
              Retrieve Quote
            </button>
            <div aria-live="polite" className="basis-full">
              {lookupSuccess ? <Alert tone="success">{lookupSuccess}</Alert> : null}
              {lookupError ? <Alert tone="danger">{lookupError}</Alert> : null}
            </div>
          </form>
        )}
      </section>

      <form
        onSubmit={getQuote}
        // Spec §4: any later edit of the booking form hides the rates again.
        onChange={hideRates}
        noValidate
        aria-labelledby="booking-title"
        className="space-y-8"
      >
        <div>
          <h2 id="booking-title" className="text-2xl font-bold text-brand-900">
            Your consignment
          </h2>
          <p className="mt-1 text-muted">
            Fields marked * are required. Sizes are in centimetres and weights in kilograms, per
            item.
          </p>
        </div>

        <div className="grid gap-5 md:grid-cols-3">
          <Controller
            control={control}
            name="pickup"
            render={({ field, fieldState }) => (
              <SuburbInput
                id="quote-pickup"
                label="Pickup location"
                name={field.name}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  hideRates();
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                data={booking.data}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="delivery"
            render={({ field, fieldState }) => (
              <SuburbInput
                id="quote-delivery"
                label="Delivery location"
                name={field.name}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  hideRates();
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                data={booking.data}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            id="quote-date"
            label="Pickup date"
            type="date"
            required
            min={toCalendarDate(new Date())}
            registration={register('date')}
            error={errors.date?.message}
          />
        </div>

        <fieldset>
          <legend className="field-label">Services</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {checkboxes.map((c) => (
              <label
                key={c.name}
                htmlFor={`quote-${c.name}`}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-300 p-3 hover:bg-brand-50"
              >
                <input
                  id={`quote-${c.name}`}
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-800"
                  aria-describedby={`quote-${c.name}-hint`}
                  {...register(c.name)}
                />
                <span>
                  <span className="block font-semibold">{c.label}</span>
                  <span id={`quote-${c.name}-hint`} className="block text-sm text-muted">
                    {c.hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="space-y-5">
          {fields.map((field, index) => {
            const e = errors.packagings?.[index];
            const touched = touchedFields.packagings?.[index];
            // Adding a package validates the whole list; show a field's message once it was visited.
            const shown = (name: 'quantity' | 'length' | 'width' | 'height' | 'weight') =>
              touched?.[name] || isSubmitted ? e?.[name]?.message : undefined;
            const f = allFigures[index];
            const id = (name: string) => `package-${index}-${name}`;
            return (
              <fieldset
                key={field.id}
                className="rounded-xl border border-gray-300 p-4 sm:p-5"
                aria-labelledby={id('legend')}
              >
                <legend id={id('legend')} className="px-1 font-bold text-brand-900">
                  Package {index + 1}
                </legend>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  <div className="lg:col-span-2">
                    <label htmlFor={id('type')} className="field-label">
                      Packaging type
                    </label>
                    <select
                      id={id('type')}
                      className="field-input"
                      {...register(`packagings.${index}.type`)}
                    >
                      {typeOptions.map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  <TextField
                    id={id('quantity')}
                    label="Quantity"
                    required
                    inputMode="numeric"
                    maxLength={6}
                    registration={register(`packagings.${index}.quantity`)}
                    error={shown('quantity')}
                  />
                  {DECIMAL_FIELDS.map(([name, label]) => (
                    <TextField
                      key={name}
                      id={id(name)}
                      label={label}
                      required
                      inputMode="decimal"
                      maxLength={40}
                      registration={register(`packagings.${index}.${name}`)}
                      error={shown(name)}
                    />
                  ))}
                  <div>
                    <label htmlFor={id('gross')} className="field-label">
                      Gross weight (kg)
                    </label>
                    <input
                      id={id('gross')}
                      className="field-input bg-gray-100"
                      readOnly
                      value={
                        f ? f.totalWeight.toLocaleString('en-AU', { maximumFractionDigits: 3 }) : ''
                      }
                    />
                  </div>
                </div>
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm" data-testid={`package-${index}-pallets`}>
                    <span className="font-semibold">Chargeable pallets: </span>
                    <output
                      htmlFor={`${id('quantity')} ${id('length')} ${id('width')} ${id('height')} ${id('weight')}`}
                    >
                      {f ? f.chargeablePallets : '—'}
                    </output>
                    {f ? (
                      <span className="text-muted">
                        {' '}
                        (chargeable {formatKg(f.chargeableWeight)}
                        {f.cubicWeight > f.totalWeight ? ', by cubic weight' : ''})
                      </span>
                    ) : null}
                  </p>
                  {fields.length > 1 ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                      onClick={() => {
                        remove(index);
                        hideRates();
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove Package<span className="sr-only"> {index + 1}</span>
                    </button>
                  ) : null}
                </div>
              </fieldset>
            );
          })}
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
                append({ ...emptyPackage });
                hideRates();
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Package
            </button>
            <p className="text-sm" data-testid="quote-totals" aria-live="polite">
              <span className="font-semibold">Total gross weight:</span>{' '}
              {totalKg === null ? '—' : formatKg(totalKg)} ·{' '}
              <span className="font-semibold">Total chargeable pallets:</span>{' '}
              {totalPallets === null ? '—' : totalPallets}
            </p>
          </div>
        </div>

        {!showRates ? (
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" disabled={!isValid || pricing}>
              {pricing ? <Spinner label="Pricing your consignment" /> : null}
              Get Quote
            </button>
            {booking.status === 'loading' ? (
              <span className="text-sm text-muted">Loading the suburb list…</span>
            ) : null}
          </div>
        ) : null}
        <div aria-live="polite">
          {priceError ? <Alert tone="danger">{priceError}</Alert> : null}
        </div>
      </form>

      {showRates && quoted ? (
        <section aria-labelledby="rates-title" className="space-y-6">
          <h2 id="rates-title" className="text-2xl font-bold text-brand-900">
            Your rates
          </h2>
          <RateOptions quoted={quoted} selected={selected} onSelect={pickRate} />

          {!showEmail ? (
            <button type="button" className="btn-dark" onClick={() => setShowEmail(true)}>
              Email Me This Quote
            </button>
          ) : (
            <form
              onSubmit={sendQuote}
              noValidate
              aria-labelledby="email-title"
              className="relative max-w-xl space-y-4 rounded-xl border border-gray-200 p-5"
            >
              <h3 id="email-title" className="text-lg font-bold text-brand-900">
                Email me this quote
              </h3>
              <p className="text-sm text-muted">
                {selected
                  ? `We will e-mail the ${quoted.rates.find((r) => r.id === selected)?.label} rate with its number, so you can come back to it.`
                  : 'Pick a rate above, then tell us where to send it.'}
              </p>
              <input type="hidden" {...emailForm.register('label')} />
              <TextField
                id="quote-email"
                label="Email"
                type="email"
                required
                autoComplete="email"
                registration={emailForm.register('email')}
                error={emailForm.formState.errors.email?.message}
              />
              <HoneypotField registration={emailForm.register(HONEYPOT_FIELD)} />
              {labelError ? (
                <p className="field-error" role="alert">
                  {labelError}
                </p>
              ) : null}
              <button type="submit" className="btn-primary" disabled={sending}>
                {sending ? <Spinner label="Sending your quotation" /> : null}
                Send Quote
              </button>
              <div aria-live="polite">
                {sent ? (
                  <Alert tone="success">
                    {sent.message}
                    <br />
                    Your quotation number is{' '}
                    <strong data-testid="sent-quote-number">{sent.quoteNumber}</strong>.
                  </Alert>
                ) : null}
                {sendError ? <Alert tone="danger">{sendError}</Alert> : null}
              </div>
            </form>
          )}
        </section>
      ) : null}
    </div>
  );
}
