'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureText, staffPost } from './staff-fetch';
import { buttonClass, Message } from './ui';

const mails = (n: number) => `${n} ${n === 1 ? 'mail' : 'mails'}`;

/** "Retry now": every waiting mail is tried at once; the counts reload after. */
export function RetryMail() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  async function retry() {
    setBusy(true);
    const answer = await staffPost('/staff/api/outbox/retry', {});
    setBusy(false);
    if (answer.ok) {
      const { due, sent, failing } = answer.data as { due: number; sent: number; failing: number };
      setResult({
        tone: failing > 0 ? 'error' : 'ok',
        text:
          due === 0
            ? 'No mail is waiting.'
            : `Tried ${mails(due)}: ${sent} sent, ${failing} still failing.`,
      });
      router.refresh();
    } else {
      setResult({ tone: 'error', text: failureText(answer, 'The mail could not be retried.') });
    }
  }
  return (
    <div className="space-y-2">
      {result ? <Message tone={result.tone}>{result.text}</Message> : null}
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void retry()}>
        {busy ? 'Sending…' : 'Retry now'}
      </button>
    </div>
  );
}
