// The console's calls from the browser: JSON, same origin, the anti-forgery header copied from its
// cookie, and the server's message on failure.

import { xsrfHeader } from '@/lib/xsrf-token';

export type StaffAnswer = { ok: boolean; status: number; data: Record<string, unknown> };

const UNREACHABLE = 'The console could not be reached. Check your connection and try again.';

async function answerOf(response: Response): Promise<StaffAnswer> {
  let data: Record<string, unknown> = {};
  try {
    data = ((await response.json()) as Record<string, unknown> | null) ?? {};
  } catch {
    data = {};
  }
  return { ok: response.ok, status: response.status, data };
}

async function fetched(path: string, init: RequestInit): Promise<Response | StaffAnswer> {
  try {
    return await fetch(path, { ...init, credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, data: { message: UNREACHABLE } };
  }
}

async function send(path: string, init: RequestInit): Promise<StaffAnswer> {
  const response = await fetched(path, init);
  return response instanceof Response ? answerOf(response) : response;
}

/** Hand a file the page holds to the browser to save as `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * A console GET that answers a file, saved under the name the server gives (else `fallbackName`);
 * null once saved, else the refusal.
 */
export async function staffDownload(
  path: string,
  fallbackName: string,
): Promise<StaffAnswer | null> {
  const response = await fetched(path, {});
  if (!(response instanceof Response)) return response;
  if (!response.ok) return answerOf(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  saveFile(await response.blob(), /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
  return null;
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
