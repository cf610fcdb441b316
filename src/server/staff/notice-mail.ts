import 'server-only';
import { site } from '@/content/site';
import type { Db } from '../db/client';
import { enqueueMail } from '../outbox/outbox';
import { escapeHtml } from './set-up-mail';

/** When something happened, as Melbourne time for people to read. */
export function melbourneTime(at: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Australia/Melbourne',
  }).format(at);
}

/** The subject of a notice, unless it says otherwise. */
const CHANGE_SUBJECT = 'A change to your staff console account';

/**
 * Tell the owner of an account that something lasting changed on it (a passkey, an
 * authenticator, the account itself), or that a sign-in in their name was refused with signs of
 * a stolen password (decision 185), when and from which address, and whom to call if it was not
 * them (decision 118). Queued in the outbox; the caller starts delivery.
 */
export async function sendAccountNotice(
  db: Db,
  {
    to,
    name,
    userId,
    change,
    address,
    at = new Date(),
    subject = CHANGE_SUBJECT,
  }: {
    to: string;
    name: string;
    userId: string;
    /** What happened: "A passkey named “Work phone” was added to your staff console account". */
    change: string;
    address: string | null;
    at?: Date;
    subject?: string;
  },
): Promise<void> {
  const from = address ? ` from the address ${address}` : '';
  const what = `${change} on ${melbourneTime(at)}${from}.`;
  const call = `If this was not you, call the office on ${site.phones.sales.display} at once: an administrator will reset your sign-in.`;
  const paragraphs = [`Hello ${name},`, what, call, site.name];
  await enqueueMail(db, {
    topic: 'staff.notice',
    ref: `staff_users:${userId}`,
    to,
    subject,
    html: [
      '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">',
      `<title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2421">',
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
    text: paragraphs.join('\n\n'),
  });
}
