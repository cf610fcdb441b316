import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { VIOLATION_MESSAGE } from '@/server/http/csp-reports';
import { log } from '@/server/log';

// The reports of what the Content Security Policy refused (src/server/http/csp-reports.ts,
// decision 120), sent to the API's router in process as a browser sends them: logged one line a
// violation, at most 100 a minute, and refused when they are not reports or are too large.

/** A violation as `report-uri` sends it. */
const LEGACY = {
  'csp-report': {
    'document-uri': 'https://example.com.au/contact',
    'blocked-uri': 'inline',
    'effective-directive': 'script-src-attr',
    'line-number': 12,
    disposition: 'enforce',
  },
};

/** That violation as it is logged. */
const REPORTED_LEGACY = {
  page: 'https://example.com.au/contact',
  blocked: 'inline',
  directive: 'script-src-attr',
  source: undefined,
  line: 12,
  sample: undefined,
  disposition: 'enforce',
};

/** Another as the Reporting API sends it. */
const REPORTING_API = {
  type: 'csp-violation',
  body: {
    documentURL: 'https://example.com.au/about',
    blockedURL: 'eval',
    effectiveDirective: 'script-src',
  },
};

const post = (body: string, type = 'application/csp-report') =>
  apiRouter.request('/csp-report', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });

/** The violations logged while `work` ran. */
async function logged(work: () => unknown): Promise<unknown[]> {
  const warn = vi.spyOn(log, 'warn');
  await work();
  const lines = warn.mock.calls.filter(([, message]) => message === VIOLATION_MESSAGE);
  warn.mockRestore();
  return lines.map(([fields]) => (fields as { csp: unknown }).csp);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the reports of the Content Security Policy', () => {
  it('logs a violation sent either way, in one shape, and answers 204', async () => {
    let legacy: Response | undefined;
    let array: Response | undefined;
    const lines = await logged(async () => {
      legacy = await post(JSON.stringify(LEGACY));
      array = await post(
        JSON.stringify([REPORTING_API, { type: 'deprecation' }]),
        'application/reports+json',
      );
    });
    expect(legacy?.status).toBe(204);
    expect(array?.status).toBe(204);
    expect(legacy?.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([
      REPORTED_LEGACY,
      {
        page: 'https://example.com.au/about',
        blocked: 'eval',
        directive: 'script-src',
        source: undefined,
        line: undefined,
        sample: undefined,
        disposition: undefined,
      },
    ]);
  });

  it('refuses what is not a report (400) and a body over 64 KiB (413), logging nothing', async () => {
    const statuses: number[] = [];
    const lines = await logged(async () => {
      statuses.push((await post('junk')).status);
      statuses.push((await post(JSON.stringify({ nothing: 'here' }))).status);
      statuses.push((await post(JSON.stringify([LEGACY, 'x'.repeat(70_000)]))).status);
    });
    expect(statuses).toEqual([400, 400, 413]);
    expect(lines).toEqual([]);
  });

  it('logs at most 100 violations a minute, and how many it left out once the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const flood = JSON.stringify(Array.from({ length: 150 }, () => REPORTING_API));
    expect(await logged(() => post(flood))).toHaveLength(100);
    const warn = vi.spyOn(log, 'warn');
    vi.setSystemTime(new Date('2030-01-01T00:01:00Z'));
    expect((await post(JSON.stringify(LEGACY))).status).toBe(204);
    expect(warn.mock.calls.map(([fields, message]) => [message, fields])).toEqual([
      ['content security policy reports not logged', { dropped: 50 }],
      [VIOLATION_MESSAGE, { csp: { ...REPORTED_LEGACY } }],
    ]);
    warn.mockRestore();
  });
});
