'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { PASSKEY_NAME_MAX } from '@/server/staff/constants';
import { Field, FormEnd } from './field';
import { addPasskey } from './passkey-ceremony';
import { AUTH, formText, staffPost } from './staff-fetch';
import { Message, secondaryButtonClass } from './ui';

/** Name a passkey, then make it with this device's authenticator. */
export function AddPasskeyForm() {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [added, setAdded] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const name = formText(new FormData(formElement), 'name').trim();
    setAdded('');
    if (!name) {
      setError('Give the passkey a name, such as Work phone.');
      return;
    }
    setBusy(true);
    setError('');
    const outcome = await addPasskey(name);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    formElement.reset();
    setAdded(`Added the passkey ${name}. Next time, sign in with it instead of your password.`);
    router.refresh();
  }

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field
        id={`${id}-name`}
        label="Name of the passkey"
        hint="Say which device or password manager holds it, such as Work phone."
        name="name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        required
      />
      {added ? <Message tone="ok">{added}</Message> : null}
      <FormEnd
        error={error}
        busy={busy}
        label="Add a passkey"
        busyLabel="Waiting for the device…"
      />
    </form>
  );
}

/** Remove one passkey: that device then signs in with the password and code again. */
export function RemovePasskey({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    setError('');
    const answer = await staffPost(`${AUTH}/passkey/delete-passkey`, { id });
    setBusy(false);
    if (answer.ok) router.refresh();
    else setError(`The passkey ${name} could not be removed. Please try again.`);
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => void remove()}
      >
        {busy ? 'Removing…' : `Remove ${name}`}
      </button>
      {error ? <Message tone="error">{error}</Message> : null}
    </div>
  );
}
