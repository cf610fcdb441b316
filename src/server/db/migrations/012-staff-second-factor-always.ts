import { sql } from 'kysely';
import type { Migration } from './helpers';

/**
 * The second factor is asked at every password sign-in (decision 114): the authentication
 * library's "trust this device" records, which let a password alone open a session for 30 days,
 * are deleted. The console refuses to make new ones.
 */
export const staffSecondFactorAlwaysMigration: Migration = {
  name: '012-staff-second-factor-always',
  async up(db) {
    await sql`delete from staff_verifications where identifier like 'trust-device-%'`.execute(db);
    // Failed sign-ins are now counted per e-mail and client address (decision 119): the old
    // per-address counts (and their locks) go.
    await sql`delete from staff_sign_in_failures`.execute(db);
  },
};
