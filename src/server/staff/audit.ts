import 'server-only';
import { userInfo } from 'node:os';
import type { Db } from '../db/client';
import { nowIso } from '../db/client';

/** Who did it: a signed-in staff member, or the operator command ("terminal", by the OS user). */
export type AuditActor = {
  id: string | null;
  email: string;
  /** The client address of a console request (a signed-in staff member carries it). */
  address?: string | null;
};

export type AuditEntry = {
  action: string;
  actor?: AuditActor | null;
  subject?: string | null;
  detail?: string | null;
  address?: string | null;
};

/** The operator command as an actor: the terminal and the operating-system account that ran it. */
export function terminalActor(): AuditActor {
  let who = '';
  try {
    who = userInfo().username;
  } catch {
    who = process.env.USER ?? '';
  }
  return { id: null, email: who ? `terminal (${who})` : 'terminal' };
}

/** Add a row to the audit log. Rows are only ever added; the console has no way to remove them. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: nowIso(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      subject: entry.subject ?? null,
      detail: entry.detail?.slice(0, 2000) ?? null,
      address: entry.address ?? entry.actor?.address ?? null,
    })
    .execute();
}

/** Each action of the log in words, for the audit page; an action not listed shows its code. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'booking.status': 'Booking status changed',
  'credit.pdf': 'Credit application downloaded as a PDF',
  'credit.reveal': 'Bank details shown',
  export: 'Records exported',
  'fuel-levy.add': 'Fuel levy month added',
  'fuel-levy.replace': 'Fuel levy month replaced',
  'fuel-levy.remove-samples': 'Sample fuel levy months removed',
  'item.change': 'Item status or assignee changed',
  'outbox.retry': 'Waiting mail sent again',
  'passkey.add': 'Passkey added',
  'passkey.remove': 'Passkey removed',
  'sign-in': 'Signed in',
  'sign-in.password': 'Password accepted, second step asked',
  'sign-in.second-factor-failed': 'Second sign-in step failed',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.locked': 'Sign-in refused: too many tries',
  'sign-out.everywhere': 'Signed out everywhere',
  'staff.add': 'Staff account added',
  'staff.disable': 'Staff account disabled',
  'staff.link-printed': 'Set-up link shown on the terminal',
  'staff.reset': 'Staff account reset',
  'staff.role': 'Staff role changed',
};

export const auditActionText = (action: string) => AUDIT_ACTIONS[action] ?? action;

export type AuditRow = {
  id: number;
  at: string;
  actorEmail: string | null;
  /** The staff member's name as their account has it now, when the account still exists. */
  actorName: string | null;
  action: string;
  subject: string | null;
  detail: string | null;
  address: string | null;
};

/** The newest entries first, a page at a time. */
export async function listAudit(
  db: Db,
  { page = 1, perPage = 50, action }: { page?: number; perPage?: number; action?: string } = {},
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('staff_audit');
  if (action) query = query.where('action', '=', action);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .leftJoin('staff_users', 'staff_users.id', 'staff_audit.actor_id')
    .selectAll('staff_audit')
    .select('staff_users.name as actor_name')
    .orderBy('staff_audit.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actorEmail: r.actor_email,
      actorName: r.actor_name,
      action: r.action,
      subject: r.subject,
      detail: r.detail,
      address: r.address,
    })),
  };
}
