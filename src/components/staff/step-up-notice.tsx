'use client';

import { usePathname } from 'next/navigation';
import { signInAgainHref } from '@/server/staff/return-path';
import { Message } from './ui';
import type { StaffAnswer } from './staff-fetch';

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
