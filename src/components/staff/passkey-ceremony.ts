// The browser's half of a passkey: options from the server, the authenticator, the answer back.
// The WebAuthn helper is loaded on first use, so no page carries it until a passkey is used.

import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { AUTH, failureText, staffGet, staffPost } from './staff-fetch';

export type Outcome = { ok: true } | { ok: false; message: string };

const NO_PASSKEYS = 'This browser cannot use passkeys. Sign in with your password instead.';

/** What went wrong in the browser, in words: the person cancelled, or the browser refused. */
function browserFailure(err: unknown): Outcome {
  const name = err instanceof Error ? err.name : '';
  const code = (err as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return { ok: false, message: 'This device already has a passkey for your account.' };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return { ok: false, message: STAFF_MESSAGES.passkeyCancelled };
  return { ok: false, message: STAFF_MESSAGES.passkeyFailed };
}

/** Sign in with a passkey of this device; a success leaves the session cookie set. */
export async function signInWithPasskey(): Promise<Outcome> {
  const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) return { ok: false, message: NO_PASSKEYS };
  const options = await staffGet(`${AUTH}/passkey/generate-authenticate-options`);
  if (!options.ok)
    return { ok: false, message: failureText(options, STAFF_MESSAGES.passkeyFailed) };
  let credential;
  try {
    credential = await startAuthentication({
      // The server refuses a passkey that did not check the person; ask for it up front.
      optionsJSON: {
        ...(options.data as unknown as PublicKeyCredentialRequestOptionsJSON),
        userVerification: 'required',
      },
    });
  } catch (err) {
    return browserFailure(err);
  }
  const answer = await staffPost(`${AUTH}/passkey/verify-authentication`, {
    response: credential,
  });
  if (answer.ok) return { ok: true };
  return {
    ok: false,
    message: answer.status === 429 ? STAFF_MESSAGES.tooMany : STAFF_MESSAGES.passkeyFailed,
  };
}

/** Make a passkey on this device for the signed-in person, under `name`. */
export async function addPasskey(name: string): Promise<Outcome> {
  const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn())
    return { ok: false, message: 'This browser cannot make passkeys.' };
  const options = await staffGet(`${AUTH}/passkey/generate-register-options`);
  if (!options.ok)
    return {
      ok: false,
      message:
        options.status === 403
          ? 'Sign out and in again before adding a passkey: your sign-in is more than a day old.'
          : failureText(options, 'The passkey could not be added. Please try again.'),
    };
  let credential;
  try {
    credential = await startRegistration({
      optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (err) {
    return browserFailure(err);
  }
  const answer = await staffPost(`${AUTH}/passkey/verify-registration`, {
    response: credential,
    name,
  });
  if (answer.ok) return { ok: true };
  return {
    ok: false,
    message: failureText(answer, 'The passkey could not be added. Please try again.'),
  };
}
