import { timingSafeEqual } from 'node:crypto';
import { servedOverHttps, XSRF_HEADER, xsrfCookieName } from '@/lib/xsrf-cookie';

// Double-submit anti-forgery token (spec §6): the cookie is made by the site's script, the browser client
// copies it into the header, and a cross-site page can read neither.

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function hasValidXsrfToken(request: Request): boolean {
  // On https only the __Host- cookie counts, or a planted plain one would undo its protection;
  // on http the site's script may still have made the __Host- one (a page seen over https through
  // a proxy the server was not told to trust), which is no weaker.
  const names = servedOverHttps(request.url)
    ? [xsrfCookieName(true)]
    : [xsrfCookieName(true), xsrfCookieName(false)];
  const header = request.headers.get(XSRF_HEADER);
  if (!header) return false;
  const b = Buffer.from(header);
  return names.some((name) => {
    const cookie = readCookie(request.headers.get('cookie'), name);
    if (!cookie || cookie.length < 16) return false;
    const a = Buffer.from(cookie);
    return a.length === b.length && timingSafeEqual(a, b);
  });
}
