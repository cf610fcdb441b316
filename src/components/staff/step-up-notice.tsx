'use client';

import { usePathname } from 'next/navigation';
import { signInAgainHref } from '@/server/staff/return-path';
import { failureText } from './staff-fetch';
import type { StaffAnswer } from './staff-fetch';
import { Message } from './ui';

/** True when the console refused a call for want of a recent sign-in (decision 118). */
export function needsStepUp(answer: StaffAnswer): boolean {
  return answer.data.stepUp === true;
}

/** The refusal's message, with a link to sign in again that comes back to this page. */
export function StepUpNotice({ message }: { message: string }) {
  const pathname = usePathname();
  return (
    <Message tone="error">
      {message}{' '}
      <a className="font-semibold underline" href={signInAgainHref(pathname)}>
        Sign in again
      </a>
    </Message>
  );
}

/** A refused call as a page shows it: the server's message, and whether it wants a recent sign-in. */
export type Refusal = { message: string; stepUp: boolean };

/** The refusal of a failed answer, with `fallback` when the server gave no message. */
export function refusalOf(answer: StaffAnswer, fallback: string): Refusal {
  return { message: failureText(answer, fallback), stepUp: needsStepUp(answer) };
}

/** A refusal, with the way to sign in again when that is what it wants; nothing without one. */
export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  if (refusal.stepUp) return <StepUpNotice message={refusal.message} />;
  return <Message tone="error">{refusal.message}</Message>;
}
