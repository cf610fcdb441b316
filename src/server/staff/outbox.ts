import 'server-only';
import type { Db } from '../db/client';
import { deliverDueMail, outboxStatus, retryPendingMail } from '../outbox/outbox';
import { writeAudit } from './audit';
import type { StaffUser } from './session';

export type ConsoleRetry = { due: number; sent: number; failing: number };

/**
 * The console's "Retry now": every pending mail made due, a delivery run from this process (as
 * `npm run ops -- outbox retry` does), and what is still failing after it. Written to the audit log.
 */
export async function retryMailFromConsole(db: Db, user: StaffUser): Promise<ConsoleRetry> {
  const due = await retryPendingMail(db);
  const sent = due === 0 ? 0 : await deliverDueMail();
  const { failing } = await outboxStatus(db);
  await writeAudit(db, {
    action: 'outbox.retry',
    actor: user,
    subject: 'outbox',
    detail: `${due} pending mail${due === 1 ? '' : 's'} made due now, ${sent} sent, ${failing} still failing`,
  });
  return { due, sent, failing };
}
