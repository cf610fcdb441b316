import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { sql } from 'kysely';
import { site } from '@/content/site';
import { database, nowIso } from '../db/client';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { env } from '../env';
import { log } from '../log';
import { decryptJson, encryptJson } from '../crypto/field-encryption';
import { stopComposer } from '../mail/composer';
import { writeQueuedMail } from '../mail/queued-mail';
import { mailText } from '../mail/render';
import { createMailer } from '../mail/transport';
import { quietMoment } from './delivery-pace';
import type { Mailer } from '../mail/transport';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  topic: string;
  ref: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  /** The plain-text part; left out, it is made from the HTML when the mail is sent. */
  text?: string;
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

/**
 * What a row's attachments are, without their content: for a person's copy of what is held
 * (docs/privacy.md). Throws when they cannot be decrypted.
 */
export function describeAttachments(
  stored: string,
): { filename: string; contentType: string; bytes: number }[] {
  return loadAttachments(stored).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    bytes: Buffer.byteLength(a.contentBase64, 'base64'),
  }));
}

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
  await enqueueMails(trx, [mail]);
}

/** The outbox rows of mails to be queued now, pending and due at once. */
export function outboxRows(mails: OutgoingMail[]): Insertable<Database['outbox']>[] {
  const now = Date.now();
  const createdAt = nowIso();
  return mails.map((mail) => ({
    topic: mail.topic,
    ref: mail.ref,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text ?? '',
    attachments: storeAttachments(
      (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      })),
    ),
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    claim_token: null,
    last_error: null,
    created_at: createdAt,
    sent_at: null,
  }));
}

/** Queue several mails (see enqueueMail) with one insert: one round trip to the database. */
export async function enqueueMails(
  trx: Transaction<Database> | Db,
  mails: OutgoingMail[],
): Promise<void> {
  if (mails.length === 0) return;
  await trx.insertInto('outbox').values(outboxRows(mails)).execute();
}

let mailer: Mailer | undefined;
function getMailer(): Mailer {
  mailer ??= createMailer();
  return mailer;
}

/** Replace the mailer (tests that point at a fresh SMTP server). */
export function resetMailerForTests(): void {
  mailer?.close();
  mailer = undefined;
}

function messageId(id: number, createdAt: string): string {
  const domain = site.emails.noreply.split('@')[1];
  return `<outbox-${id}-${Date.parse(createdAt)}@${domain}>`;
}

type OutboxRow = Selectable<Database['outbox']>;

export type Claim = { row: OutboxRow; token: string };

/**
 * Claim one due row for this process, with a token of its own and a lock counted from now, not
 * from when the batch was selected: a slow batch must not hand out locks that have already run
 * out. Undefined when another process holds the row, sent it, or has put it off since.
 */
export async function claimMail(db: Db, id: number): Promise<Claim | undefined> {
  const token = randomUUID();
  const now = Date.now();
  const row = await db
    .updateTable('outbox')
    .set({ locked_until: now + env().OUTBOX_LOCK_MS, claim_token: token })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
  return row ? { row, token } : undefined;
}

/** Mark a claimed row sent; false when the claim was lost (its lock ran out and another took it). */
export async function markSent(
  db: Db,
  claim: Claim,
  written?: { html: string; text: string },
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      // A mail written when sent keeps what was sent, as a mail queued with its body does.
      ...written,
      status: 'sent',
      attachments: '[]',
      sent_at: nowIso(),
      locked_until: null,
      claim_token: null,
      last_error: null,
      attempts: sql`attempts + 1`,
    })
    .where('id', '=', claim.row.id)
    .where('claim_token', '=', claim.token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Record a failed try of a claimed row and put the next one off; false when the claim was lost. */
export async function recordFailure(
  db: Db,
  claim: Claim,
  err: unknown,
  logMessage = 'mail delivery failed; will retry',
): Promise<boolean> {
  const attempts = claim.row.attempts + 1;
  const message = err instanceof Error ? err.message : String(err);
  const result = await db
    .updateTable('outbox')
    .set({
      attempts,
      next_attempt_at: Date.now() + backoffMs(attempts),
      locked_until: null,
      claim_token: null,
      last_error: message.slice(0, 1000),
    })
    .where('id', '=', claim.row.id)
    .where('claim_token', '=', claim.token)
    .executeTakeFirst();
  const recorded = Number(result.numUpdatedRows) === 1;
  log.warn(
    { outboxId: claim.row.id, topic: claim.row.topic, attempts, err: message, recorded },
    recorded ? logMessage : `${logMessage} (claim lost to another process, which settles it)`,
  );
  return recorded;
}

/** The message of a row; throws when its attachments cannot be decrypted or read. */
function composeMessage(row: OutboxRow): SendMailOptions {
  const attachments = loadAttachments(row.attachments).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }));
  return {
    from: env().MAIL_FROM,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    html: row.html,
    // Made here rather than when the form is saved: converting HTML to text costs more than
    // rendering it, and the visitor need not wait for it.
    text: row.text || mailText(row.html),
    attachments,
    messageId: messageId(row.id, row.created_at),
  };
}

