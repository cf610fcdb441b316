import type { Migration } from './helpers';

export const idempotencyKeysMigration: Migration = {
  name: '007-idempotency-keys',
  async up(db) {
    // One row per Idempotency-Key a client sent to a route: the body it came with and, once the
    // call succeeded, the answer a repeat of that key gets for 24 hours (decision 036).
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('body_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('answer', 'text')
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['route', 'client', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_expires_at')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },
};
