import 'server-only';
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { database, poolUse } from '../db/client';
import { env } from '../env';
import type { MetricsGauges, SiteMetrics } from './metrics-server.ts';

// The application's side of the metrics (decision 137): the registry is made by the server
// (scripts/server.mts, through metrics-server.ts) and found here on globalThis, so this code,
// bundled by Next, records into the one registry the metrics port serves. Without that server
// (next dev, a test that does not make one) these calls do nothing.
function metrics(): SiteMetrics | undefined {
  return (globalThis as { __siteMetrics?: SiteMetrics }).__siteMetrics;
}

/** A call or mail refused by a limit: pricing, store, mail, lookup or visitor-mail. */
export function countRefusal(kind: string): void {
  metrics()?.refused(kind);
}

/** Records the daily pruning removed or emptied, by kind. */
export function countPruned(kind: string, count: number): void {
  if (count > 0) metrics()?.pruned(kind, count);
}

export function markPruningRun(): void {
  metrics()?.pruningRan();
}

/** Outbox, database pool and data disk gauges, read at each scrape. */
async function collectDatabaseGauges(gauges: MetricsGauges): Promise<void> {
  const disk = await fs.statfs(env().dataDir);
  gauges.disk.free.set(disk.bavail * disk.bsize);
  gauges.disk.size.set(disk.blocks * disk.bsize);
  const pool = poolUse();
  gauges.pool.set({ state: 'total' }, pool.total);
  gauges.pool.set({ state: 'idle' }, pool.idle);
  gauges.pool.set({ state: 'waiting' }, pool.waiting);
  const db = await database();
  const now = Date.now();
  const row = await db
    .selectFrom('outbox')
    .select([
      sql<number | string>`sum(case when attempts = 0 then 1 else 0 end)`.as('pending'),
      sql<number | string>`sum(case when attempts > 0 then 1 else 0 end)`.as('failing'),
      sql<
        number | string | null
      >`min(case when next_attempt_at <= ${now} then next_attempt_at end)`.as('oldest_due'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  gauges.outbox.pending.set(Number(row?.pending ?? 0));
  gauges.outbox.failing.set(Number(row?.failing ?? 0));
  const oldest = row?.oldest_due == null ? undefined : Number(row.oldest_due);
  gauges.outbox.oldestDue.set(oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000));
}

/** Register the database's gauges with the server's metrics, once per process. */
export function registerDatabaseMetrics(): void {
  const m = metrics();
  const flag = globalThis as { __databaseGaugesRegistered?: boolean };
  if (!m || flag.__databaseGaugesRegistered) return;
  flag.__databaseGaugesRegistered = true;
  m.addCollector(collectDatabaseGauges);
}
