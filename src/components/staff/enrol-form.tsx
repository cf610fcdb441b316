'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import QRCode from 'qrcode';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, failureText, staffPost, formText } from './staff-fetch';
import { Field, FormEnd } from './field';

type Enrolment = { uri: string; secret: string; qr: string; codes: string[] };

/**
 * Add an authenticator: the password again, then a QR code (and its key to type in), the recovery
 * codes shown this once, and a code from the app to confirm.
 */
export function EnrolForm() {
  const id = useId();
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const answer = await staffPost(`${AUTH}/two-factor/enable`, {
      password: formText(form, 'password'),
    });
    setBusy(false);
    if (!answer.ok) {
      setError(
        answer.status === 400 ? 'That password is not right.' : failureText(answer, 'Try again.'),
      );
      return;
    }
    const uri = typeof answer.data.totpURI === 'string' ? answer.data.totpURI : '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    const qr = await QRCode.toDataURL(uri, { margin: 1, width: 240 });
    setEnrolment({ uri, secret, qr, codes: (answer.data.backupCodes as string[]) ?? [] });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const answer = await staffPost(`${AUTH}/two-factor/verify-totp`, {
      code: formText(form, 'code').replace(/\s+/g, ''),
    });
    setBusy(false);
    if (answer.ok) router.push('/staff');
    else setError(answer.status === 429 ? STAFF_MESSAGES.tooMany : STAFF_MESSAGES.codeFailed);
  }

  if (!enrolment) {
    return (
      <form method="post" onSubmit={(e) => void start(e)} className="space-y-4" noValidate>
        <p>
          Every staff account signs in with a code from an authenticator app as well as its
          password.
        </p>
        <Field
          id={`${id}-password`}
          label="Your password, once more"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
        <FormEnd error={error} busy={busy} label="Add an authenticator" busyLabel="Preparing…" />
      </form>
    );
  }

  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or
          similar) and scan this code, or type the key below.
        </li>
        <li>Keep the recovery codes somewhere safe. Each works once if your phone is lost.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: image */}
      <img
        src={enrolment.qr}
        width={240}
        height={240}
        alt="QR code to add the staff console to an authenticator app"
        className="rounded border border-slate-300"
      />
      <p>
        Key:{' '}
        {/* Shown in fours, as authenticator apps show keys, to be typed on a phone; copied, it is
            one word, as the apps take it. */}
        <code className="font-mono" data-testid="totp-secret">
          {enrolment.secret.match(/.{1,4}/g)?.map((group, i) => (
            <span key={i} className="mr-[1ch] inline-block">
              {group}
            </span>
          ))}
        </code>
      </p>
      <div>
        <h2 className="font-semibold">Recovery codes (shown only now)</h2>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" data-testid="recovery-codes">
          {enrolment.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <form method="post" onSubmit={(e) => void confirm(e)} className="space-y-4" noValidate>
        <Field
          id={`${id}-code`}
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <FormEnd error={error} busy={busy} label="Confirm and continue" busyLabel="Checking…" />
      </form>
    </div>
  );
}
