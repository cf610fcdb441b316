'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass, secondaryButtonClass } from './ui';

/**
 * Which of a row's actions is being asked about, and its buttons: after Cancel (or Escape), focus
 * goes back to the button that asked. `trigger(key)` is that button's ref.
 */
export function useConfirm<Key extends string>() {
  const [asking, setAsking] = useState<Key | null>(null);
  const triggers = useRef<Partial<Record<Key, HTMLButtonElement | null>>>({});
  const focusBack = useRef<Key | null>(null);
  useEffect(() => {
    if (asking || !focusBack.current) return;
    triggers.current[focusBack.current]?.focus();
    focusBack.current = null;
  }, [asking]);
  return {
    asking,
    ask: setAsking,
    cancel: () => {
      focusBack.current = asking;
      setAsking(null);
    },
    trigger: (key: Key) => (button: HTMLButtonElement | null) => {
      triggers.current[key] = button;
    },
  };
}

/**
 * What an action that cannot be undone shows before it happens: what it will do, with Cancel
 * first and focused (Enter or a second click on the same spot does nothing harmful), Escape
 * cancelling, and the action's own button carrying it out.
 */
export function ConfirmPanel({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="space-y-2 rounded-md border border-amber-600 bg-amber-50 p-3"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <p id={id} className="text-sm text-slate-900">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" autoFocus className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={buttonClass} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
