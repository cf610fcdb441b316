'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, staffPost, formText } from './staff-fetch';
import { buttonClass, inputClass, Message } from './ui';

/** Choose a password with the one-time link; then sign in and add the authenticator. */
export function SetUpForm({ token }: { token: string }) {
  const id = useId();
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    if (password.length < 12) return setError('Use at least 12 characters.');
    if (password !== formText(form, 'confirm'))
      return setError('The two passwords are not the same.');
    setBusy(true);
    setError('');
    const answer = await staffPost(`${AUTH}/reset-password`, { token, newPassword: password });
    setBusy(false);
    if (answer.ok) router.push('/staff/sign-in?set=1');
    else setError(answer.status === 429 ? STAFF_MESSAGES.tooMany : STAFF_MESSAGES.linkInvalid);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <div>
        <label htmlFor={`${id}-password`} className="font-medium text-slate-900">
          New password
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          At least 12 characters. A short sentence you will remember works well.
        </p>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          className={inputClass}
          autoComplete="new-password"
          aria-describedby={`${id}-hint`}
          minLength={12}
          maxLength={128}
          required
        />
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="font-medium text-slate-900">
          The same password again
        </label>
        <input
          id={`${id}-confirm`}
          name="confirm"
          type="password"
          className={inputClass}
          autoComplete="new-password"
          maxLength={128}
          required
        />
      </div>
      {error ? <Message tone="error">{error}</Message> : null}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Saving…' : 'Set password'}
      </button>
    </form>
  );
}
