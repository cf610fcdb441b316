'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, staffPost, formText } from './staff-fetch';
import { Field, FormEnd } from './field';

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
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field
        id={`${id}-password`}
        label="New password"
        hint="At least 12 characters. A short sentence you will remember works well."
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={12}
        maxLength={128}
        required
      />
      <Field
        id={`${id}-confirm`}
        label="The same password again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <FormEnd error={error} busy={busy} label="Set password" busyLabel="Saving…" />
    </form>
  );
}
