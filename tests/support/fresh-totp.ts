import type * as OTPAuth from 'otpauth';

// The console accepts each authenticator step once (decision 181): tests sign in many times a
// minute, so each code comes from a step no earlier sign-in used, waiting for one when needed.
const lastSteps = new Map<string, number>();

/**
 * A code of a step not used before by this authenticator: the current step, else the next one
 * (the server accepts a step either side of now), else, after `wait`ing for it, a later one.
 */
export async function freshTotpCode(
  totp: OTPAuth.TOTP,
  wait: (ms: number) => Promise<void> | void,
): Promise<string> {
  const period = totp.period * 1000;
  const key = totp.secret.base32;
  for (;;) {
    const current = Math.floor(Date.now() / period);
    const step = Math.max(current, (lastSteps.get(key) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastSteps.set(key, step);
      return totp.generate({ timestamp: step * period });
    }
    await wait((step - 1) * period - Date.now() + 50);
  }
}
