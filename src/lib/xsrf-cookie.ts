// The anti-forgery cookie's name (spec §6: the standard XSRF-TOKEN). On https it carries the
// `__Host-` prefix, which browsers accept only from the site itself, Secure, for the whole path and
// with no Domain: a neighbouring subdomain cannot plant a token of its choosing.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HOST_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The cookie name the site sets and accepts, by the public address it is served on. */
export function xsrfCookieName(secure: boolean): string {
  return secure ? XSRF_HOST_COOKIE : XSRF_COOKIE;
}

/** True when the site's public address is https (SITE_URL), or this request came over https. */
export function servedOverHttps(requestUrl?: string): boolean {
  return (
    (process.env.SITE_URL ?? '').startsWith('https://') || (requestUrl ?? '').startsWith('https://')
  );
}
