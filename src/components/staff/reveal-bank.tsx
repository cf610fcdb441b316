'use client';

import { useState } from 'react';
import { failureText, staffPost } from './staff-fetch';
import { needsStepUp, StepUpNotice } from './step-up-notice';
import { Message, secondaryButtonClass } from './ui';

/** Bank details stay masked until Reveal; the server writes each reveal to the audit log. */
export function RevealBank({ applicationId, labels }: { applicationId: number; labels: string[] }) {
  const [rows, setRows] = useState<{ label: string; value: string }[] | null>(null);
  const [error, setError] = useState('');
  const [stepUp, setStepUp] = useState(false);
  async function reveal() {
    const answer = await staffPost(`/staff/api/credit/${applicationId}/reveal`, {});
    setStepUp(needsStepUp(answer));
    if (answer.ok) setRows(answer.data.bank as { label: string; value: string }[]);
    else setError(failureText(answer, 'The bank details could not be shown.'));
  }
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {(rows ?? labels.map((label) => ({ label, value: '•••• hidden ••••' }))).map((r) => (
          <div key={r.label} className="contents">
            <dt className="font-medium">{r.label}</dt>
            <dd className="break-all">{r.value}</dd>
          </div>
        ))}
      </dl>
      {rows ? null : (
        <button type="button" className={secondaryButtonClass} onClick={() => void reveal()}>
          Reveal bank details
        </button>
      )}
      {error && stepUp ? <StepUpNotice message={error} /> : null}
      {error && !stepUp ? <Message tone="error">{error}</Message> : null}
    </div>
  );
}
