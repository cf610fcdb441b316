import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

// The pages set no cookie: the anti-forgery token is made by the site's script in the browser
// (src/site-script/site.js, decision 123), so no answer a shared cache keeps hands one visitor's
// token to the next.
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  // The staff console is never indexed (decision 080), its pages as well as its calls.
  if (request.nextUrl.pathname === '/staff' || request.nextUrl.pathname.startsWith('/staff/'))
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
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
