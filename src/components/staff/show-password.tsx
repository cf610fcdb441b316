'use client';

import { useState } from 'react';
import { secondaryButtonClass } from './ui';

/**
 * Whether a form's password fields show what was typed (ASVS 2.1.12): the type its password
 * inputs take, and the props of the ShowPasswordButton that switches it.
 */
export function useShowPassword() {
  const [shown, setShown] = useState(false);
  return {
    type: shown ? 'text' : 'password',
    shown,
    onToggle: () => setShown((s) => !s),
  } as const;
}

/**
 * The toggle: a real button, pressed or not (`aria-pressed`), naming the fields it controls. Its
 * name stays the same whether pressed or not, as a toggle button's should.
 */
export function ShowPasswordButton({
  shown,
  onToggle,
  controls,
  label = 'Show password',
}: {
  shown: boolean;
  onToggle: () => void;
  /** The ids of the password inputs, space-separated. */
  controls: string;
  label?: string;
}) {
  // On a line of its own, under the fields it shows, apart from the form's own buttons.
  return (
    <div>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-pressed={shown}
        aria-controls={controls}
        onClick={onToggle}
      >
        {label}
      </button>
    </div>
  );
}
