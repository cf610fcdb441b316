'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, failureText, staffPost, formText } from './staff-fetch';
import { Field, FormEnd } from './field';
import { PasskeySignIn } from './passkey-sign-in';
import { ShowPasswordButton, useShowPassword } from './show-password';
import { Message, secondaryButtonClass } from './ui';

type Step = 'password' | 'code';

/**
 * E-mail and password, then the authenticator code (or a recovery code); or a passkey. Then the
 * inbox, or `returnTo` (a console page the server checked) for someone signing in again.
 */
export function SignInForm({
  notice,
  returnTo,
  noScript,
}: {
  notice?: string;
  returnTo?: string;
  /** The page's <NeedsScript>, drawn by the server. */
  noScript?: ReactNode;
}) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState<Step>('password');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { type: passwordType, ...showPassword } = useShowPassword();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const answer = await staffPost(`${AUTH}/sign-in/email`, {
      email: formText(form, 'email'),
      password: formText(form, 'password'),
    });
    setBusy(false);
    if (answer.ok) {
      if (answer.data.twoFactorRedirect) setStep('code');
      else router.push('/staff/enrol');
      return;
    }
    setError(
      answer.status === 429
        ? failureText(answer, STAFF_MESSAGES.tooMany)
        : answer.status === 0
          ? failureText(answer, STAFF_MESSAGES.signInFailed)
          : STAFF_MESSAGES.signInFailed,
    );
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const code = formText(form, 'code').replace(/\s+/g, '');
    const answer = await staffPost(
      `${AUTH}/two-factor/${recovery ? 'verify-backup-code' : 'verify-totp'}`,
      { code },
    );
    setBusy(false);
    if (answer.ok) {
      router.push(returnTo ?? '/staff');
      return;
    }
    setError(
      answer.status === 429
        ? failureText(answer, STAFF_MESSAGES.tooMany)
        : answer.status === 401 && /expired|session/i.test(failureText(answer, ''))
          ? 'The sign-in took too long. Enter your e-mail address and password again.'
          : STAFF_MESSAGES.codeFailed,
    );
  }

  if (step === 'code') {
    return (
      <form method="post" onSubmit={(e) => void verify(e)} className="space-y-4" noValidate>
        <Field
          id={`${id}-code`}
          label={recovery ? 'Recovery code' : 'Code from your authenticator app'}
          name="code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 40 : 6}
          required
          autoFocus
        />
        <FormEnd error={error} busy={busy} label="Sign in" busyLabel="Checking…">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setRecovery(!recovery);
              setError('');
            }}
          >
            {recovery ? 'Use the authenticator code' : 'Use a recovery code instead'}
          </button>
        </FormEnd>
      </form>
    );
  }

  return (
    <>
      <form method="post" onSubmit={(e) => void signIn(e)} className="space-y-4" noValidate>
        {noScript}
        {notice ? <Message tone="ok">{notice}</Message> : null}
        <Field
          id={`${id}-email`}
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          maxLength={254}
          required
        />
        <Field
          id={`${id}-password`}
          label="Password"
          name="password"
          type={passwordType}
          autoComplete="current-password"
          maxLength={128}
          required
        />
        <ShowPasswordButton {...showPassword} controls={`${id}-password`} />
        <FormEnd error={error} busy={busy} label="Continue" busyLabel="Checking…" />
      </form>
      <PasskeySignIn returnTo={returnTo} />
    </>
  );
}
