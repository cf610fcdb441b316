import type * as OTPAuth from 'otpauth';

// The console accepts each authenticator step once (decision 181): tests sign in many times a
// minute, so each code comes from a step no earlier sign-in used, waiting for one when needed.
const lastSteps = new Map<string, number>();

/** Time a code of the step before now must still have to reach the server: 10 s. */
const MARGIN_MS = 10_000;

/**
 * A code of a step not used before by this authenticator. The server accepts a step either side of
 * now, so an authenticator's first code is of the step before (while the current one has more than
 * `MARGIN_MS` left, so the step before is still accepted when the code arrives), the next ones of
 * the current and the next step; after that it `wait`s for a later one.
 */
export async function freshTotpCode(
  totp: OTPAuth.TOTP,
  wait: (ms: number) => Promise<void> | void,
): Promise<string> {
  const period = totp.period * 1000;
  const key = totp.secret.base32;
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / period);
    const earliest = (current + 1) * period - now > MARGIN_MS ? current - 1 : current;
    const step = Math.max(earliest, (lastSteps.get(key) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastSteps.set(key, step);
      return totp.generate({ timestamp: step * period });
    }
    await wait((step - 1) * period - now + 50);
  }
}
