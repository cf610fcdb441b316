import 'server-only';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { site } from '@/content/site';
import { database, nowIso } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { env } from '../env';
import { log } from '../log';
import { decryptJson, encryptJson } from '../crypto/field-encryption';
import { createMailer } from '../mail/transport';
import type { Mailer } from '../mail/transport';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  topic: string;
  ref: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

type StoredAttachment = { filename: string; contentType: string; contentBase64: string };

// Attachments (a credit application's PDF carries bank details) are kept encrypted while a mail
// waits, and dropped once it is sent.
const ENCRYPTED = 'enc:';

function storeAttachments(list: StoredAttachment[]): string {
  return list.length === 0 ? '[]' : `${ENCRYPTED}${encryptJson(list)}`;
}

function loadAttachments(stored: string): StoredAttachment[] {
  return stored.startsWith(ENCRYPTED)
    ? decryptJson<StoredAttachment[]>(stored.slice(ENCRYPTED.length))
    : (JSON.parse(stored) as StoredAttachment[]);
}

const LOCK_MS = 120_000;
const MAX_BACKOFF_MS = 30 * 60_000;

/** Wait before the next try after `attempts` failures: 15 s, 30 s, 1 min, … up to 30 min. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Queue a mail inside the caller's transaction, so the record and its mail are saved together
 * or not at all. Delivery happens later, by deliverDueMail().
 */
export async function enqueueMail(
  trx: Transaction<Database> | Db,
  mail: OutgoingMail,
): Promise<void> {
  const attachments: StoredAttachment[] = (mail.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: a.content.toString('base64'),
  }));
  await trx
    .insertInto('outbox')
    .values({
      topic: mail.topic,
      ref: mail.ref,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: storeAttachments(attachments),
      status: 'pending',
      attempts: 0,
      next_attempt_at: Date.now(),
      locked_until: null,
      last_error: null,
      created_at: nowIso(),
      sent_at: null,
    })
    .execute();
}

let mailer: Mailer | undefined;
function getMailer(): Mailer {
  mailer ??= createMailer();
  return mailer;
}

/** Replace the mailer (tests that point at a fresh SMTP server). */
export function resetMailerForTests(): void {
  mailer = undefined;
}

function messageId(id: number, createdAt: string): string {
  const domain = site.emails.noreply.split('@')[1];
  return `<outbox-${id}-${Date.parse(createdAt)}@${domain}>`;
}

/** Claim one row for this process; false when another process holds it or it was sent already. */
async function claim(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: now + LOCK_MS })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

let running: Promise<number> | undefined;

/** Send every mail that is due. Returns how many were sent. Safe to call from several processes. */
export function deliverDueMail(): Promise<number> {
  running ??= deliver().finally(() => {
    running = undefined;
  });
  return running;
}

async function deliver(): Promise<number> {
  const db = await database();
  const now = Date.now();
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('id')
    .limit(50)
    .execute();

  let sent = 0;
  for (const row of due) {
    if (!(await claim(db, row.id, now))) continue;
    const attachments = loadAttachments(row.attachments).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    }));
    try {
      await getMailer().send(
        {
          from: env().MAIL_FROM,
          to: row.to_address,
          replyTo: row.reply_to ?? undefined,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments,
          messageId: messageId(row.id, row.created_at),
        },
        `${row.created_at.replace(/[:.]/g, '-')}-${row.id}-${row.topic.replace(/[^a-z0-9]+/gi, '-')}`,
      );
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          attachments: '[]',
          sent_at: nowIso(),
          locked_until: null,
          last_error: null,
          attempts: sql`attempts + 1`,
        })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      await db
        .updateTable('outbox')
        .set({
          attempts,
          next_attempt_at: Date.now() + backoffMs(attempts),
          locked_until: null,
          last_error: message.slice(0, 1000),
        })
        .where('id', '=', row.id)
        .execute();
      log.warn(
        { outboxId: row.id, topic: row.topic, attempts, err: message },
        'mail delivery failed; will retry',
      );
    }
  }
  return sent;
}

/** Ask for delivery now, without waiting (after a form is saved). */
export function kickDelivery(): void {
  deliverDueMail().catch((err) => log.error({ err }, 'mail delivery run failed'));
}

/** Make every pending mail due now (operator command `outbox retry`). Returns how many. */
export async function retryPendingMail(db: Db): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: Date.now() })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type OutboxStatus = {
  pending: number;
  failing: number;
  sent: number;
  failures: {
    id: number;
    topic: string;
    to: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string;
  }[];
};

export async function outboxStatus(db: Db): Promise<OutboxStatus> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'status',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      sql<number>`case when attempts > 0 then 1 else 0 end`.as('tried'),
    ])
    .groupBy(['status', sql`case when attempts > 0 then 1 else 0 end`])
    .execute();
  const count = (pred: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pred).reduce((sum, r) => sum + Number(r.n), 0);
  const failures = await db
    .selectFrom('outbox')
    .select(['id', 'topic', 'to_address', 'attempts', 'last_error', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('attempts', '>', 0)
    .orderBy('id')
    .limit(100)
    .execute();
  return {
    pending: count((r) => r.status === 'pending' && Number(r.tried) === 0),
    failing: count((r) => r.status === 'pending' && Number(r.tried) === 1),
    sent: count((r) => r.status === 'sent'),
    failures: failures.map((f) => ({
      id: f.id,
      topic: f.topic,
      to: f.to_address,
      attempts: f.attempts,
      lastError: f.last_error,
      nextAttemptAt: new Date(Number(f.next_attempt_at)).toISOString(),
    })),
  };
}

const globalForLoop = globalThis as unknown as { __outboxTimer?: NodeJS.Timeout };

/** Start the delivery loop of this process (once). */
export function startDeliveryLoop(): void {
  if (globalForLoop.__outboxTimer) return;
  const timer = setInterval(kickDelivery, env().OUTBOX_POLL_MS);
  timer.unref();
  globalForLoop.__outboxTimer = timer;
  kickDelivery();
}

export function stopDeliveryLoop(): void {
  if (globalForLoop.__outboxTimer) clearInterval(globalForLoop.__outboxTimer);
  globalForLoop.__outboxTimer = undefined;
}
