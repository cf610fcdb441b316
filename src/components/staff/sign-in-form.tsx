'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, failureText, staffPost, formText } from './staff-fetch';
import { buttonClass, inputClass, Message, secondaryButtonClass } from './ui';

type Step = 'password' | 'code';

/** E-mail and password, then the authenticator code (or a recovery code). */
export function SignInForm({ notice }: { notice?: string }) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState<Step>('password');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

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
      router.push('/staff');
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
      <form onSubmit={(e) => void verify(e)} className="space-y-4" noValidate>
        <div>
          <label htmlFor={`${id}-code`} className="font-medium text-slate-900">
            {recovery ? 'Recovery code' : 'Code from your authenticator app'}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            className={inputClass}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={recovery ? 40 : 6}
            required
            autoFocus
          />
        </div>
        {error ? <Message tone="error">{error}</Message> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? 'Checking…' : 'Sign in'}
          </button>
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
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={(e) => void signIn(e)} className="space-y-4" noValidate>
      {notice ? <Message tone="ok">{notice}</Message> : null}
      <div>
        <label htmlFor={`${id}-email`} className="font-medium text-slate-900">
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          className={inputClass}
          autoComplete="username"
          maxLength={254}
          required
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="font-medium text-slate-900">
          Password
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          className={inputClass}
          autoComplete="current-password"
          maxLength={128}
          required
        />
      </div>
      {error ? <Message tone="error">{error}</Message> : null}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
