import type { Migration } from './helpers';

/**
 * When each daily task of the site (the retention pruning) last ran, whichever instance ran it: a
 * task due once a day runs once a day however many instances share the database (decision 138).
 */
export const maintenanceRunsMigration: Migration = {
  name: '016-maintenance-runs',
  async up(db) {
    await db.schema
      .createTable('maintenance_runs')
      .addColumn('task', 'text', (c) => c.primaryKey())
      .addColumn('last_run_at', 'text', (c) => c.notNull())
      .addColumn('last_result', 'text', (c) => c.notNull())
      .execute();
  },
};
