// The browser's way to call /tms/*. Non-GET calls to relative addresses carry the anti-forgery
// header copied from the XSRF-TOKEN cookie (spec §6).

import { XSRF_HEADER } from './xsrf-cookie';
import { readXsrfToken as xsrfToken } from './xsrf-token';

const API_BASE = (process.env.NEXT_PUBLIC_API_BASE ?? '').replace(/\/$/, '');

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function isSameOrigin(url: string): boolean {
  if (url.startsWith('/')) return true;
  try {
    return typeof window !== 'undefined' && new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

export type RequestOptions = {
  /**
   * Idempotency-Key header: the same key on a retry of one attempt makes the server answer with
   * its first answer instead of doing the work twice (see newIdempotencyKey).
   */
  idempotencyKey?: string;
};

/** A fresh random key for one attempt (128 bits, hex): works on plain http too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const url = `${API_BASE}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (method !== 'GET' && isSameOrigin(url)) {
    const token = xsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `Request failed with status ${response.status}`;
    throw new ApiRequestError(response.status, message, data);
  }
  return data as T;
}

export function apiGet<T>(path: string): Promise<T> {
  return request<T>('GET', path);
}

export function apiPost<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

/** The success text of an answer: its `message`, or `data.message` (spec §7). */
export function successMessage(answer: unknown, fallback: string): string {
  if (answer && typeof answer === 'object') {
    const a = answer as { message?: unknown; data?: { message?: unknown } };
    if (typeof a.message === 'string' && a.message) return a.message;
    if (a.data && typeof a.data.message === 'string' && a.data.message) return a.data.message;
  }
  return fallback;
}
