'use client';

import '@/domain/zod-in-the-browser';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { defaultBasePriceCents, fuelLevyConfig } from '@/content/fuel-levy-config';
import { formatPercent } from '@/domain/format';
import { computeFuelLevy, fuelLevyMonthInputSchema, monthName } from '@/domain/fuel-levy';
import { failureText, staffPost } from './staff-fetch';
import { buttonClass, inputClass, Message } from './ui';

type Fields = {
  month: string;
  dieselPriceCents: string;
  fuelTaxCreditCents: string;
  basePriceCents: string;
  appliesFrom: string;
};

const cents = (value: number) => `${value.toFixed(2)} c/L`;
const factor = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** The fields as the domain schema reads them, or the first thing wrong with them. */
function check(fields: Fields) {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(fields.month);
  if (!m) return { error: 'Month must be a month written yyyy-MM, e.g. 2026-12', field: 'month' };
  const num = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  const parsed = fuelLevyMonthInputSchema.safeParse({
    year: Number(m[1]),
    month: Number(m[2]),
    dieselPriceCents: num(fields.dieselPriceCents),
    fuelTaxCreditCents: num(fields.fuelTaxCreditCents),
    basePriceCents: num(fields.basePriceCents) ?? defaultBasePriceCents,
    appliesFrom: fields.appliesFrom,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'month');
    return {
      error: issue?.message ?? 'Check the levy month',
      field: key === 'year' ? 'month' : key,
    };
  }
  return { input: parsed.data };
}

/**
 * The levy month form: the formula worked through with the figures as they are typed, and the
 * local and linehaul percentages the month would publish, before anything is saved.
 */
export function FuelLevyForm() {
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState<Fields>({
    month: '',
    dieselPriceCents: '',
    fuelTaxCreditCents: '',
    basePriceCents: String(defaultBasePriceCents),
    appliesFrom: '',
  });
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const checked = check(fields);
  const started = fields.month !== '' || fields.dieselPriceCents !== '';
  const levy = checked.input ? computeFuelLevy(checked.input, fuelLevyConfig) : null;

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [name]: value }));
    setResult(null);
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!checked.input) {
      setResult({ tone: 'error', text: checked.error ?? 'Check the levy month' });
      return;
    }
    setBusy(true);
    const answer = await staffPost('/staff/api/fuel-levy/save', { ...fields, replace });
    setBusy(false);
    if (answer.ok) {
      const month = answer.data.month as { monthName: string; year: number };
      setResult({
        tone: 'ok',
        text: `${answer.data.replaced ? 'Replaced' : 'Saved'} the fuel levy for ${month.monthName} ${month.year}.`,
      });
      setReplace(false);
      router.refresh();
    } else {
      setResult({ tone: 'error', text: failureText(answer, 'The month could not be saved.') });
    }
  }

  const field = (name: keyof Fields, label: string, type: string, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-${name}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        inputMode={type === 'text' ? 'decimal' : undefined}
        required={name !== 'basePriceCents'}
        value={fields[name]}
        onChange={set(name)}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        aria-invalid={started && checked.field === name ? true : undefined}
        className={inputClass}
      />
    </div>
  );

  return (
    <form method="post" onSubmit={(e) => void save(e)} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('month', 'Month', 'month', 'The month the levy is published for, yyyy-MM.')}
        {field(
          'appliesFrom',
          'Applies from',
          'date',
          'The day in that month from which the levy applies to all freight movements.',
        )}
        {field(
          'dieselPriceCents',
          'Diesel price (c/L, incl. GST)',
          'text',
          "The previous month's average on the fuel price index.",
        )}
        {field('fuelTaxCreditCents', 'Fuel tax credit (c/L)', 'text', 'The heavy-vehicle rate.')}
        {field(
          'basePriceCents',
          'Base fuel price (c/L)',
          'text',
          `The price our rates were set at; ${defaultBasePriceCents} c/L unless it has changed.`,
        )}
      </div>
      <section
        aria-labelledby={`${id}-preview`}
        aria-live="polite"
        className="rounded-md border border-slate-300 bg-slate-50 p-4"
      >
        <h3 id={`${id}-preview`} className="mb-2 font-semibold">
          Preview
        </h3>
        {levy && checked.input ? (
          <>
            <ol className="list-decimal space-y-1 pl-5" data-testid="levy-preview">
              <li>
                Without GST: {cents(checked.input.dieselPriceCents)} ÷ 1.1 ={' '}
                {cents(checked.input.dieselPriceCents / fuelLevyConfig.gstDivisor)}.
              </li>
              <li>
                Less the fuel tax credit of {cents(checked.input.fuelTaxCreditCents)}:{' '}
                {cents(levy.netPriceCents)}.
              </li>
              <li>
                Against the base of {cents(checked.input.basePriceCents)}: (
                {cents(levy.netPriceCents)} − {cents(checked.input.basePriceCents)}) ÷{' '}
                {cents(checked.input.basePriceCents)} = {formatPercent(levy.movement * 100)}.
              </li>
              <li>
                Times the fuel factor: × {factor(fuelLevyConfig.localFactor)} local, ×{' '}
                {factor(fuelLevyConfig.linehaulFactor)} linehaul
                {levy.movement < 0 ? ' (fuel is below the base price: the levy is zero)' : ''}.
              </li>
            </ol>
            <p className="mt-2 text-lg">
              {monthName(checked.input.month)} {checked.input.year}: local{' '}
              <strong>{formatPercent(levy.local)}</strong>, linehaul{' '}
              <strong>{formatPercent(levy.linehaul)}</strong>.
            </p>
          </>
        ) : (
          <p>{started ? checked.error : 'Fill in the month and prices to see the levies.'}</p>
        )}
      </section>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-replace`}
          type="checkbox"
          checked={replace}
          onChange={(e) => setReplace(e.target.checked)}
          className="size-5"
        />
        <label htmlFor={`${id}-replace`}>Replace the saved month</label>
      </div>
      {result ? <Message tone={result.tone}>{result.text}</Message> : null}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Saving…' : 'Save the month'}
      </button>
    </form>
  );
}

/** Remove the sample history; asks first, then reloads the table. */
export function RemoveSampleMonths({ count }: { count: number }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  async function remove() {
    const answer = await staffPost('/staff/api/fuel-levy/remove-samples', {});
    setConfirming(false);
    if (answer.ok) {
      const n = Number(answer.data.removed);
      setResult({ tone: 'ok', text: `Removed ${n} sample ${n === 1 ? 'month' : 'months'}.` });
      router.refresh();
    } else {
      setResult({
        tone: 'error',
        text: failureText(answer, 'The sample months could not be removed.'),
      });
    }
  }
  return (
    <div className="space-y-2">
      {result ? <Message tone={result.tone}>{result.text}</Message> : null}
      {count === 0 ? null : confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            Remove {count} sample {count === 1 ? 'month' : 'months'}? Months entered by staff are
            kept.
          </p>
          <button type="button" className={buttonClass} onClick={() => void remove()}>
            Yes, remove them
          </button>
          <button type="button" className={buttonClass} onClick={() => setConfirming(false)}>
            Keep them
          </button>
        </div>
      ) : (
        <button type="button" className={buttonClass} onClick={() => setConfirming(true)}>
          Remove sample months
        </button>
      )}
    </div>
  );
}
