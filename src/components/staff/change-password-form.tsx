'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, failureText, formText, staffPost } from './staff-fetch';
import { Field, FormEnd } from './field';
import { NewPasswordFields } from './new-password-fields';
import { ShowPasswordButton, useShowPassword } from './show-password';
import { Message } from './ui';

/** Your own password: the current one, then the new one twice (decision 159). */
export function ChangePasswordForm() {
  const id = useId();
  const router = useRouter();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const { type: passwordType, ...showPassword } = useShowPassword();
  // Counts the changes made here: a new count starts the new-password fields and meter afresh.
  const [changes, setChanges] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = formText(form, 'current');
    const newPassword = formText(form, 'password');
    setDone('');
    if (!currentPassword) return setError('Enter your current password.');
    if (newPassword.length < 12)
      return setError('Use at least 12 characters for the new password.');
    if (newPassword !== formText(form, 'confirm'))
      return setError('The two new passwords are not the same.');
    setBusy(true);
    setError('');
    const answer = await staffPost(`${AUTH}/change-password`, { currentPassword, newPassword });
    setBusy(false);
    if (answer.ok) {
      formElement.reset();
      setChanges((n) => n + 1);
      setDone(
        'Your password is changed. Every other session of yours has ended; this one goes on.',
      );
      router.refresh();
      return;
    }
    const message = failureText(answer, 'The password could not be changed. Please try again.');
    setError(
      answer.status === 400 && /invalid password/i.test(message)
        ? 'That is not your current password.'
        : answer.status === 429
          ? STAFF_MESSAGES.tooMany
          : message,
    );
  }

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field
        id={`${id}-current`}
        label="Current password"
        name="current"
        type={passwordType}
        autoComplete="current-password"
        maxLength={128}
        required
      />
      <NewPasswordFields
        key={changes}
        id={id}
        type={passwordType}
        confirmLabel="The same new password again"
      />
      <ShowPasswordButton
        {...showPassword}
        controls={`${id}-current ${id}-password ${id}-confirm`}
        label="Show passwords"
      />
      {done ? <Message tone="ok">{done}</Message> : null}
      <FormEnd error={error} busy={busy} label="Change password" busyLabel="Saving…" />
    </form>
  );
}
