// The anti-forgery token as the browser sends it back: read from the cookie the site set (the
// __Host- prefixed one on https, src/lib/xsrf-cookie.ts) and put in the X-XSRF-TOKEN header.

import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from './xsrf-cookie';

/** The token from the site's cookie, or undefined when there is none (or no document). */
export function readXsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const cookies = document.cookie.split('; ');
  for (const name of [XSRF_HOST_COOKIE, XSRF_COOKIE]) {
    const match = cookies.find((c) => c.startsWith(`${name}=`));
    if (match) return decodeURIComponent(match.slice(name.length + 1));
  }
  return undefined;
}

/** The header carrying the token, to spread into a same-origin POST's headers. */
export function xsrfHeader(): Record<string, string> {
  const token = readXsrfToken();
  return token ? { [XSRF_HEADER]: token } : {};
}
