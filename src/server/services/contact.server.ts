import 'server-only';
import { createHash } from 'node:crypto';
import { contactFields } from '@/domain/contact';
import type { ContactMessage } from '@/domain/contact';
import { writtenWhenSent } from '../mail/queued-mail';
import { contactMailSubject } from '../mail/templates/contact-mail';
import type { KeyToKeep } from '../http/idempotency';
import { companyMail, saveSubmission } from './submission.server';
import type { Saved } from './submission.server';

/** A repeat of the same message within this window is the same submission (see saveSubmissionOnce). */
const SAME_SUBMISSION_MS = 60 * 60 * 1000;

function fingerprint(msg: ContactMessage): string {
  // The same address in other capitals is the same sender.
  const values = contactFields.map((f) => (f.email ? msg[f.name].toLowerCase() : msg[f.name]));
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/**
 * Save a contact message and queue its mail to the company, in one transaction. Idempotent: the
 * same message sent again within the hour (the page's follow-up mail call, a double click, a
 * retry) finds the saved one and queues nothing new. The mail's body is written from the saved
 * message when the outbox sends it, not while the visitor waits.
 */
export async function submitContactMessage(
  msg: ContactMessage,
  once?: KeyToKeep<Saved>,
): Promise<Saved> {
  return saveSubmission({
    once,
    table: 'contact_messages',
    row: msg,
    fingerprint: fingerprint(msg),
    sameWithinMs: SAME_SUBMISSION_MS,
    mailsFor: (ref) => [
      companyMail({
        topic: 'contact.company',
        ref,
        replyTo: msg.email,
        subject: contactMailSubject(msg),
        html: writtenWhenSent({ kind: 'contact' }),
      }),
    ],
  });
}
