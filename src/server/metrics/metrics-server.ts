// The site's metrics in Prometheus' text format (decision 137), served on a port of their own
// (METRICS_PORT), on loopback unless told otherwise, and then only with a bearer token. The
// registry lives on globalThis: the application's code, bundled apart by Next, records into it
// through src/server/metrics/site-metrics.ts without a second copy of the library.
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import client from 'prom-client';
import type { Gauge, Registry } from 'prom-client';

/** The gauges set from the database before each scrape. */
export type MetricsGauges = {
  outbox: { pending: Gauge; failing: Gauge; oldestDue: Gauge };
  pool: Gauge<'state'>;
  disk: { free: Gauge; size: Gauge };
};

/** A function run before each scrape that sets gauges from the database. */
type Collector = (gauges: MetricsGauges) => Promise<void>;

/** The process's metrics: what the server and the application record, and the scrape's text. */
export type SiteMetrics = {
  registry: Registry;
  gauges: MetricsGauges;
  request(route: string, method: string | undefined, status: number, seconds: number): void;
  refused(kind: string): void;
  pruned(kind: string, count: number): void;
  pruningRan(at?: number): void;
  addCollector(collect: Collector): void;
  text(): Promise<string>;
};

/** Where the metrics port's events are logged (the server's pino logger). */
type MetricsLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** Environment variables, as in process.env. */
type Environment = Record<string, string | undefined>;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Latency buckets in seconds: pages from memory answer in well under a millisecond. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

/**
 * A route label of bounded cardinality: one per API call, page or kind of asset; whatever was not
 * found is "unmatched", so a scanner's thousand made-up paths stay one series.
 */
export function routeLabel(url: string, status: number): string {
  if (status === 404) return 'unmatched';
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (pathname.startsWith('/_next/')) return '/_next';
  if (pathname.startsWith('/_payload/')) return '/_payload';
  if (pathname.startsWith('/staff')) return '/staff';
  if (pathname.startsWith('/api/')) return '/api';
  if (pathname.length > 80 || !/^\/[a-z0-9/._-]*$/i.test(pathname)) return 'other';
  return pathname.endsWith('/') && pathname.length > 1 ? pathname.slice(0, -1) : pathname;
}

function createSiteMetrics(): SiteMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // Gauges named like counters, which promtool refuses; the same counts stay, by type, in
  // nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);
  const requests = new client.Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request reaching the server to the end of its answer, by route.',
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'site_rate_limit_refusals_total',
    help: 'Calls or mails refused by a limit, by kind (pricing, store, mail, lookup, visitor-mail).',
    labelNames: ['kind'],
    registers: [registry],
  });
  const pruned = new client.Counter({
    name: 'site_retention_pruned_total',
    help: 'Records removed or emptied by the daily retention pruning, by kind.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const lastPruning = new client.Gauge({
    name: 'site_retention_last_run_timestamp_seconds',
    help: 'When this process last ran the retention pruning (0: not yet).',
    registers: [registry],
  });
  // Values read from the database when scraped, by collectors the application registers.
  const collectors: Collector[] = [];
  const outbox = {
    pending: new client.Gauge({
      name: 'site_outbox_pending',
      help: 'Mail queued and not tried yet.',
      registers: [registry],
    }),
    failing: new client.Gauge({
      name: 'site_outbox_failing',
      help: 'Mail tried, failed and waiting for its next try.',
      registers: [registry],
    }),
    oldestDue: new client.Gauge({
      name: 'site_outbox_oldest_due_age_seconds',
      help: 'How long the oldest mail that is due has waited past its due time (0: none due).',
      registers: [registry],
    }),
  };
  const pool = new client.Gauge({
    name: 'site_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting for one); SQLite has one connection.',
    labelNames: ['state'],
    registers: [registry],
  });
  const disk = {
    free: new client.Gauge({
      name: 'site_data_disk_free_bytes',
      help: 'Bytes free to the site on the disk of its data folder (DATA_DIR).',
      registers: [registry],
    }),
    size: new client.Gauge({
      name: 'site_data_disk_size_bytes',
      help: 'Size in bytes of the disk of the data folder.',
      registers: [registry],
    }),
  };
  const collectErrors = new client.Counter({
    name: 'site_metrics_collect_errors_total',
    help: 'Scrapes in which a value could not be read from the database.',
    registers: [registry],
  });
  return {
    registry,
    gauges: { outbox, pool, disk },
    /** Count one answered request (called when its answer has been sent). */
    request(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route }, seconds);
    },
    refused(kind) {
      refusals.inc({ kind });
    },
    pruned(kind, count) {
      pruned.inc({ kind }, count);
    },
    pruningRan(at = Date.now()) {
      lastPruning.set(at / 1000);
    },
    /** A function run before each scrape that sets gauges from the database. */
    addCollector(collect) {
      collectors.push(collect);
    },
    async text() {
      const results = await Promise.allSettled(collectors.map((c) => c(this.gauges)));
      if (results.some((r) => r.status === 'rejected')) collectErrors.inc();
      return registry.metrics();
    },
  };
}

const shared = globalThis as { __siteMetrics?: SiteMetrics };

/** The process's metrics, made once and shared through globalThis. */
export function siteMetrics(): SiteMetrics {
  shared.__siteMetrics ??= createSiteMetrics();
  return shared.__siteMetrics;
}

/**
 * Count a request when its answer is finished, once the metrics exist. Cheap: a clock read now, a counter and a histogram
 * bucket when it ends.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse): void {
  // Without METRICS_PORT nothing is measured.
  const metrics = shared.__siteMetrics;
  if (!metrics) return;
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.request(
      routeLabel(req.url ?? '/', res.statusCode),
      req.method,
      res.statusCode,
      seconds,
    );
  });
}

/** METRICS_PORT, METRICS_HOST and METRICS_TOKEN, checked; throws with the variable's name. */
export function metricsSettings(
  env: Environment = process.env,
): { port: number; host: string; token: string | undefined } | undefined {
  if (!env.METRICS_PORT) return undefined;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number (got "${env.METRICS_PORT}")`);
  const host = env.METRICS_HOST || '127.0.0.1';
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 24)
    throw new Error('METRICS_TOKEN must be at least 24 characters');
  if (!LOOPBACK.has(host) && !token)
    throw new Error(
      `METRICS_HOST is ${host}, beyond this machine: set METRICS_TOKEN too, or leave METRICS_HOST unset (loopback)`,
    );
  return { port, host, token };
}

function authorised(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Serve /metrics on its own port. Resolves with the server once it listens, or undefined when
 * METRICS_PORT is unset.
 */
export function startMetricsServer({
  log,
  env = process.env,
}: { log?: MetricsLog; env?: Environment } = {}): Promise<Server | undefined> {
  const settings = metricsSettings(env);
  if (!settings) return Promise.resolve(undefined);
  const metrics = siteMetrics();
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!authorised(req, settings.token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('A bearer token is required\n');
      return;
    }
    metrics
      .text()
      .then((text) => {
        res.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      })
      .catch((err: unknown) => {
        log?.error({ err }, 'metrics could not be written');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      });
  });
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      server.unref();
      // Listening on a port, not a pipe, the server's address is an AddressInfo.
      const { address, port } = server.address() as AddressInfo;
      log?.info({ host: address, port, token: Boolean(settings.token) }, `metrics on port ${port}`);
      resolve(server);
    });
  });
}
