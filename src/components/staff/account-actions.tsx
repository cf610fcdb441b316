'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { ROLE_LABELS, STAFF_ROLES } from '@/server/staff/constants';
import { ConfirmPanel, useConfirm } from './confirm-panel';
import { Field } from './field';
import { failureText, formText, staffPost } from './staff-fetch';
import type { StaffAnswer } from './staff-fetch';
import { buttonClass, inputClass, Message, secondaryButtonClass } from './ui';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** The answer of an add or reset: where the set-up link was sent (never the link), or the refusal. */
function linkOutcome(answer: StaffAnswer, done: string): Outcome {
  if (!answer.ok) return { tone: 'error', text: failureText(answer, 'That did not work.') };
  const { sentTo, expiresText } = answer.data as { sentTo: string; expiresText: string };
  return {
    tone: 'ok',
    text: `${done} A set-up link was sent to ${sentTo}; it works once, until ${expiresText}.`,
  };
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return <Message tone={outcome.tone}>{outcome.text}</Message>;
}

/** Add an account: name, e-mail address and role; the set-up link goes to them by mail. */
export function AddAccountForm() {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    const answer = await staffPost('/staff/api/accounts/add', {
      name: formText(form, 'name'),
      email: formText(form, 'email'),
      role: formText(form, 'role'),
    });
    setBusy(false);
    setOutcome(linkOutcome(answer, `Added ${formText(form, 'email').trim()}.`));
    if (answer.ok) {
      formElement.reset();
      router.refresh();
    }
  }

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field
        id={`${id}-name`}
        label="Name"
        name="name"
        autoComplete="off"
        maxLength={100}
        required
      />
      <Field
        id={`${id}-email`}
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        maxLength={254}
        required
      />
      <div>
        <label htmlFor={`${id}-role`} className="font-medium text-slate-900">
          Role
        </label>
        <select id={`${id}-role`} name="role" defaultValue="sales" className={inputClass}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <OutcomeMessage outcome={outcome} />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Adding…' : 'Add account'}
      </button>
    </form>
  );
}

/** What each action does to the person, said before it is done. */
type Action = 'reset' | 'disable';

const CONFIRM = {
  reset: (name: string) =>
    `Reset ${name}? Their password, authenticator and passkeys are removed, they are signed out everywhere, and a new set-up link is mailed to them.`,
  disable: (name: string) =>
    `Disable ${name}? They are signed out everywhere and cannot sign in until an administrator resets them.`,
} as const;

/**
 * Reset and disable for one account; an administrator's own row has no Disable. Neither happens on
 * one click: the row first says what the action does, with Cancel focused, and the action's own
 * button carries it out.
 */
export function AccountActions({
  email,
  name,
  self,
  disabled,
}: {
  email: string;
  name: string;
  self: boolean;
  disabled: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { asking: confirming, ask: setConfirming, cancel, trigger } = useConfirm<Action>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function act(action: Action) {
    setConfirming(null);
    setBusy(true);
    const answer = await staffPost(`/staff/api/accounts/${action}`, { email });
    setBusy(false);
    if (action === 'reset')
      setOutcome(linkOutcome(answer, `Reset ${email}: signed out everywhere.`));
    else
      setOutcome(
        answer.ok
          ? { tone: 'ok', text: `Disabled ${email}: signed out everywhere.` }
          : { tone: 'error', text: failureText(answer, 'That did not work.') },
      );
    if (answer.ok) router.refresh();
  }

  const actions = self || disabled ? (['reset'] as const) : (['reset', 'disable'] as const);
  const label = { reset: 'Reset', disable: 'Disable' } as const;

  return (
    <div className="min-w-56 space-y-2">
      {confirming ? (
        <ConfirmPanel
          question={CONFIRM[confirming](name)}
          confirmLabel={`${label[confirming]} ${name}`}
          onConfirm={() => void act(confirming)}
          onCancel={cancel}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action}
              ref={trigger(action)}
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              aria-label={`${label[action]} ${name}`}
              onClick={() => {
                setOutcome(null);
                setConfirming(action);
              }}
            >
              {label[action]}
            </button>
          ))}
        </div>
      )}
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}
