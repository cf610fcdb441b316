import { timingSafeEqual } from 'node:crypto';

// Double-submit anti-forgery token (spec §6): the cookie is set by proxy.ts, the browser client
// copies it into the header, and a cross-site page can read neither.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

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
  const cookie = readCookie(request.headers.get('cookie'), XSRF_COOKIE);
  const header = request.headers.get(XSRF_HEADER);
  if (!cookie || !header || cookie.length < 16) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
