// Metrics a monitoring system reads (decision 137) and the daily retention pruning (decision 138),
// on SQLite or on PostgreSQL with TEST_DATABASE_URL. Prometheus' own promtool checks the output
// and the alert rules of docs/alerts.yml.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { runOps } from '@/server/ops/program';
import { runRetentionIfDue } from '@/server/retention/retention';
import { registerDatabaseMetrics } from '@/server/metrics/site-metrics';
import {
  metricsSettings,
  routeLabel,
  siteMetrics,
  startMetricsServer,
  trackRequest,
} from '@/server/metrics/metrics-server.ts';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { contactBody, saveQuoteBody } from '../support/valid-bodies';

let app: TestApp;
let metricsServer: http.Server;
let metricsUrl: string;
const servers: http.Server[] = [];

beforeAll(async () => {
  siteMetrics();
  app = await startTestApp({ RATE_LIMIT_MAX: '2' });
  registerDatabaseMetrics();
  metricsServer = (await startMetricsServer({ env: { METRICS_PORT: '0' } }))!;
  const { port, address } = metricsServer.address() as AddressInfo;
  expect(address).toBe('127.0.0.1');
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});
afterAll(async () => {
  for (const s of [metricsServer, ...servers]) s.close();
  await app.close();
});

function promtool(args: string[], input?: string) {
  const result = spawnSync('promtool', args, { input, encoding: 'utf8' });
  if (result.error)
    throw new Error(`promtool is needed (Debian package prometheus): ${String(result.error)}`);
  return result;
}

