import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { database } from '../db/client';
import type { Db } from '../db/client';
import { env } from '../env';
import { enqueueMail } from '../outbox/outbox';
import { writeAudit } from './audit';
import type { AuditEntry } from './audit';
import { SET_UP_LINK_SECONDS, staffAuth } from './auth';
import { STAFF_ROLES } from './constants';
import { StaffApiError } from './http';
import { dialectBool, iso, now, truthy } from './library-values';
import { endPendingSignIns } from './pending-sign-ins';
import { sendAccountNotice } from './notice-mail';
import type { Role } from './constants';
import { setUpMail, setUpMailSubject } from './set-up-mail';

export const staffInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Keep the name under 100 characters'),
  role: z.enum(STAFF_ROLES, 'The role must be admin, sales or accounts'),
});
export type StaffInput = z.infer<typeof staffInputSchema>;

/** A refusal the person asking can act on (an unknown or repeated address). */
export class StaffAccountError extends Error {}

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: Role;
  enrolled: boolean;
  disabled: boolean;
  /** Signed in with a password on the common-password list, not changed yet (decision 191). */
  passwordChangeDue: boolean;
  createdAt: string;
};

/** An account as the console's accounts page lists it, with its last completed sign-in. */
export type StaffAccountRow = StaffAccount & { lastSignIn: string | null };

type Actor = AuditEntry['actor'];

/** Run an account change for a console call: a refusal becomes a 409 answer with its message. */
export async function accountCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StaffAccountError) throw new StaffApiError(409, err.message);
    throw err;
  }
}

/** The columns of staff_users an account is read from (toAccount). */
const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'twoFactorEnabled',
  'banned',
  'passwordChangeDue',
  'createdAt',
] as const;

function toAccount(row: {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: unknown;
  banned: unknown;
  passwordChangeDue: unknown;
  createdAt: string | Date;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: (STAFF_ROLES as readonly string[]).includes(row.role ?? '')
      ? (row.role as Role)
      : 'sales',
    enrolled: truthy(row.twoFactorEnabled),
    disabled: truthy(row.banned),
    passwordChangeDue: truthy(row.passwordChangeDue),
    createdAt: iso(row.createdAt),
  };
}

/**
 * Every account by e-mail address, with the time of its last completed sign-in (password and
 * second factor) from the audit log, or null if it has never signed in.
 */
export async function listStaff(db?: Db): Promise<StaffAccountRow[]> {
  const d = db ?? (await database());
  const rows = await d.selectFrom('staff_users').select(ACCOUNT_COLUMNS).orderBy('email').execute();
  const signIns = await d
    .selectFrom('staff_audit')
    .select((eb) => ['actor_id', eb.fn.max('at').as('last')])
    .where('action', '=', 'sign-in')
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
    .execute();
  const last = new Map(signIns.map((r) => [r.actor_id, String(r.last)]));
  return rows.map((row) => ({ ...toAccount(row), lastSignIn: last.get(row.id) ?? null }));
}

async function findByEmail(db: Db, email: string): Promise<StaffAccount> {
  const row = await db
    .selectFrom('staff_users')
    .select(ACCOUNT_COLUMNS)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new StaffAccountError(`No staff account has the e-mail address ${email}.`);
  return toAccount(row);
}

export type SetUpLink = {
  account: StaffAccount;
  link: string;
  /** When the link stops working: an ISO instant, and as Melbourne time for people to read. */
  expiresAt: string;
  expiresText: string;
};

/** A one-time link (24 hours) to set the password; the library's own reset token. */
async function setUpLink(account: StaffAccount, reset: boolean): Promise<SetUpLink> {
  const auth = await staffAuth();
  const ctx = await auth.$context;
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SET_UP_LINK_SECONDS * 1000);
  // A new link replaces any earlier one for the same person.
  const db = await database();
  await db
    .deleteFrom('staff_verifications')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', account.id)
    .execute();
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: account.id,
    expiresAt: expires,
  });
  const link = `${env().siteUrl}/staff/set-up?token=${token}`;
  const expiresAt = new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Australia/Melbourne',
  }).format(expires);
  const { html, text } = setUpMail({ name: account.name, link, expiresAt, reset });
  await enqueueMail(db, {
    topic: reset ? 'staff.reset' : 'staff.set-up',
    ref: `staff_users:${account.id}`,
    to: account.email,
    subject: setUpMailSubject(reset),
    html,
    text,
  });
  return { account, link, expiresAt: expires.toISOString(), expiresText: expiresAt };
}

