'use client';

import { useState } from 'react';
import { staffPost } from './staff-fetch';
import { refusalOf, RefusalNotice } from './step-up-notice';
import type { Refusal } from './step-up-notice';
import { secondaryButtonClass } from './ui';

/** Bank details stay masked until Reveal; the server writes each reveal to the audit log. */
export function RevealBank({ applicationId, labels }: { applicationId: number; labels: string[] }) {
  const [rows, setRows] = useState<{ label: string; value: string }[] | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  async function reveal() {
    const answer = await staffPost(`/staff/api/credit/${applicationId}/reveal`, {});
    setRefusal(answer.ok ? null : refusalOf(answer, 'The bank details could not be shown.'));
    if (answer.ok) setRows(answer.data.bank as { label: string; value: string }[]);
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
      <RefusalNotice refusal={refusal} />
    </div>
  );
}
