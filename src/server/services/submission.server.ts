import 'server-only';
import type { Transaction } from 'kysely';
import { database } from '../db/client';
import type { Database } from '../db/schema';
import { enqueueMail, kickDelivery } from '../outbox/outbox';
import type { OutgoingMail } from '../outbox/outbox';

/** Tables of form submissions: each has a fingerprint of its fields and a created_at. */
type SubmissionTable = 'contact_messages' | 'home_quote_requests' | 'credit_applications';

/**
 * Save a form submission and queue its mail in one transaction, once: the same submission again
 * within `sameWithinMs` (the page's follow-up mail call, a double click, a retry) finds the saved
 * one and queues nothing new. Delivery starts at once, without waiting the caller.
 */
export async function saveSubmissionOnce(options: {
  table: SubmissionTable;
  fingerprint: string;
  sameWithinMs: number;
  save: (trx: Transaction<Database>) => Promise<{ id: number; mails: OutgoingMail[] }>;
}): Promise<{ id: number; created: boolean }> {
  const db = await database();
  const since = new Date(Date.now() - options.sameWithinMs).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom(options.table)
      .select('id')
      .where('fingerprint', '=', options.fingerprint)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
    const { id, mails } = await options.save(trx);
    for (const mail of mails) await enqueueMail(trx, mail);
    return { id, created: true };
  });
  kickDelivery();
  return result;
}