/** The name, without `.eml`, of the file a row is written to when SMTP_URL is unset. */
export function emlFileStem(row: Pick<OutboxRow, 'created_at' | 'id' | 'topic'>): string {
  return `${row.created_at.replace(/[:.]/g, '-')}-${row.id}-${row.topic.replace(/[^a-z0-9]+/gi, '-')}`;
}

// The bundler may include this module more than once in one process (one copy per route); the
// run in progress lives on globalThis so the process has one delivery run, not one per copy.
const globalForRun = globalThis as unknown as {
  __outboxRun?: Promise<number>;
  __outboxAgain?: Promise<number>;
};

/**
 * Send every mail that is due. Returns how many were sent. Safe to call from several processes.
 * A call during a run gets one more run after it: the run in progress chose its mail before the
 * caller's was queued, and that mail must not wait for the next poll.
 */
export function deliverDueMail(): Promise<number> {
  const running = globalForRun.__outboxRun;
  if (!running) {
    const run = deliver().finally(() => {
      if (globalForRun.__outboxRun === run) globalForRun.__outboxRun = undefined;
    });
    globalForRun.__outboxRun = run;
    return run;
  }
  globalForRun.__outboxAgain ??= running
    .catch(() => 0)
    .then(() => {
      globalForRun.__outboxAgain = undefined;
      return deliverDueMail();
    });
  return globalForRun.__outboxAgain;
}

/** Mail picked per batch: a run goes on to the next batch while the last was full. */
const BATCH_SIZE = 50;

/**
 * Send what is due, batch after batch until a batch comes back short: a backlog (a burst of saved
 * quotes) is sent at the pace of delivery, not one batch per poll. A mail that fails, or that
 * another process holds, is not due again within the run, so every batch moves on.
 */
async function deliver(): Promise<number> {
  const db = await database();
  let sent = 0;
  for (;;) {
    const now = Date.now();
    const due = await db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    sent += await deliverBatch(db, due);
    if (due.length < BATCH_SIZE || globalForLoop.__outboxStopping) return sent;
  }
}

/**
 * Send a batch with as many mails in hand at once as the SMTP pool has connections (decision
 * 132): while one mail is written or waits for the server, the next is on its way.
 */
async function deliverBatch(db: Db, due: { id: number }[]): Promise<number> {
  const queue = due.map(({ id }) => id);
  const workers = Array.from({ length: Math.min(env().SMTP_MAX_CONNECTIONS, queue.length) }, () =>
    deliverFrom(db, queue),
  );
  // Every worker ends before the batch does, even when one fails (the database gone).
  const outcomes = await Promise.allSettled(workers);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value : 0), 0);
}

/** Send mails taken one at a time from `queue` until it is empty; how many were sent. */
async function deliverFrom(db: Db, queue: number[]): Promise<number> {
  let sent = 0;
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    // Stopping: what is left stays queued for the next start (or another instance).
    if (globalForLoop.__outboxStopping) break;
    // Requests go first: delivery shares the process with the site (see delivery-pace.ts).
    await quietMoment();
    const claim = await claimMail(db, id);
    if (!claim) continue;
    let message: SendMailOptions;
    let written: Awaited<ReturnType<typeof writeQueuedMail>>;
    try {
      message = composeMessage(claim.row);
      // A mail queued without its body (a saved quote's, a contact message's) is written now.
      written = await writeQueuedMail(db, claim.row);
      Object.assign(message, written);
    } catch (err) {
      // Attachments that cannot be decrypted (another key, a damaged value) hold up this mail only.
      await recordFailure(db, claim, err, 'mail could not be composed; will retry');
      continue;
    }
    try {
      await getMailer().send(message, emlFileStem(claim.row));
    } catch (err) {
      await recordFailure(db, claim, err, 'mail delivery failed; will retry');
      continue;
    }
    const record = written && { html: written.html, text: written.text };
    if (await markSent(db, claim, record)) sent += 1;
    else
      log.error(
        { outboxId: id, topic: claim.row.topic },
        'mail was sent after its claim ran out; another process may send it again',
      );
  }
  return sent;
}

