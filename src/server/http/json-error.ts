// The one shape of an error answer, whoever writes it: the API's handlers and router, its 405
// answers included (src/server/http/api.ts, src/server/api/router.ts), the server's adapter
// (scripts/api-routes.ts), the framework's payloads (scripts/page-payloads.ts). `error` and `message` carry the same words, so a client reads either
// whichever layer answered. It imports nothing, so the server runs it as it is.

/** What the API answers when it fails itself. */
export const FAILED = 'Something went wrong on our side. Please try again.';

/** What a 405 says, from the API's router or the server's page check: the method, and what is taken. */
export const notAllowedMessage = (method: string | undefined, allowed: readonly string[]): string =>
  `${method} is not allowed here; this address takes ${allowed.join(', ')}.`;

/** The body of an error answer, with any fields of the call's own (the field at fault, say). */
export function errorBody(error: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ error, message: error, ...extra });
}

/** An error answer as a web Response, never kept by a cache. */
export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  return new Response(errorBody(error, extra), {
    status,
    headers: { 'content-type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}
