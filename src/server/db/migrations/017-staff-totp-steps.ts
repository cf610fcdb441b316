import type { Migration } from './helpers';

/**
 * The last authenticator time step each staff member signed in with (decision 181): a code is
 * accepted once, and never one of an earlier step, so a code seen over a shoulder or in a proxy's
 * log cannot open a second session while it is still valid.
 */
export const staffTotpStepsMigration: Migration = {
  name: '017-staff-totp-steps',
  async up(db) {
    await db.schema
      .createTable('staff_totp_steps')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('last_step', 'bigint', (c) => c.notNull())
      .execute();
  },
};
