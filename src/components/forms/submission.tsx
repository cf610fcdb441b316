'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiRequestError, newIdempotencyKey } from '@/lib/api-client';
import { Alert } from '../ui/alert';

type SubmissionState = { fetching: boolean; success: string; failure: string };

/**
 * The state of a form's request (spec §4): a fetching flag plus a success and an error message.
 * `submit` sets fetching on; success or failure turns it off and sets the matching message.
 */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>({
    fetching: false,
    success: '',
    failure: '',
  });
  const submit = useCallback(
    async (
      send: () => Promise<string>,
      failureMessage: string,
      onError?: (err: unknown) => void,
    ) => {
      setState({ fetching: true, success: '', failure: '' });
      try {
        const success = await send();
        setState({ fetching: false, success, failure: '' });
      } catch (err) {
        onError?.(err);
        // Past a limit the visitor is told to wait, not that something broke.
        const failure =
          err instanceof ApiRequestError && err.status === 429 ? err.message : failureMessage;
        setState({ fetching: false, success: '', failure });
      }
    },
    [],
  );
  /** Back to idle: a sent form's confirmation gives way to a fresh form. */
  const clear = useCallback(() => setState({ fetching: false, success: '', failure: '' }), []);
  return { ...state, submit, clear };
}

/**
 * One Idempotency-Key per attempt at sending a form: the same key while the visitor sends the same
 * values again after a failure (a lost answer, a dropped connection), so the server answers with
 * what it did the first time instead of saving twice; a new key once the values change or the
 * attempt succeeded (decision 130).
 */
export function useAttemptKey() {
  const last = useRef<{ sent: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(values: unknown): string {
        const sent = JSON.stringify(values);
        if (last.current?.sent !== sent) last.current = { sent, key: newIdempotencyKey() };
        return last.current.key;
      },
      succeeded() {
        last.current = null;
      },
    }),
    [],
  );
}

/** The outcome of a request: the success message in green, the failure in red (spec §8). */
export function SubmissionAlerts({
  success,
  failure,
  className,
}: {
  success: string;
  failure: string;
  className?: string;
}) {
  return (
    <div aria-live="polite" className={className}>
      {success ? <Alert tone="success">{success}</Alert> : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </div>
  );
}
