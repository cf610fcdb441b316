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

export type AuditRow = {
  id: number;
  at: string;
  actorEmail: string | null;
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
    .selectAll()
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actorEmail: r.actor_email,
      action: r.action,
      subject: r.subject,
      detail: r.detail,
      address: r.address,
    })),
  };
}