/** The value of one series in the text format, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests by route and status, limits, the outbox, the pool, memory and event-loop delay, and promtool accepts it', async () => {
    // A server counting its requests as scripts/server.mts does.
    const site = http.createServer((req, res) => {
      trackRequest(req, res);
      const status = req.url?.startsWith('/contact') ? 200 : req.url === '/tms/broken' ? 500 : 404;
      res.writeHead(status).end();
    });
    servers.push(site);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    for (const p of ['/contact', '/contact?x=1', '/tms/broken', '/made-up-1', '/made-up-2'])
      await fetch(`${base}${p}`);

    // The third message from one address within the window is refused by the store limit.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await callRoute('/tms/save-contact', contactBody())).status);
    expect(statuses).toEqual([200, 200, 429]);
    await deliverDueMail();

    // Mail that cannot be sent: one failing, and one that has been due for 20 minutes.
    await app.smtp.stop();
    try {
      const during = { ...contactBody(), email: 'during.outage@example.com' };
      await callRoute('/tms/save-contact', during, { ip: '198.51.100.7' });
      await deliverDueMail();
      const db = await database();
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: Date.now() - 20 * 60_000 })
        .where('status', '=', 'pending')
        .execute();

      const res = await fetch(metricsUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      const text = await res.text();
      const check = promtool(['check', 'metrics'], text);
      expect(check.stdout + check.stderr).toBe('');
      expect(check.status).toBe(0);

      const requests = 'site_http_requests_total';
      expect(valueOf(text, `${requests}{route="/contact",method="GET",status="200"}`)).toBe(2);
      expect(valueOf(text, `${requests}{route="/tms/broken",method="GET",status="500"}`)).toBe(1);
      expect(valueOf(text, `${requests}{route="unmatched",method="GET",status="404"}`)).toBe(2);
      expect(valueOf(text, 'site_http_request_duration_seconds_count{route="/contact"}')).toBe(2);
      expect(text).toContain(
        'site_http_request_duration_seconds_bucket{le="0.005",route="/contact"}',
      );
      expect(valueOf(text, 'site_rate_limit_refusals_total{kind="store"}')).toBe(1);
      expect(valueOf(text, 'site_outbox_failing')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'site_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(1199);
      expect(valueOf(text, 'site_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    } finally {
      await app.smtp.start();
    }
    // Once delivered, nothing is due or failing.
    const db = await database();
    await db.updateTable('outbox').set({ next_attempt_at: Date.now() }).execute();
    await deliverDueMail();
    const after = await (await fetch(metricsUrl)).text();
    expect(valueOf(after, 'site_outbox_failing')).toBe(0);
    expect(valueOf(after, 'site_outbox_oldest_due_age_seconds')).toBe(0);
  });

  it('serves nothing but /metrics, and beyond loopback only with a bearer token', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect(metricsSettings({})).toBeUndefined();
    expect(() => metricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      'set METRICS_TOKEN too',
    );
    const token = 'a-long-enough-token-for-scrapes';
    const guarded = (await startMetricsServer({
      env: { METRICS_PORT: '0', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token },
    }))!;
    servers.push(guarded);
    const url = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}/metrics`;
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('site_');
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const allowed = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('site_http_requests_total');
  });

  it('labels routes with bounded cardinality', () => {
    expect(routeLabel('/tms/saveQuote?x=1', 200)).toBe('/tms/saveQuote');
    expect(routeLabel('/anything-at-all', 404)).toBe('unmatched');
    expect(routeLabel('/_next/static/chunks/abc.js', 200)).toBe('/_next');
    expect(routeLabel('/staff/inbox/credit/12', 200)).toBe('/staff');
    expect(routeLabel('/about/', 200)).toBe('/about');
  });

  it('has alert rules promtool accepts', () => {
    const rules = path.resolve('docs/alerts.yml');
    expect(fs.existsSync(rules)).toBe(true);
    const check = promtool(['check', 'rules', rules]);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const tested = promtool(['test', 'rules', path.resolve('docs/alerts.test.yml')]);
    expect(tested.stdout + tested.stderr).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });
});

describe('retention', () => {
  it('prunes once a day what is past its keeping time, counts it in the metrics, and keeps the rest', async () => {
    const db = await database();
    const day = 24 * 60 * 60_000;
    const old = new Date(Date.now() - 800 * day).toISOString();
    const ip = '203.0.113.50';
    await callRoute('/tms/save-contact', { ...contactBody(), email: 'old@example.com' }, { ip });
    await callRoute('/tms/save-contact', { ...contactBody(), email: 'new@example.com' }, { ip });
    await db
      .updateTable('contact_messages')
      .set({ created_at: old })
      .where('email', '=', 'old@example.com')
      .execute();
    const oldQuote = await callRoute('/tms/saveQuote', saveQuoteBody('quote.old@example.com'), {
      ip: '203.0.113.51',
    });
    const newQuote = await callRoute('/tms/saveQuote', saveQuoteBody('quote.new@example.com'), {
      ip: '203.0.113.51',
    });
    expect(oldQuote.status).toBe(200);
    await db
      .updateTable('quotes')
      .set({ expiry_date: '2024-01-01' })
      .where('quote_number', '=', String(oldQuote.json.qn_random))
      .execute();
    await deliverDueMail();
    // Mail sent 100 days ago: its body and .eml file go, its record stays (until 730 days).
    await db
      .updateTable('outbox')
      .set({ sent_at: new Date(Date.now() - 100 * day).toISOString() })
      .where('to_address', '=', 'quote.old@example.com')
      .execute();
    const eml = path.join(app.dataDir, 'outbox', 'old-mail.eml');
    fs.mkdirSync(path.dirname(eml), { recursive: true });
    fs.writeFileSync(eml, 'To: someone@example.com\n\nold');
    fs.utimesSync(eml, new Date(Date.now() - 100 * day), new Date(Date.now() - 100 * day));

    const before = await (await fetch(metricsUrl)).text();
    const counted = (text: string, kind: string) =>
      valueOf(text, `site_retention_pruned_total{kind="${kind}"}`) ?? 0;

    if (app.dialect === 'postgres') {
      // Another server pruning holds the lock: this one skips.
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [0x5e7e_4710]);
      try {
        expect(await runRetentionIfDue(new Date(), { force: true })).toBeUndefined();
      } finally {
        await other.query('rollback');
        await other.end();
      }
    }

    const counts = await runRetentionIfDue();
    expect(counts).toMatchObject({ contact_messages: 1, quotes: 1, eml_files: 1 });
    expect(counts!.sent_mail_bodies).toBeGreaterThanOrEqual(1);
    // Not due again the same day, whichever server asks.
    expect(await runRetentionIfDue(new Date(Date.now() + 60 * 60_000))).toBeUndefined();

    const emails = (await db.selectFrom('contact_messages').select('email').execute()).map(
      (r) => r.email,
    );
    expect(emails).not.toContain('old@example.com');
    expect(emails).toContain('new@example.com');
    const quotes = (await db.selectFrom('quotes').select('quote_number').execute()).map(
      (r) => r.quote_number,
    );
    expect(quotes).toContain(String(newQuote.json.qn_random));
    expect(quotes).not.toContain(String(oldQuote.json.qn_random));
    expect(fs.existsSync(eml)).toBe(false);
    const sentOld = await db
      .selectFrom('outbox')
      .select(['html', 'subject'])
      .where('to_address', '=', 'quote.old@example.com')
      .execute();
    expect(sentOld.length).toBeGreaterThan(0);
    expect(sentOld.every((r) => r.html === '')).toBe(true);

    const after = await (await fetch(metricsUrl)).text();
    expect(counted(after, 'contact_messages') - counted(before, 'contact_messages')).toBe(1);
    expect(counted(after, 'quotes') - counted(before, 'quotes')).toBe(1);
    expect(valueOf(after, 'site_retention_last_run_timestamp_seconds')).toBeGreaterThan(0);

    // The operator's command runs it now, whenever asked.
    let out = '';
    const code = await runOps(['retention', 'run'], {
      out: (t) => (out += t),
      err: (t) => (out += t),
    });
    expect(code).toBe(0);
    expect(out).toContain('contact_messages     0');
  });
});
