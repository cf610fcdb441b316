'use client';

import { useState } from 'react';
import { failureText, saveFile, staffPost } from './staff-fetch';
import { needsStepUp, StepUpNotice } from './step-up-notice';
import { buttonClass, inputClass, Message, secondaryButtonClass } from './ui';

type Outcome = { tone: 'ok' | 'error'; text: string; stepUp?: boolean };

/** One address: hand over what is held (a JSON download and the summary) or erase it. */
export function PrivacyRequest() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function handOver() {
    setBusy(true);
    const answer = await staffPost('/staff/api/privacy/export', { email });
    setBusy(false);
    if (!answer.ok)
      return setOutcome({
        tone: 'error',
        text: failureText(answer, 'Not exported.'),
        stepUp: needsStepUp(answer),
      });
    const { data, summary } = answer.data as { data: unknown; summary: string };
    saveFile(
      new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      'personal-data.json',
    );
    setOutcome({ tone: 'ok', text: summary });
  }

  async function erase() {
    if (!window.confirm(`Erase everything held about ${email}? This cannot be undone.`)) return;
    setBusy(true);
    const answer = await staffPost('/staff/api/privacy/erase', { email, confirm: true });
    setBusy(false);
    if (!answer.ok)
      return setOutcome({
        tone: 'error',
        text: failureText(answer, 'Not erased.'),
        stepUp: needsStepUp(answer),
      });
    const { removed, kept, emlFiles } = answer.data as {
      removed: Record<string, number>;
      kept: { what: string; why: string }[];
      emlFiles: number;
    };
    const lines = [
      `Removed: ${Object.entries(removed)
        .map(([t, n]) => `${t.replaceAll('_', ' ')} ${n}`)
        .join(', ')}, mail files ${emlFiles}.`,
      kept.length === 0
        ? 'Kept: nothing.'
        : `Kept: ${kept.map((k) => `${k.what} (${k.why})`).join('; ')}.`,
    ];
    setOutcome({ tone: 'ok', text: lines.join('\n') });
  }

  return (
    <div className="space-y-3">
      <label className="block font-medium" htmlFor="privacy-email">
        E-mail address of the person asking
      </label>
      <input
        id="privacy-email"
        type="email"
        className={inputClass}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={busy || !email}
          onClick={() => void handOver()}
        >
          Export what is held
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy || !email}
          onClick={() => void erase()}
        >
          Erase
        </button>
      </div>
      {outcome?.stepUp ? (
        <StepUpNotice message={outcome.text} />
      ) : outcome ? (
        <Message tone={outcome.tone}>
          <span className="whitespace-pre-line">{outcome.text}</span>
        </Message>
      ) : null}
    </div>
  );
}
