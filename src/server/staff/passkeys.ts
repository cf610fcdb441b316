import 'server-only';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { PASSKEY_NAME_MAX, STAFF_MESSAGES, STAFF_ROLES } from './constants';
import { iso, truthy } from './library-values';

/** A passkey as the account page lists it. */
export type StaffPasskey = {
  id: string;
  name: string;
  createdAt: string | null;
  /** Synced between the person's devices (a password manager or phone account), or one device. */
  synced: boolean;
};

/** The signed-in person's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<StaffPasskey[]> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['id', 'name', 'createdAt', 'backedUp'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? 'Passkey',
    createdAt: row.createdAt == null ? null : iso(row.createdAt),
    synced: truthy(row.backedUp),
  }));
}

/** A new passkey needs a name of 1 to 60 characters after trimming. */
export function checkPasskeyName(body: unknown): void {
  const name = (body as { name?: unknown } | undefined)?.name;
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) throw new APIError('BAD_REQUEST', { message: 'Give the passkey a name.' });
  if (trimmed.length > PASSKEY_NAME_MAX)
    throw new APIError('BAD_REQUEST', {
      message: `Keep the name under ${PASSKEY_NAME_MAX} characters.`,
    });
}

/**
 * A passkey stands for both factors only when the authenticator checked the person (PIN or
 * biometrics), not merely that a key was present.
 */
export function requireUserVerified(userVerified: boolean | undefined): void {
  if (!userVerified)
    throw new APIError('UNAUTHORIZED', {
      message: 'The passkey did not check who you are (PIN, fingerprint or face).',
    });
}

/** A credential is registered once: the same device again is refused, not a database error. */
export async function refuseKnownCredential(db: Db, credentialId: string | undefined) {
  const known = credentialId
    ? await db
        .selectFrom('staff_passkeys')
        .select('id')
        .where('credentialID', '=', credentialId)
        .executeTakeFirst()
    : undefined;
  if (known)
    throw new APIError('BAD_REQUEST', { message: 'This device already has a passkey here.' });
}

/**
 * Before a passkey sign-in makes a session: its owner must be an enabled account with a known role
 * and an enrolled authenticator, like any signed-in staff member.
 */
export async function refuseInactiveOwner(db: Db, credentialId: unknown): Promise<void> {
  const owner =
    typeof credentialId === 'string'
      ? await db
          .selectFrom('staff_passkeys')
          .innerJoin('staff_users', 'staff_users.id', 'staff_passkeys.userId')
          .select(['staff_users.banned', 'staff_users.role', 'staff_users.twoFactorEnabled'])
          .where('staff_passkeys.credentialID', '=', credentialId)
          .executeTakeFirst()
      : undefined;
  const active =
    owner !== undefined &&
    !truthy(owner.banned) &&
    truthy(owner.twoFactorEnabled) &&
    (STAFF_ROLES as readonly string[]).includes(owner.role ?? '');
  if (!active) throw new APIError('UNAUTHORIZED', { message: STAFF_MESSAGES.passkeyFailed });
}
