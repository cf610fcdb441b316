// The headers that only some pages carry, given by next.config at build time (kept free of
// imports, so next.config can load it). The headers every answer carries are the server's own
// (RESOURCE_HEADERS, set on every answer by scripts/site-response.ts). Strict-Transport-Security
// is the running server's too (scripts/server.mts), from its own SITE_URL, as one build may serve
// a plain-http address and an https one.

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
