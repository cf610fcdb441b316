import 'server-only';
import { hasValidXsrfToken } from '../http/xsrf';
import { log } from '../log';
import { readLimitedText } from '../http/api';

/** Largest body any console call accepts: 32 KiB (a note, a levy month, a password). */
export const STAFF_BODY_LIMIT = 32 * 1024;

/** The 415 of a console call whose body is not plain JSON (`isJsonBody`). */
export const NOT_JSON = 'Send the request as uncompressed application/json';

/** Headers on every console answer: never indexed, never cached. */
export const STAFF_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };

export function staffJson(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  for (const [k, v] of Object.entries(STAFF_HEADERS)) response.headers.set(k, v);
  return response;
}

export function staffError(status: number, message: string, extra: object = {}): Response {
  return staffJson({ error: message, message, ...extra }, status);
}

/** Thrown by console code for an answer other than success. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: object = {},
  ) {
    super(message);
  }
}

/** The body as text, refusing more than the limit even when no length was declared. */
export function readLimitedBody(request: Request, limit = STAFF_BODY_LIMIT): Promise<string> {
  return readLimitedText(request, limit, (message) => new StaffApiError(413, message));
}

/** POSTs must carry the anti-forgery token like every other call of the site. */
export function refuseForgery(request: Request): Response | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (!hasValidXsrfToken(request)) {
    return staffError(403, 'Missing or invalid anti-forgery token. Reload the page and try again.');
  }
  return undefined;
}

/** Run a console call: known errors become their answer, anything else a logged 500. */
export async function staffRoute(route: string, work: () => Promise<Response>): Promise<Response> {
  try {
    const response = await work();
    for (const [k, v] of Object.entries(STAFF_HEADERS)) response.headers.set(k, v);
    return response;
  } catch (err) {
    if (err instanceof StaffApiError) return staffError(err.status, err.message, err.extra);
    log.error({ err, route }, 'unhandled error in a staff console call');
    return staffError(500, 'Something went wrong on our side. Please try again.');
  }
}
