import 'server-only';
import type { Command } from 'commander';
import { database } from '../db/client';
import { removeEmlFilesBefore } from '../mail/transport';
import { deliverDueMail, outboxStatus, pruneSentMail, retryPendingMail } from '../outbox/outbox';
import type { OutboxStatus } from '../outbox/outbox';
import { formatColumns, UsageError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

function describeStatus(status: OutboxStatus): string {
  const lines = [
    `pending  ${status.pending}  (queued, not tried yet)`,
    `failing  ${status.failing}  (tried and failed; retried with back-off)`,
    `sent     ${status.sent}`,
  ];
  if (status.failures.length > 0) {
    lines.push(
      '',
      formatColumns(
        ['Id', 'Topic', 'To', 'Attempts', 'Next attempt', 'Last error'],
        status.failures.map((f) => [
          String(f.id),
          f.topic,
          f.to,
          String(f.attempts),
          f.nextAttemptAt,
          (f.lastError ?? '').replace(/\s+/g, ' ').slice(0, 120),
        ]),
        [0, 3],
      ),
    );
  }
  return lines.join('\n');
}

async function showOutboxStatus(options: { json?: boolean }, io: OpsIO): Promise<void> {
  const status = await outboxStatus(await database());
  io.out(options.json ? JSON.stringify(status, null, 2) : describeStatus(status));
}

/** Make every pending mail due now and, unless told not to, send what is due from here. */
async function retryOutbox(options: { send?: boolean }, io: OpsIO): Promise<void> {
  const db = await database();
  const due = await retryPendingMail(db);
  io.out(`${due} pending mail${due === 1 ? '' : 's'} made due now.`);
  if (options.send === false || due === 0) return;
  const sent = await deliverDueMail();
  io.out(`${sent} sent.`);
  const after = await outboxStatus(db);
  if (after.failing > 0) {
    io.out(`${after.failing} still failing:`);
    io.out(describeStatus(after));
  }
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Remove what is left of mail sent more than N days ago: its .eml file (without SMTP_URL) and its
 * body in the database. Mail still waiting is never touched.
 */
async function pruneOutbox(options: { olderThanDays: string }, io: OpsIO): Promise<void> {
  const text = options.olderThanDays.trim();
  const days = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(days))
    throw new UsageError(
      `--older-than-days must be a whole number of days, e.g. --older-than-days 30`,
    );
  const cutoff = new Date(Date.now() - days * DAY_MS);
  const bodies = await pruneSentMail(await database(), cutoff);
  const files = await removeEmlFilesBefore(cutoff);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  io.out(
    `Mail sent before ${cutoff.toISOString()} (${count(days, 'day', 'days')} ago): ` +
      `${count(bodies, 'body', 'bodies')} emptied, ${count(files, '.eml file', '.eml files')} removed.`,
  );
}

export function registerOutboxCommands(program: Command, io: OpsIO, run: Runner): void {
  const outbox = program.command('outbox').description('the queue of outgoing mail');
  outbox
    .command('status')
    .description('count pending, failing and sent mail, and list failing mail with its last error')
    .option('--json', 'write the status as JSON')
    .action((options: { json?: boolean }) => run(() => showOutboxStatus(options, io)));
  outbox
    .command('retry')
    .description('make all pending mail due now and send it (uses SMTP_URL like the site)')
    .option('--no-send', 'only make it due; the running site sends it within seconds')
    .action((options: { send?: boolean }) => run(() => retryOutbox(options, io)));
  outbox
    .command('prune')
    .description(
      'remove mail sent more than N days ago: its .eml file and its body in the database',
    )
    .option('--older-than-days <days>', 'age in days of the sent mail to remove', '30')
    .action((options: { olderThanDays: string }) => run(() => pruneOutbox(options, io)));
}
