'use client';

// The site's one toast (spec §5: "An error occurred while fetching data" when the booking data
// cannot be loaded), without a toast library (decision 070). `toast.error` may be called from any
// client code; <Toaster /> in the page frame shows the messages at the top of the viewport, each
// announced as an alert, until the visitor closes it or it times out. A message with an id that
// is already showing is not shown twice.
import { useSyncExternalStore } from 'react';
import { CircleAlert, X } from './line-icons';

type Toast = { id: string; message: string };

/** Long enough to read a sentence twice (WCAG 2.2.1 asks for time to read). */
const SHOW_MS = 10_000;

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: string) {
  publish(toasts.filter((t) => t.id !== id));
}

export const toast = {
  error(message: string, options: { id?: string } = {}) {
    const id = options.id ?? `toast-${++counter}`;
    if (toasts.some((t) => t.id === id)) return id;
    publish([...toasts, { id, message }]);
    setTimeout(() => dismiss(id), SHOW_MS);
    return id;
  },
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const none: Toast[] = [];

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
  // Fixed over the page: showing a message never moves the content under it.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[80] flex flex-col items-center gap-2 px-4">
      {shown.map((t) => (
        <div
          key={t.id}
          role="alert"
          className="pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900 shadow-lg"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="grow">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded text-red-900 hover:bg-red-100"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </button>
        </div>
      ))}
    </div>
  );
}
