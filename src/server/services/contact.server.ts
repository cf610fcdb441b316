import 'server-only';
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { contactMessages } from '@/domain/contact';
import type { ContactMessage } from '@/domain/contact';
import { formatMelbourneDateTime } from '@/domain/format';
import { database, nowIso } from '../db/client';
import { env } from '../env';
import { renderMail } from '../mail/render';
import { ContactMail, contactMailSubject } from '../mail/templates/contact-mail';
import { enqueueMail, kickDelivery } from '../outbox/outbox';

/** A repeat of the same message within this window is the same submission, not a new one. */
const SAME_SUBMISSION_MS = 60 * 60 * 1000;

function fingerprint(msg: ContactMessage): string {
  const fields = [
    msg.first_name,
    msg.last_name,
    msg.email.toLowerCase(),
    msg.subject,
    msg.phone,
    msg.message,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Save a contact message and queue its mail to the company, in one transaction. Idempotent: the
 * same message sent again within the hour (the page's follow-up mail call, a double click, a
 * retry) finds the saved one and queues nothing new.
 */
export async function submitContactMessage(
  msg: ContactMessage,
): Promise<{ id: number; created: boolean }> {
  const db = await database();
  const fp = fingerprint(msg);
  const since = new Date(Date.now() - SAME_SUBMISSION_MS).toISOString();
  const createdAt = nowIso();
  const mail = await renderMail(
    createElement(ContactMail, { msg, receivedAt: formatMelbourneDateTime(createdAt) }),
  );

  const result = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('contact_messages')
      .select('id')
      .where('fingerprint', '=', fp)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
    const row = await trx
      .insertInto('contact_messages')
      .values({ ...msg, fingerprint: fp, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, {
      topic: 'contact.company',
      ref: `contact_messages:${row.id}`,
      to: env().MAIL_TO,
      replyTo: msg.email,
      subject: contactMailSubject(msg),
      ...mail,
    });
    return { id: row.id, created: true };
  });
  kickDelivery();
  return result;
}

export { contactMessages };
