import type { Migration } from './helpers';
import { withId } from './helpers';

export const homeQuoteRequestsMigration: Migration = {
  name: '005-home-quote-requests',
  async up(db, dialect) {
    await withId(db.schema.createTable('home_quote_requests'), dialect)
      .addColumn('pickup', 'text', (c) => c.notNull())
      .addColumn('delivery', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('home_quote_requests_fingerprint')
      .on('home_quote_requests')
      .columns(['fingerprint', 'created_at'])
      .execute();
  },
};
