'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { failureText, staffPost } from './staff-fetch';
import { needsStepUp, StepUpNotice } from './step-up-notice';
import { Message, secondaryButtonClass } from './ui';

/** Sign out one of your other browsers (decision 188): it needs a recent sign-in here. */
export function EndSession({
  id,
  name,
}: {
  id: string;
  /** The session, for the button's name. */ name: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; stepUp: boolean } | null>(null);

  async function end() {
    setBusy(true);
    setFailure(null);
    const answer = await staffPost('/staff/api/sessions/end', { id });
    setBusy(false);
    if (answer.ok || answer.status === 404) router.refresh();
    else
      setFailure({
        message: failureText(answer, 'That session could not be ended. Please try again.'),
        stepUp: needsStepUp(answer),
      });
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
      {failure?.stepUp ? <StepUpNotice message={failure.message} /> : null}
      {failure && !failure.stepUp ? <Message tone="error">{failure.message}</Message> : null}
    </div>
  );
}