/**
 * May the operator command show a set-up link on the terminal? Only while no other enabled
 * administrator with an authenticator exists (the very first administrator, or the only one locked
 * out): everyone else gets theirs by mail alone, so nobody who adds or resets an account can take
 * it over (decision 117).
 */
export async function mayPrintLink(email: string): Promise<boolean> {
  const db = await database();
  const admins = await db
    .selectFrom('staff_users')
    .select(['email', 'banned', 'twoFactorEnabled'])
    .where('role', '=', 'admin')
    .execute();
  const target = email.trim().toLowerCase();
  return !admins.some((a) => a.email !== target && !truthy(a.banned) && truthy(a.twoFactorEnabled));
}

/** Audit that the set-up link was shown on the operator's terminal. */
export async function auditPrintedLink(account: StaffAccount, actor: Actor): Promise<void> {
  await writeAudit(await database(), {
    action: 'staff.link-printed',
    actor,
    subject: account.email,
    detail: 'set-up link shown on the terminal (--print-link), as well as mailed',
  });
}

/**
 * Add a staff member and queue a mail with their set-up link (the caller starts delivery). The
 * link goes to them only; it is returned for the first administrator's terminal alone.
 */
export async function addStaff(input: StaffInput, actor: Actor = null): Promise<SetUpLink> {
  const data = staffInputSchema.parse(input);
  const db = await database();
  const existing = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', data.email)
    .executeTakeFirst();
  if (existing) throw new StaffAccountError(`${data.email} already has a staff account.`);
  const ctx = await (await staffAuth()).$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email: data.email,
      name: data.name,
      role: data.role,
      emailVerified: true,
    },
    { method: 'admin' },
  );
  const account = await findByEmail(db, user.email);
  await writeAudit(db, {
    action: 'staff.add',
    actor,
    subject: data.email,
    detail: `role ${data.role}`,
  });
  return setUpLink(account, false);
}

/** Sign the person out everywhere and refuse their sign-ins until an administrator resets them. */
export async function disableStaff(email: string, actor: Actor = null): Promise<StaffAccount> {
  const db = await database();
  const account = await findByEmail(db, email);
  if (actor && actor.id === account.id)
    throw new StaffAccountError(
      'You cannot disable your own account. Another administrator can, if it is needed.',
    );
  await db
    .updateTable('staff_users')
    .set({ banned: dialectBool(true), banReason: 'disabled by an administrator', updatedAt: now() })
    .where('id', '=', account.id)
    .execute();
  await endPendingSignIns(db, account.id);
  await writeAudit(db, { action: 'staff.disable', actor, subject: account.email });
  await sendAccountNotice(db, {
    to: account.email,
    name: account.name,
    userId: account.id,
    change: `Your staff console account was disabled by ${actor?.email ?? 'an administrator'}`,
    address: actor?.address ?? null,
  });
  return { ...account, disabled: true };
}

/**
 * Start again: the password, authenticator and passkeys are removed, every session ends, a
 * disabled account is enabled, and a new set-up link is mailed.
 */
export async function resetStaff(email: string, actor: Actor = null): Promise<SetUpLink> {
  const db = await database();
  const account = await findByEmail(db, email);
  await endPendingSignIns(db, account.id);
  await db.deleteFrom('staff_two_factors').where('userId', '=', account.id).execute();
  await db.deleteFrom('staff_passkeys').where('userId', '=', account.id).execute();
  await db
    .deleteFrom('staff_accounts')
    .where('userId', '=', account.id)
    .where('providerId', '=', 'credential')
    .execute();
  await db
    .updateTable('staff_users')
    .set({
      banned: dialectBool(false),
      banReason: null,
      twoFactorEnabled: dialectBool(false),
      updatedAt: now(),
    })
    .where('id', '=', account.id)
    .execute();
  await writeAudit(db, { action: 'staff.reset', actor, subject: account.email });
  return setUpLink({ ...account, disabled: false, enrolled: false }, true);
}

/** Change a role; the person's next request is checked against it. */
export async function setStaffRole(email: string, role: Role, actor: Actor = null) {
  const db = await database();
  const account = await findByEmail(db, email);
  await db
    .updateTable('staff_users')
    .set({ role, updatedAt: now() })
    .where('id', '=', account.id)
    .execute();
  await writeAudit(db, {
    action: 'staff.role',
    actor,
    subject: account.email,
    detail: `${account.role} to ${role}`,
  });
  return { ...account, role };
}
