import type { Migration } from './helpers';

/**
 * Whether a staff member must choose a new password before the console opens (decision 191): set
 * when they sign in with a password on the common-password list (one set before the list was
 * checked, or one the list has since taken in), cleared when they change it. A field of the
 * authentication library's user table, so every request's session read carries it.
 */
export const staffPasswordChangeDueMigration: Migration = {
  name: '018-staff-password-change-due',
  async up(db, dialect) {
    await db.schema
      .alterTable('staff_users')
      .addColumn('passwordChangeDue', dialect === 'postgres' ? 'boolean' : 'integer')
      .execute();
  },
};
