// Where browsers report what the Content Security Policy refused (decision 120): `report-uri`
// (one JSON object per violation), and the Reporting API's form (a JSON array of reports) too.
// Each violation is logged once as a warning, "content security policy violation", with the page,
// what was refused and the directive; the browser tests fail on any such line. The address takes
// POST alone, bodies of at most 64 KiB, and logs at most 100 violations a minute per server, so
// that a flood of forged reports cannot fill the log.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSP_REPORT_PATH } from '../src/server/http/content-security-policy.ts';

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

export type CspReportsOptions = {
  log: { warn(fields: object, message: string): void };
  now?: () => number;
};

export function createCspReports({ log, now = Date.now }: CspReportsOptions): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
} {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;

  function record(violations: Violation[]): void {
    if (now() - windowStart >= 60_000) {
      if (dropped > 0) log.warn({ dropped }, 'content security policy reports not logged');
      windowStart = now();
      logged = 0;
      dropped = 0;
    }
    for (const violation of violations) {
      if (logged >= MAX_PER_MINUTE) dropped += 1;
      else {
        logged += 1;
        log.warn({ csp: violation }, VIOLATION_MESSAGE);
      }
    }
  }

  /** Answer a report sent to CSP_REPORT_PATH; false for any other request. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.url ?? '').split('?', 1)[0] !== CSP_REPORT_PATH || req.method !== 'POST') return false;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BYTES) {
        res.writeHead(413, { 'cache-control': 'no-store', connection: 'close' });
        res.end();
        return;
      }
      let violations: Violation[] = [];
      try {
        violations = violationsOf(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        // not JSON: nothing to log
      }
      record(violations);
      res.writeHead(violations.length > 0 ? 204 : 400, { 'cache-control': 'no-store' });
      res.end();
    });
    req.on('error', () => res.destroy());
    return true;
  }

  return { serve };
}
