import type { Kysely } from 'kysely';
import type { Dialect, Migration } from './helpers';
import { withId } from './helpers';

/**
 * The staff console (decision 080). The six `staff_*` tables whose columns are in camelCase are
 * the authentication library's own (users, sessions, password accounts, one-time tokens, two-factor
 * secrets, rate-limit counters), written here so no tool changes the schema at run time; their
 * columns are the library's field names. The others are the console's: sign-in failures per
 * account, the audit log, the state of each submission and its notes.
 */
export const staffMigration: Migration = {
  name: '008-staff',
  async up(db, dialect) {
    await authTables(db, dialect);

    // Failed sign-ins per lower-cased e-mail address, whether or not an account has it, so a lock
    // says nothing about which addresses are staff.
    await db.schema
      .createTable('staff_sign_in_failures')
      .addColumn('email_key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('staff_audit'), dialect)
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('detail', 'text')
      .addColumn('address', 'text')
      .execute();
    await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();

    await db.schema
      .createTable('staff_item_states')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('assignee_id', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addPrimaryKeyConstraint('staff_item_states_pkey', ['kind', 'record_id'])
      .execute();

    await withId(db.schema.createTable('staff_notes'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('staff_notes_item')
      .on('staff_notes')
      .columns(['kind', 'record_id'])
      .execute();
  },
};

/** The library's tables, as its schema generator writes them for each dialect (better-auth 1.7). */
async function authTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const time = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';
  const users = 'staff_users';

  await db.schema
    .createTable(users)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .addColumn('twoFactorEnabled', bool)
    .addColumn('role', 'text')
    .addColumn('banned', bool)
    .addColumn('banReason', 'text')
    .addColumn('banExpires', time)
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', time, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references(`${users}.id`).onDelete('cascade'))
    .addColumn('impersonatedBy', 'text')
    .execute();
  await db.schema
    .createIndex('staff_sessions_userId_idx')
    .on('staff_sessions')
    .column('userId')
    .execute();

  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references(`${users}.id`).onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', time)
    .addColumn('refreshTokenExpiresAt', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_accounts_userId_idx')
    .on('staff_accounts')
    .column('userId')
    .execute();

  await db.schema
    .createTable('staff_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', time, (c) => c.notNull())
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('updatedAt', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_verifications_identifier_idx')
    .on('staff_verifications')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('staff_two_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references(`${users}.id`).onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', time)
    .execute();
  await db.schema
    .createIndex('staff_two_factors_userId_idx')
    .on('staff_two_factors')
    .column('userId')
    .execute();

  await db.schema
    .createTable('staff_rate_limits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();
}
