import 'server-only';
import { database, dialect } from './db/client';
import { env } from './env';
import { log } from './log';
import { startDeliveryLoop } from './outbox/outbox';

export async function startServer(): Promise<void> {
  const e = env();
  await database();
  startDeliveryLoop();
  log.info(
    {
      database: dialect(),
      dataDir: e.DATABASE_URL ? undefined : e.dataDir,
      mail: e.SMTP_URL ? 'smtp' : 'eml files',
      siteUrl: e.siteUrl,
    },
    'server ready',
  );
}
