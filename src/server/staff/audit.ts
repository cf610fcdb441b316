import 'server-only';
import { userInfo } from 'node:os';
import { COMPANY_TIME_ZONE, startOfCalendarDate } from '@/domain/calendar-date';
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
  'authenticator.enrol': 'Authenticator app enrolled',
  'booking.pickup': 'Booking pickup moved',
  'booking.status': 'Booking status changed',
  'credit.pdf': 'Credit application downloaded as a PDF',
  'credit.reveal': 'Bank details shown',
  'credit.signature': 'Signature image shown',
  export: 'Records exported',
  'fuel-levy.add': 'Fuel levy month added',
  'fuel-levy.replace': 'Fuel levy month replaced',
  'fuel-levy.remove-samples': 'Sample fuel levy months removed',
  'item.change': 'Item status or assignee changed',
  'outbox.retry': 'Waiting mail sent again',
  'passkey.add': 'Passkey added',
  'password.change': 'Own password changed',
  'password.change.failed': 'Password change refused',
  'passkey.remove': 'Passkey removed',
  'privacy.erase': 'Personal data erased',
  'privacy.export': 'Personal data handed over',
  'rates.import': 'Rate card imported as a draft',
  'rates.publish': 'Rate card published',
  'rates.withdraw': 'Rate card withdrawn',
  'session.end': 'Another session of their own ended',
  'sign-in': 'Signed in',
  'sign-in.password': 'Password accepted, second step asked',
  'sign-in.second-factor-failed': 'Second sign-in step failed',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.locked': 'Sign-in refused: too many tries',
  'sign-in.not-enrolled': 'Signed in with the password alone, to enrol',
  'sign-out.everywhere': 'Signed out everywhere',
  'staff.add': 'Staff account added',
  'staff.disable': 'Staff account disabled',
  'staff.link-printed': 'Set-up link shown on the terminal',
  'staff.password-set': 'Password set with a set-up link',
  'staff.password-set.failed': 'Set-up link refused',
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

/** What the audit page narrows the log to; every part is optional. */
export type AuditFilter = {
  /** Who did it, exactly as the log names them (an e-mail, or "terminal (…)"). */
  actor?: string;
  action?: string;
  /** First and last day (yyyy-MM-dd) in Melbourne time, as the page shows times, both included. */
  from?: string;
  to?: string;
};

const dayStarts = (day: string) => startOfCalendarDate(day, COMPANY_TIME_ZONE).toISOString();
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The newest entries first, a page at a time, narrowed in the database by `filter`. */
export async function listAudit(
  db: Db,
  { page = 1, perPage = 50, ...filter }: { page?: number; perPage?: number } & AuditFilter = {},
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('staff_audit');
  if (filter.actor) query = query.where('staff_audit.actor_email', '=', filter.actor);
  if (filter.action) query = query.where('staff_audit.action', '=', filter.action);
  // `at` is an ISO instant in UTC (toISOString), so text order is time order.
  if (filter.from) query = query.where('staff_audit.at', '>=', dayStarts(filter.from));
  if (filter.to) query = query.where('staff_audit.at', '<', dayStarts(nextDay(filter.to)));
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

/** The people and the actions the log holds, for the audit page's choices. */
export async function auditChoices(db: Db): Promise<{ actors: string[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db
      .selectFrom('staff_audit')
      .select('actor_email')
      .distinct()
      .where('actor_email', 'is not', null)
      .orderBy('actor_email')
      .execute(),
    db.selectFrom('staff_audit').select('action').distinct().orderBy('action').execute(),
  ]);
  return {
    actors: actors.map((r) => r.actor_email!).filter(Boolean),
    actions: actions.map((r) => r.action),
  };
}
