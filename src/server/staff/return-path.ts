// Where the sign-in page sends a person back to after signing in again (no server imports here).

const BASE = 'https://console.invalid';

/**
 * A page of the console to come back to after sign-in, or undefined: only a path of this site
 * under /staff/, never another site's address (`//host`, `https:`, a backslash), a call or the
 * sign-in pages themselves, so the parameter cannot send anyone elsewhere.
 */
export function staffReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!/^\/staff\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/.test(value)) return undefined;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || !url.pathname.startsWith('/staff/')) return undefined;
  if (/^\/staff\/(?:api|sign-in|set-up)(?:\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page's address that comes back to `path` (a console page) afterwards. */
export function signInAgainHref(path: string): string {
  const back = staffReturnPath(path);
  return back ? `/staff/sign-in?next=${encodeURIComponent(back)}` : '/staff/sign-in';
}
