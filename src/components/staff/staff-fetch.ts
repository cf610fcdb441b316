// The console's calls from the browser: JSON, same origin, the anti-forgery header copied from its
// cookie, and the server's message on failure.

import { xsrfHeader } from '@/lib/xsrf-token';

export type StaffAnswer = { ok: boolean; status: number; data: Record<string, unknown> };

async function send(path: string, init: RequestInit): Promise<StaffAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch {
    return {
      ok: false,
      status: 0,
      data: { message: 'The console could not be reached. Check your connection and try again.' },
    };
  }
  let data: Record<string, unknown> = {};
  try {
    data = ((await response.json()) as Record<string, unknown> | null) ?? {};
  } catch {
    data = {};
  }
  return { ok: response.ok, status: response.status, data };
}

export function staffPost(path: string, body: unknown): Promise<StaffAnswer> {
  return send(path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...xsrfHeader(),
    },
    body: JSON.stringify(body),
  });
}

/** A console GET that answers JSON (the passkey options). */
export function staffGet(path: string): Promise<StaffAnswer> {
  return send(path, { headers: { Accept: 'application/json' } });
}

/** The message of a failed answer, or the fallback. */
export function failureText(answer: StaffAnswer, fallback: string): string {
  const m = answer.data.message;
  return typeof m === 'string' && m ? m : fallback;
}

export const AUTH = '/staff/api/auth';

/** A text field of a submitted form ('' when missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
