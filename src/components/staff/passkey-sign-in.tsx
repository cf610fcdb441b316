'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { signInWithPasskey } from './passkey-ceremony';
import { Message, secondaryButtonClass } from './ui';

/** Sign in with a passkey instead of the password and code: it stands for both. */
export function PasskeySignIn({ returnTo }: { returnTo?: string }) {
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setError('');
    const outcome = await signInWithPasskey();
    setBusy(false);
    if (outcome.ok) router.push(returnTo ?? '/staff');
    else setError(outcome.message);
  }

  return (
    <section aria-labelledby="passkey-sign-in" className="space-y-3 border-t border-slate-300 pt-6">
      <h2 id="passkey-sign-in" className="font-semibold">
        Or use a passkey
      </h2>
      <p className="text-sm text-slate-700">
        If you added a passkey to your account, your phone, computer or security key signs you in
        with its PIN, fingerprint or face.
      </p>
      {error ? <Message tone="error">{error}</Message> : null}
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? 'Waiting for the passkey…' : 'Sign in with a passkey'}
      </button>
    </section>
  );
}
