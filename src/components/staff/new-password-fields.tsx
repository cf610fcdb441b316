'use client';

import { useState } from 'react';
import { Field } from './field';
import { PasswordStrength } from './password-strength';

/**
 * A new password and its repeat, with the strength meter between them (set-up link and password
 * change): the set-up rules' hint, 12 to 128 characters. `type` comes from the form's "Show
 * passwords" toggle; the ids are `${id}-password` and `${id}-confirm`.
 */
export function NewPasswordFields({
  id,
  type,
  confirmLabel,
}: {
  id: string;
  type: 'text' | 'password';
  confirmLabel: string;
}) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <Field
        id={`${id}-password`}
        label="New password"
        hint="At least 12 characters. A short sentence you will remember works well."
        name="password"
        type={type}
        autoComplete="new-password"
        minLength={12}
        maxLength={128}
        required
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <PasswordStrength id={`${id}-strength`} password={typed} />
      <Field
        id={`${id}-confirm`}
        label={confirmLabel}
        name="confirm"
        type={type}
        autoComplete="new-password"
        maxLength={128}
        required
      />
    </>
  );
}
