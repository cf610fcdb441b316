'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { staffPost } from './staff-fetch';
import { refusalOf, RefusalNotice } from './step-up-notice';
import type { Refusal } from './step-up-notice';
import { secondaryButtonClass } from './ui';

/**
 * Sign out one of your other browsers (decision 188), named in full for the button's label: it
 * needs a recent sign-in here.
 */
export function EndSession({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Refusal | null>(null);

  async function end() {
    setBusy(true);
    setFailure(null);
    const answer = await staffPost('/staff/api/sessions/end', { id });
    setBusy(false);
    if (answer.ok || answer.status === 404) router.refresh();
    else setFailure(refusalOf(answer, 'That session could not be ended. Please try again.'));
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        aria-label={`Sign out ${name}`}
        onClick={() => void end()}
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <RefusalNotice refusal={failure} />
    </div>
  );
}
