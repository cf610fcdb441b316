'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, staffPost, formText } from './staff-fetch';
import { FormEnd } from './field';
import { NewPasswordFields } from './new-password-fields';
import { ShowPasswordButton, useShowPassword } from './show-password';

/** Choose a password with the one-time link; then sign in and add the authenticator. */
export function SetUpForm({ token }: { token: string }) {
  const id = useId();
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { type: passwordType, ...showPassword } = useShowPassword();

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
      <NewPasswordFields id={id} type={passwordType} confirmLabel="The same password again" />
      <ShowPasswordButton
        {...showPassword}
        controls={`${id}-password ${id}-confirm`}
        label="Show passwords"
      />
      <FormEnd error={error} busy={busy} label="Set password" busyLabel="Saving…" />
    </form>
  );
}
