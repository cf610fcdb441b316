import type { Migration } from './helpers';

/**
 * Passkeys for staff sign-in (decision 085): the passkey plugin's table, as the authentication
 * library's schema generator writes it for each dialect, renamed like the other library tables.
 * One change: the credential ID is unique, since the sign-in looks a passkey up by it alone.
 */
export const staffPasskeysMigration: Migration = {
  name: '010-staff-passkeys',
  async up(db, dialect) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('staff_passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .addColumn('publicKey', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) =>
        c.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('credentialID', 'text', (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('deviceType', 'text', (c) => c.notNull())
      .addColumn('backedUp', pg ? 'boolean' : 'integer', (c) => c.notNull())
      .addColumn('transports', 'text')
      .addColumn('createdAt', pg ? 'timestamptz' : 'text')
      .addColumn('aaguid', 'text')
      .execute();
    await db.schema
      .createIndex('staff_passkeys_userId_idx')
      .on('staff_passkeys')
      .column('userId')
      .execute();
    await db.schema
      .createIndex('staff_passkeys_credentialID_idx')
      .on('staff_passkeys')
      .column('credentialID')
      .unique()
      .execute();
  },
};
