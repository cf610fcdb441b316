import 'server-only';
import { database, dialect } from './db/client';
import { env } from './env';
import { log } from './log';
import { registerDatabaseMetrics } from './metrics/site-metrics';
import { startDeliveryLoop } from './outbox/outbox';
import { startRetentionLoop } from './retention/retention';

/**
 * Start-up of one server instance. A bad environment or a database that cannot be migrated stops
 * the process with the reason, rather than leaving a server up that answers every request with an error.
 */
export async function startServer(): Promise<void> {
  try {
    const e = env();
    await database();
    startDeliveryLoop();
    startRetentionLoop();
    registerDatabaseMetrics();
    log.info(
      {
        database: dialect(),
        dataDir: e.DATABASE_URL ? undefined : e.dataDir,
        mail: e.SMTP_URL ? 'smtp' : 'eml files',
        siteUrl: e.siteUrl,
      },
      'server ready',
    );
  } catch (err) {
    console.error(`The site cannot start.\n${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
