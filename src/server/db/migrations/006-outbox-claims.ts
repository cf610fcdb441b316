import { sql } from 'kysely';
import type { Migration } from './helpers';

// The windows in force when this migration was written, so submissions saved just before the
// upgrade still count as the same submission just after it (see backfill below).
const WINDOWS_AT_UPGRADE_MS = {
  contact_messages: 60 * 60_000,
  home_quote_requests: 10 * 60_000,
  credit_applications: 60 * 60_000,
} as const;

export const outboxClaimsMigration: Migration = {
  name: '006-outbox-claims',
  async up(db) {
    // Each claim of an outbox row writes its own random token; only that claim may settle the row.
    await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute();

    // One row per submission within its window: the primary key, not a read before the write,
    // decides which of two identical concurrent submissions is saved (decision 061).
    await db.schema
      .createTable('submission_keys')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('submission_keys_pkey', ['kind', 'fingerprint'])
      .execute();

    // Earlier submissions had no key; give the recent ones theirs, the oldest record first (the one
    // the old check returned), so a repeat arriving right after the upgrade is still recognised.
    const now = Date.now();
    for (const [table, windowMs] of Object.entries(WINDOWS_AT_UPGRADE_MS)) {
      const since = new Date(now - windowMs).toISOString();
      const { rows } = await sql<{ id: number; fingerprint: string; created_at: string }>`
        select id, fingerprint, created_at from ${sql.table(table)}
        where created_at >= ${since} order by id`.execute(db);
      for (const row of rows) {
        await sql`
          insert into submission_keys (kind, fingerprint, record_id, expires_at)
          values (${table}, ${row.fingerprint}, ${row.id}, ${Date.parse(row.created_at) + windowMs})
          on conflict do nothing`.execute(db);
      }
    }
  },
};
