import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db } from '../db/client';
import { log } from '../log';

/**
 * Staff passwords are keyed before they are hashed (OWASP ASVS 2.4.5, decision 183): HMAC-SHA-256
 * with a key derived from the console's secret, which lives in the configuration or the key file,
 * never in the database; then the authentication library's own scrypt with its random salt. A
 * copy of the database alone (a stolen backup, a dump) cannot be guessed against offline.
 *
 * A hash made so starts with `PEPPERED`; one without it was made before, by scrypt alone. Such a
 * hash still verifies, and is replaced by a keyed one the first time its password is given.
 */
export const PEPPERED = 'hmac-sha256.scrypt:';

type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** The library's `emailAndPassword.password` for a console keyed by `secret`. */
export function staffPasswordHashing(secret: string, db: Db): PasswordHashing {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'staff password pepper', 32));
  const keyed = (password: string) =>
    createHmac('sha256', key).update(password.normalize('NFKC'), 'utf8').digest('base64url');
  const hash = async (password: string) => PEPPERED + (await hashPassword(keyed(password)));
  return {
    hash,
    async verify({ hash: stored, password }) {
      if (stored.startsWith(PEPPERED))
        return verifyPassword({ hash: stored.slice(PEPPERED.length), password: keyed(password) });
      if (!(await verifyPassword({ hash: stored, password }))) return false;
      // An older hash: the stored value names its row (its salt is random), so it is replaced
      // where it stands, and only if no one replaced it meanwhile.
      try {
        await db
          .updateTable('staff_accounts')
          .set({ password: await hash(password) })
          .where('providerId', '=', 'credential')
          .where('password', '=', stored)
          .execute();
      } catch (err) {
        log.warn(
          { err },
          'staff password hash not upgraded; it is tried again at the next sign-in',
        );
      }
      return true;
    },
  };
}
