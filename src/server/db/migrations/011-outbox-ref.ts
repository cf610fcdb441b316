import type { Migration } from './helpers';

/**
 * The mail of a record is looked up by its `ref` ("quotes:12"): the quote page's e-mail call after
 * every saved quote, and the staff console's page of a record. Rows stay in the outbox once sent
 * (`outbox prune` empties their bodies only, docs/operations.md), so without an index each lookup read the whole
 * outbox, a little longer every day.
 */
export const outboxRefMigration: Migration = {
  name: '011-outbox-ref',
  async up(db) {
    await db.schema.createIndex('outbox_ref').on('outbox').columns(['ref', 'topic']).execute();
  },
};
