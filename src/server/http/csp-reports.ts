// Where browsers report what the Content Security Policy refused (decision 120): `report-uri`
// (one JSON object per violation), and the Reporting API's form (a JSON array of reports) too.
// Each violation is logged once as a warning, "content security policy violation", with the page,
// what was refused and the directive; the browser tests fail on any such line. The address takes
// POST alone, bodies of at most 64 KiB, and logs at most 100 violations a minute per server, so
// that a flood of forged reports cannot fill the log. It is a row of the API's table
// (src/server/api/routes.ts).
import 'server-only';
import { log } from '../log';
import { readLimitedText } from './api';

const MAX_BYTES = 64 * 1024;
const MAX_PER_MINUTE = 100;
/** The log line's message, which the browser tests look for. */
export const VIOLATION_MESSAGE = 'content security policy violation';

/** One violation as logged, in the browser's words (each text cut to 500 characters). */
export type Violation = {
  page: string | undefined;
  blocked: string | undefined;
  directive: string | undefined;
  source: string | undefined;
  line: number | undefined;
  sample: string | undefined;
  disposition: string | undefined;
};

/** Anything a browser sent that has fields to read (the JSON of a report is not trusted). */
const hasFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What a report says, in one shape whichever way it was sent; undefined when it is none. */
export function violationsOf(data: unknown): Violation[] {
  const reports: unknown[] = Array.isArray(data) ? data : [data];
  const found: Violation[] = [];
  for (const report of reports) {
    if (!hasFields(report)) continue;
    const legacy = report['csp-report'];
    const body = legacy ?? (report.type === 'csp-violation' ? report.body : undefined);
    if (!hasFields(body)) continue;
    const text = (value: unknown): string | undefined =>
      typeof value === 'string' ? value.slice(0, 500) : undefined;
    found.push({
      page: text(body['document-uri'] ?? body.documentURL),
      blocked: text(body['blocked-uri'] ?? body.blockedURL),
      directive: text(body['effective-directive'] ?? body.effectiveDirective),
      source: text(body['source-file'] ?? body.sourceFile),
      line: Number(body['line-number'] ?? body.lineNumber) || undefined,
      sample: text(body['script-sample'] ?? body.sample),
      disposition: text(body.disposition),
    });
  }
  return found;
}

/** How many violations were logged or dropped in the current minute, and when it began. */
const minute = { start: 0, logged: 0, dropped: 0 };

/** Log each violation, at most MAX_PER_MINUTE a minute; the count of the others once a minute. */
function record(violations: Violation[], now: number): void {
  if (now - minute.start >= 60_000) {
    if (minute.dropped > 0)
      log.warn({ dropped: minute.dropped }, 'content security policy reports not logged');
    Object.assign(minute, { start: now, logged: 0, dropped: 0 });
  }
  for (const violation of violations) {
    if (minute.logged >= MAX_PER_MINUTE) minute.dropped += 1;
    else {
      minute.logged += 1;
      log.warn({ csp: violation }, VIOLATION_MESSAGE);
    }
  }
}

/** An answer without a body, which no cache keeps. */
const empty = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/** `POST /csp-report`: 204 for a report read, 400 for one that is none, 413 for one too large. */
export async function cspReport(request: Request): Promise<Response> {
  let text: string;
  try {
    text = await readLimitedText(request, MAX_BYTES, (message) => new RangeError(message));
  } catch (err) {
    // Too large, or the browser went away before its report was in.
    return empty(err instanceof RangeError ? 413 : 400);
  }
  let violations: Violation[] = [];
  try {
    violations = violationsOf(JSON.parse(text));
  } catch {
    // not JSON: answered as a report that says nothing
  }
  record(violations, Date.now());
  return empty(violations.length > 0 ? 204 : 400);
}
