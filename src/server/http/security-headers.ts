// Response headers for every route. Kept free of imports but the policy's own plain module, so
// next.config can load it at build time.
import { pagePolicy, RESOURCE_POLICY, SECURITY_HEADERS } from './content-security-policy.ts';

/**
 * The Content Security Policy Next gives every answer: nothing may be loaded by an answer that is
 * no page. The production server (scripts/server.mts) gives each page its own policy in its place
 * (decision 120); `next dev` gives pages one that lets its reloading and React's development
 * build run.
 */
function contentSecurityPolicy(dev = process.env.NODE_ENV === 'development'): string {
  return dev ? pagePolicy({ dev: true }) : RESOURCE_POLICY;
}

/**
 * The headers of every answer, set at build time. Strict-Transport-Security is not among them: the
 * running server sets it from its own SITE_URL (scripts/server.mts), as one build may serve a
 * plain-http address and an https one.
 */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    ...Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
  ];
}

/**
 * The pages that open in a browsing-context group of their own (Cross-Origin-Opener-Policy:
 * same-origin), so that no page of another site that opened them keeps a handle on their window:
 * the credit application, where a visitor types bank details and signs, and the staff console.
 * Not every page (decision 108): on Android, Chrome gives a site that sends the header a renderer
 * process of its own, so every visit arriving from a search result or another site would start a
 * new renderer and pay its first layout cold, on pages that hold nothing a window handle could reach.
 */
export const ISOLATED_PAGES = ['/resources/credit-application', '/staff', '/staff/:path*'] as const;

export function isolationHeaders(): { key: string; value: string }[] {
  return [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }];
}
