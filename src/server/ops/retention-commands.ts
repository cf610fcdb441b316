import 'server-only';
import type { Command } from 'commander';
import { env } from '../env';
import { runRetentionIfDue } from '../retention/retention';
import { OpsError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

async function runRetention(io: OpsIO): Promise<void> {
  const counts = await runRetentionIfDue(new Date(), { force: true });
  if (!counts) throw new OpsError('Another server is pruning right now; try again in a minute.');
  const e = env();
  io.out(
    [
      `Pruned (contact messages and home quote requests after ${e.RETENTION_CONTACT_DAYS} days, quotes ${e.RETENTION_QUOTES_DAYS} days after expiry, sent mail after ${e.RETENTION_SENT_MAIL_DAYS} days):`,
      ...Object.entries(counts).map(([kind, n]) => `  ${kind.padEnd(20)} ${n}`),
    ].join('\n'),
  );
}

export function registerRetentionCommands(program: Command, io: OpsIO, run: Runner): void {
  program
    .command('retention')
    .description('the keeping times of personal data (docs/privacy.md)')
    .command('run')
    .description('prune now what is past its keeping time (the site does it daily by itself)')
    .action(() => run(() => runRetention(io)));
}
