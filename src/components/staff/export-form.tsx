'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { formText } from './staff-fetch';
import { needsStepUp, StepUpNotice } from './step-up-notice';
import { buttonClass, inputClass, Message } from './ui';

type Failure = { message: string; stepUp: boolean };

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const action = `/staff/api/export/${kind}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    setFailure(null);
    if (form.get('bank') !== '1') return;
    event.preventDefault();
    setBusy(true);
    const query = new URLSearchParams({ since: formText(form, 'since'), bank: '1' });
    const failed = await download(`${action}?${query}`);
    setBusy(false);
    setFailure(failed);
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
      {failure?.stepUp ? <StepUpNotice message={failure.message} /> : null}
      {failure && !failure.stepUp ? <Message tone="error">{failure.message}</Message> : null}
    </form>
  );
}

/** Fetch the file and hand it to the browser to save; the refusal when there is one. */
async function download(url: string): Promise<Failure | null> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return {
      message: 'The console could not be reached. Check your connection and try again.',
      stepUp: false,
    };
  }
  if (!response.ok) {
    const data = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    const message = typeof data.message === 'string' ? data.message : 'Not downloaded.';
    return { message, stepUp: needsStepUp({ ok: false, status: response.status, data }) };
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ?? 'export.csv';
  link.click();
  URL.revokeObjectURL(link.href);
  return null;
}
