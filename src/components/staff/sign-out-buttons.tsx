'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { AUTH, staffPost } from './staff-fetch';
import { Message, secondaryButtonClass } from './ui';

/** Sign out here, or on every device at once. */
export function SignOutButtons() {
  const router = useRouter();
  const [error, setError] = useState('');
  async function signOut(everywhere: boolean) {
    const answer = await staffPost(`${AUTH}/${everywhere ? 'revoke-sessions' : 'sign-out'}`, {});
    if (!answer.ok && answer.status !== 401) {
      setError('Signing out did not work. Please try again.');
      return;
    }
    router.push('/staff/sign-in');
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={secondaryButtonClass} onClick={() => void signOut(false)}>
        Sign out
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => void signOut(true)}>
        Sign out everywhere
      </button>
      {error ? <Message tone="error">{error}</Message> : null}
    </div>
  );
}
