import 'server-only';
import type { Command } from 'commander';
import { BackupError, restoreBackup, writeBackup } from '../backup/backup';
import type { BackupManifest } from '../backup/backup';
import { env } from '../env';
import { OpsError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

function describeManifest(m: BackupManifest): string {
  const rows = Object.entries(m.tables)
    .filter(([t]) => !t.startsWith('kysely_'))
    .map(([t, n]) => `  ${t.padEnd(28)} ${String(n).padStart(8)}`);
  return [
    `Taken:          ${m.createdAt} (${m.database}, schema ${m.schemaVersion})`,
    `Key:            ${m.keyIncluded ? 'INCLUDED — keep this file as safe as the key itself' : `not included (bank details need the key with id ${m.keyId})`}`,
    `.eml files:     ${m.emlFiles}`,
    'Rows per table:',
    ...rows,
  ].join('\n');
}

async function backup(options: { to: string; includeKey?: boolean }, io: OpsIO): Promise<void> {
  try {
    const result = await writeBackup(options.to, Boolean(options.includeKey));
    if (result.kind === 'no-pg-dump') {
      throw new OpsError(
        `pg_dump is not installed here, so no backup was written. Run, where it is (same major version as the server or newer):\n  ${result.command}\nand keep the encryption key apart from it (docs/operations.md, "Backups").`,
      );
    }
    io.out(`Backup written to ${result.file}\n${describeManifest(result.manifest)}`);
  } catch (err) {
    if (err instanceof BackupError) throw new OpsError(err.message);
    throw err;
  }
}

async function restore(
  file: string,
  options: { dataDir: string; databaseUrl?: string },
  io: OpsIO,
): Promise<void> {
  try {
    const result = await restoreBackup(
      file,
      options.dataDir,
      options.databaseUrl ?? env().DATABASE_URL,
    );
    const m = result.manifest;
    const lines = [`Restored ${file} into ${result.dataDir}`, describeManifest(m)];
    if (result.command)
      lines.push(
        '',
        `pg_restore is not installed here: the database dump is in the folder; load it where pg_restore is with:\n  ${result.command}`,
      );
    lines.push(
      '',
      m.keyIncluded
        ? 'The key came with the backup (credit-encryption.key in the folder).'
        : `The key did not come with the backup: put it back before the site starts (CREDIT_ENCRYPTION_KEY, or the key file credit-encryption.key in ${result.dataDir}, mode 600), or the bank details cannot be read.`,
      `Start the site on it with DATA_DIR=${result.dataDir}${m.database === 'postgres' ? ' and DATABASE_URL set to the restored database' : ''}.`,
    );
    io.out(lines.join('\n'));
  } catch (err) {
    if (err instanceof BackupError) throw new OpsError(err.message);
    throw err;
  }
}

/** `backup` needs the site's database; `restore` makes a new one, so it runs without opening any. */
export function registerBackupCommands(
  program: Command,
  io: OpsIO,
  run: Runner,
  runAlone: Runner,
): void {
  program
    .command('backup')
    .description(
      'write a consistent copy of the data (database, .eml outbox, manifest) while the site serves',
    )
    .requiredOption('--to <file>', 'the backup file to write (a new file, .tar.gz)')
    .option(
      '--include-key',
      'put the bank details key in the backup too (by default it is kept apart)',
    )
    .action((options: { to: string; includeKey?: boolean }) => run(() => backup(options, io)));
  program
    .command('restore')
    .description('restore a backup into an empty or new data folder (and an empty database)')
    .argument('<file>', 'the backup file')
    .requiredOption('--data-dir <dir>', 'an empty or new folder to restore into')
    .option(
      '--database-url <url>',
      'for a PostgreSQL backup: the empty database to restore into (default DATABASE_URL)',
    )
    .action((file: string, options: { dataDir: string; databaseUrl?: string }) =>
      runAlone(() => restore(file, options, io)),
    );
}