/** Ask for delivery now, without waiting (after a form is saved): the process's loop wakes. */
export function kickDelivery(): void {
  deliveryLoop().wake();
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

/**
 * Empty the bodies (HTML and text) of mail sent before `cutoff`; the row stays, with its topic,
 * recipient, subject and dates, as a record that the mail went. Returns how many were emptied.
 */
export async function pruneSentMail(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ html: '', text: '', attachments: '[]' })
    .where('status', '=', 'sent')
    .where('sent_at', '<', cutoff.toISOString())
    .where((eb) =>
      eb.or([eb('html', '<>', ''), eb('text', '<>', ''), eb('attachments', '<>', '[]')]),
    )
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

/**
 * The delivery loop of the process (decision 132): one run at a time, after each run a wait for
 * the next poll or for a save's wake-up. A run that fails (the database restarting or full) is
 * logged once, when the outage starts, and once when delivery works again; meanwhile the loop
 * tries again after 1 s, 2 s, 4 s… up to 30 s, whatever the saves ask.
 */
type Loop = { wake: () => void; stop: () => Promise<void> };

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

const globalForLoop = globalThis as unknown as {
  __outboxLoop?: Loop;
  __outboxPolling?: boolean;
  __outboxStopping?: boolean;
};

function startLoop(): Loop {
  let stopped = false;
  let woken = false;
  let interrupt: (() => void) | undefined;
  const sleep = (ms: number, wakes: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      // The loop never keeps the process alive.
      timer.unref();
      interrupt = () => {
        if (!wakes && !stopped) return;
        clearTimeout(timer);
        resolve();
      };
    });
  const done = (async () => {
    let failures = 0;
    while (!stopped) {
      woken = false;
      try {
        await deliverDueMail();
        if (failures > 0) log.warn({ failedRuns: failures }, 'mail delivery works again');
        failures = 0;
      } catch (err) {
        failures += 1;
        if (failures === 1) {
          log.error({ err }, 'mail delivery failed; trying again with back-off, logged once');
        }
      }
      if (stopped) break;
      // A save queued mail during the run: go again at once, unless the database is failing.
      if (woken && failures === 0) continue;
      const backOff = Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);
      await (failures > 0
        ? sleep(backOff, false)
        : sleep(globalForLoop.__outboxPolling ? env().OUTBOX_POLL_MS : 2 ** 31 - 1, true));
      interrupt = undefined;
    }
  })();
  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      stopped = true;
      interrupt?.();
      await done;
    },
  };
}

/** The process's delivery loop, started on first use (a save wakes it; startDeliveryLoop polls). */
function deliveryLoop(): Loop {
  globalForLoop.__outboxLoop ??= startLoop();
  return globalForLoop.__outboxLoop;
}

/** Encrypt and decrypt a probe, so that a key that cannot be read is found at start. */
function checkAttachmentKey(): void {
  loadAttachments(
    storeAttachments([{ filename: 'probe', contentType: 'text/plain', contentBase64: '' }]),
  );
}

/**
 * Start the delivery loop of this process (once). Throws, which stops the start, when the key
 * that protects waiting attachments cannot be read (say, a key file open to others): better found
 * now than at the first credit application.
 */
export function startDeliveryLoop(): void {
  if (globalForLoop.__outboxPolling) return;
  checkAttachmentKey();
  // Made now rather than at the first mail, so the transport's start-up notes come at start-up.
  getMailer();
  globalForLoop.__outboxPolling = true;
  kickDelivery();
}

/**
 * Stop the loop and wait for a run under way (and the one asked for during it), so that nothing
 * reaches for the database after it is closed.
 */
export async function stopDeliveryLoop(): Promise<void> {
  const loop = globalForLoop.__outboxLoop;
  globalForLoop.__outboxLoop = undefined;
  globalForLoop.__outboxPolling = false;
  // A run under way ends after the mails in hand instead of going through the whole backlog.
  globalForLoop.__outboxStopping = true;
  try {
    await Promise.allSettled([loop?.stop(), globalForRun.__outboxRun, globalForRun.__outboxAgain]);
  } finally {
    globalForLoop.__outboxStopping = false;
  }
  // The pool's open connections are closed; a later send opens new ones.
  mailer?.close();
  mailer = undefined;
  await stopComposer();
}
