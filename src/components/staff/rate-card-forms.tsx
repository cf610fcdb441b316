'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { failureText, staffPost } from './staff-fetch';
import { buttonClass, inputClass, Message, secondaryButtonClass } from './ui';

type Result = { tone: 'ok' | 'error'; text: string; faults?: string[] } | null;

function ResultMessage({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <div className="space-y-2" data-testid="rates-result">
      <Message tone={result.tone}>{result.text}</Message>
      {result.faults?.length ? (
        <ul className="list-disc space-y-1 pl-5 text-red-900" data-testid="rates-faults">
          {result.faults.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export type SurchargeField = { name: string; label: string; value: string };

/**
 * Import edited files as the draft: zones.csv, lanes.csv and the surcharges. The server checks
 * every row; a bad file changes nothing and each fault is listed by file, row and column.
 */
export function ImportRateCard({ surcharges }: { surcharges: SurchargeField[] }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = (name: string) => form.get(name);
    const zones = file('zones');
    const lanes = file('lanes');
    if (!(zones instanceof File) || !zones.size || !(lanes instanceof File) || !lanes.size) {
      setResult({ tone: 'error', text: 'Choose both files: zones.csv and lanes.csv.' });
      return;
    }
    setBusy(true);
    const answer = await staffPost('/staff/api/rates/import', {
      zones: await zones.text(),
      lanes: await lanes.text(),
      surcharges: Object.fromEntries(
        surcharges.map((s) => {
          const value = file(s.name);
          return [s.name, typeof value === 'string' ? value : ''];
        }),
      ),
    });
    setBusy(false);
    if (answer.ok) {
      const uncovered = answer.data.uncovered as string[];
      setResult({
        tone: 'ok',
        text:
          `Imported as the draft: ${Number(answer.data.lanes).toLocaleString('en-AU')} lane rows. Check the preview, then publish it.` +
          (uncovered.length
            ? ` ${uncovered.length} postcodes of the suburb list are in no zone and will not be priced online.`
            : ''),
      });
      router.refresh();
    } else {
      const faults = Array.isArray(answer.data.faults) ? (answer.data.faults as string[]) : [];
      setResult({
        tone: 'error',
        text: failureText(answer, 'The files could not be imported.'),
        faults,
      });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['zones', 'lanes'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="font-medium">
              {name}.csv
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="file"
              accept=".csv,text/csv"
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium">Surcharges</legend>
        {surcharges.map((s) => (
          <div key={s.name}>
            <label htmlFor={`${id}-${s.name}`}>{s.label}</label>
            <input
              id={`${id}-${s.name}`}
              name={s.name}
              defaultValue={s.value}
              inputMode="decimal"
              className={inputClass}
            />
          </div>
        ))}
      </fieldset>
      <ResultMessage result={result} />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Importing…' : 'Import as draft'}
      </button>
    </form>
  );
}

/** Publish the draft from a day on: today or later. */
export function PublishDraft({ id: cardId, today }: { id: number; today: string }) {
  const router = useRouter();
  const id = useId();
  const [from, setFrom] = useState(today);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  async function publish(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await staffPost('/staff/api/rates/publish', { id: cardId, effectiveFrom: from });
    setBusy(false);
    if (answer.ok) {
      setResult({ tone: 'ok', text: `Published rate card ${cardId} for pickups from ${from}.` });
      router.refresh();
    } else {
      setResult({ tone: 'error', text: failureText(answer, 'The card could not be published.') });
    }
  }
  return (
    <form onSubmit={(e) => void publish(e)} className="space-y-3">
      <div>
        <label htmlFor={`${id}-from`} className="font-medium">
          Effective from
        </label>
        <p id={`${id}-from-hint`} className="text-sm text-slate-700">
          The first pickup date the new prices apply to: today or later.
        </p>
        <input
          id={`${id}-from`}
          type="date"
          min={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          aria-describedby={`${id}-from-hint`}
          className={`${inputClass} max-w-xs`}
        />
      </div>
      <ResultMessage result={result} />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Publishing…' : 'Publish the draft'}
      </button>
    </form>
  );
}

/** Withdraw a card published ahead, asking first. */
export function WithdrawCard({ id, effectiveFrom }: { id: number; effectiveFrom: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result>(null);
  async function withdraw() {
    const answer = await staffPost('/staff/api/rates/withdraw', { id });
    setConfirming(false);
    if (answer.ok) {
      setResult({ tone: 'ok', text: `Withdrew rate card ${id}.` });
      router.refresh();
    } else {
      setResult({ tone: 'error', text: failureText(answer, 'The card could not be withdrawn.') });
    }
  }
  return (
    <div className="space-y-2">
      <ResultMessage result={result} />
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            Withdraw rate card {id}? Pickups from {effectiveFrom} keep the prices in force.
          </p>
          <button type="button" className={buttonClass} onClick={() => void withdraw()}>
            Yes, withdraw it
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setConfirming(false)}
          >
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(true)}>
          Withdraw card {id}
        </button>
      )}
    </div>
  );
}
