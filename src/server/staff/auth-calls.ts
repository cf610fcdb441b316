import 'server-only';
import { isJsonBody } from '../http/api';
import { vouchedAddressOf } from '../http/client-address';
import { staffAuth } from './auth';
import { STAFF_AUTH_BASE_PATH } from './constants';
import { NOT_JSON, readLimitedBody, refuseForgery, staffError, staffRoute } from './http';
import { OPEN_WHILE_PASSWORD_DUE, STAFF_AUTH_CALLS, STEP_UP_CALLS } from './routes';
import type { Access } from './routes';
import { requireAccess } from './session';

// The authentication library's calls the console's pages use (passkey sign-in among them); every
// other call it offers (sign-up, its own administration calls, and the session as JSON with its
// token, decision 115) is answered 404, so accounts change only through the console.
const ALLOWED = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /reset-password',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
  ...Object.keys(STAFF_AUTH_CALLS),
]);

/** /staff/api/auth/*: the allowed calls handed to the authentication library, checked first. */
export async function staffAuthCall(request: Request): Promise<Response> {
  return staffRoute('staff auth', async () => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(STAFF_AUTH_BASE_PATH)
      ? url.pathname.slice(STAFF_AUTH_BASE_PATH.length)
      : '';
    const key = `${request.method} ${path}`;
    if (!ALLOWED.has(key)) return staffError(404, 'Not found');
    const forged = refuseForgery(request);
    if (forged) return forged;
    // Adding and removing a passkey also need a signed-in, enrolled account (routes.ts).
    const access = (STAFF_AUTH_CALLS as Record<string, Access | undefined>)[key];
    if (access)
      await requireAccess(
        request,
        access,
        STEP_UP_CALLS.has(key),
        OPEN_WHILE_PASSWORD_DUE.has(key),
      );
    if (request.method === 'POST' && !isJsonBody(request)) return staffError(415, NOT_JSON);
    const headers = new Headers(request.headers);
    // Only the address the site's server took from the connection counts for the limits.
    headers.delete('x-client-address');
    const address = vouchedAddressOf(request.headers);
    if (address) headers.set('x-client-address', address);
    const body = request.method === 'POST' ? await readLimitedBody(request) : undefined;
    const auth = await staffAuth();
    return auth.handler(new Request(request.url, { method: request.method, headers, body }));
  });
}
