'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { formText, staffDownload } from './staff-fetch';
import { refusalOf, RefusalNotice } from './step-up-notice';
import type { Refusal } from './step-up-notice';
import { buttonClass, inputClass } from './ui';

/**
 * One export's form. Without bank details the browser downloads the file itself; with them the
 * file is fetched first, so a refusal for want of a recent sign-in shows here with a way to sign
 * in again, not as a page of JSON.
 */
export function ExportForm({
  kind,
  label,
  bankDetails,
}: {
  kind: string;
  label: string;
  bankDetails: boolean;
}) {
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const action = `/staff/api/export/${kind}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    setFailure(null);
    if (form.get('bank') !== '1') return;
    event.preventDefault();
    setBusy(true);
    const query = new URLSearchParams({ since: formText(form, 'since'), bank: '1' });
    const refused = await staffDownload(`${action}?${query}`, 'export.csv');
    setBusy(false);
    setFailure(refused && refusalOf(refused, 'Not downloaded.'));
  }

  return (
    <form method="get" action={action} className="space-y-3" onSubmit={(e) => void submit(e)}>
      <div>
        <label htmlFor={`since-${kind}`} className="font-medium">
          Created from (Melbourne time)
        </label>
        <input id={`since-${kind}`} name="since" type="date" className={`${inputClass} max-w-xs`} />
      </div>
      {bankDetails ? (
        <div className="flex items-start gap-2">
          <input
            id={`bank-${kind}`}
            name="bank"
            type="checkbox"
            value="1"
            className="mt-1 size-5"
            aria-describedby={`bank-${kind}-note`}
          />
          <div>
            <label htmlFor={`bank-${kind}`}>Include bank details</label>
            <p id={`bank-${kind}-note`} className="text-sm text-slate-700">
              The file then holds account numbers in plain text: keep it somewhere safe and delete
              it once it has been used. It needs a sign-in within the last 5 minutes.
            </p>
          </div>
        </div>
      ) : null}
      <button type="submit" className={buttonClass} disabled={busy}>
        Download {label.toLowerCase()}
      </button>
      <RefusalNotice refusal={failure} />
    </form>
  );
}
