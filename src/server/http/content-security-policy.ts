// The Content Security Policy of every answer (decision 120). No page runs a script the policy
// does not name: `script-src 'strict-dynamic'` with, for a page rendered once by the build, the
// SHA-256 of each inline script it holds and of each script file it loads (by the file's
// `integrity` attribute), taken from the very bytes served; for a page rendered per request, a
// fresh nonce that Next writes on its own scripts, plus the hashes of the site's own script files.
// A script those load is trusted in turn ('strict-dynamic'): that is how the framework of a page
// with forms arrives (decision 105). No 'unsafe-inline' or 'unsafe-eval' anywhere, no style
// attribute, nothing from another origin. The Node server runs this module through tsx; Next
// bundles it with the application.
import { createHash, randomBytes } from 'node:crypto';

/**
 * Where browsers send the reports of what the policy refused (csp-reports.ts), by
 * `report-uri`: every browser sends those at once. The Reporting API's `report-to` is left out:
 * Chromium then ignores `report-uri` and sends its reports in batches up to a minute late, too late
 * for a test to tell which page caused one.
 */
export const CSP_REPORT_PATH = '/csp-report';

/** The origin of NEXT_PUBLIC_API_BASE when the API lives elsewhere; pages must be allowed to call it. */
export function apiOrigin(base = process.env.NEXT_PUBLIC_API_BASE): string {
  if (!base) return '';
  try {
    return new URL(base).origin;
  } catch {
    return '';
  }
}

/**
 * The policy of a page. `scripts` are the script sources it may run ('sha256-…', 'nonce-…'); with
 * none, it runs no script at all. `dev` is for `next dev`, whose reloading and React's development
 * build need eval and inline scripts: never a built site.
 */
export function pagePolicy({
  scripts = [],
  dev = false,
  api = apiOrigin(),
}: { scripts?: readonly string[]; dev?: boolean; api?: string } = {}): string {
  const scriptSrc = dev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : scripts.length > 0
      ? `'strict-dynamic' ${scripts.join(' ')}`
      : "'none'";
  return [
    "default-src 'none'",
    `script-src ${scriptSrc}`,
    // Every style is in the site's stylesheet; the few sizes a script sets go through the CSSOM,
    // which the policy does not govern.
    `style-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}${dev ? ' ws:' : ''}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** The policy of an answer that is no page (the API's JSON, a PDF): it may load nothing. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The headers every answer carries besides its policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/**
 * The headers of every answer, with the policy of one that is no page: the server's answers start
 * with them (scripts/site-response.ts), whoever writes them, and a page's policy replaces this one.
 */
export const RESOURCE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': RESOURCE_POLICY,
};

/** A source for `script-src` naming text by its SHA-256. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A fresh nonce for one answer, in the form Next reads from the request's policy. */
export const newNonce = (): string => randomBytes(18).toString('base64');

/** The script-src source of a nonce. */
export const nonceSource = (nonce: string): string => `'nonce-${nonce}'`;

/** Script elements: their attributes and their text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types the browser runs; any other `type` is data (JSON, structured data). */
const SCRIPT_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** An attribute's value in a tag's attribute text, or undefined. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The script sources a page rendered by the build needs, from its exact text: the hash of each
 * inline script the browser would run (structured data and other data blocks are not run), and
 * the hashes each script file's `integrity` attribute names. `inline: false` leaves out the inline
 * scripts (a page that must have none).
 */
export function scriptSources(
  html: string,
  { inline = true }: { inline?: boolean } = {},
): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = (attribute(attributes, 'type') ?? '').trim();
    if (!SCRIPT_TYPE.test(type)) continue;
    if (attribute(attributes, 'src') !== undefined) {
      for (const hash of (attribute(attributes, 'integrity') ?? '').split(/\s+/)) {
        if (/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(hash)) sources.add(`'${hash}'`);
      }
    } else if (inline) {
      sources.add(hashSource(text));
    }
  }
  return [...sources];
}

/** The `integrity` value of a script file's text. */
export const integrityOf = (text: string | Buffer): string =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;
