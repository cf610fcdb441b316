import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

import { servedOverHttps, xsrfCookieName } from '@/lib/xsrf-cookie';

// Give every browser an anti-forgery token (spec §6). The client copies the cookie into the
// X-XSRF-TOKEN header of each non-GET call; a page on another site can do neither.
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  // The staff console is never indexed (decision 080), its pages as well as its calls.
  if (request.nextUrl.pathname === '/staff' || request.nextUrl.pathname.startsWith('/staff/'))
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const secure = servedOverHttps(request.url);
  const name = xsrfCookieName(secure);
  if (!request.cookies.get(name)) {
    const bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    response.cookies.set(name, token, {
      path: '/',
      sameSite: 'strict',
      secure,
      httpOnly: false,
    });
  }
  return response;
}

// Not the API (`tms/`): a browser calls it from a page, which has already given it the cookie, and
// a call without one is refused by the API itself; the proxy cost every call about a millisecond
// (decision 073).
export const config = {
  matcher: [
    '/((?!tms/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|healthz|readyz|.*\\.(?:png|jpg|svg|webp|woff2?|pdf|xml|txt)$).*)',
  ],
};
