import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Gauge, Registry } from 'prom-client';

export type MetricsGauges = {
  outbox: { pending: Gauge; failing: Gauge; oldestDue: Gauge };
  pool: Gauge<'state'>;
  disk: { free: Gauge; size: Gauge };
};

export type SiteMetrics = {
  registry: Registry;
  gauges: MetricsGauges;
  request(route: string, method: string | undefined, status: number, seconds: number): void;
  refused(kind: string): void;
  pruned(kind: string, count: number): void;
  pruningRan(at?: number): void;
  addCollector(collect: (gauges: MetricsGauges) => Promise<void>): void;
  text(): Promise<string>;
};

export declare function routeLabel(url: string, status: number): string;
export declare function siteMetrics(): SiteMetrics;
export declare function trackRequest(req: IncomingMessage, res: ServerResponse): void;
export declare function metricsSettings(
  env?: Record<string, string | undefined>,
): { port: number; host: string; token: string | undefined } | undefined;
export declare function startMetricsServer(options?: {
  log?: { info: (...args: unknown[]) => void; error: (...args: unknown[]) => void };
  env?: Record<string, string | undefined>;
}): Promise<Server | undefined>;
