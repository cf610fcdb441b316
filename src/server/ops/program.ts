import 'server-only';
import { Command, CommanderError } from 'commander';
import { closeDatabase, database } from '../db/client';
import { registerBackupCommands } from './backup-commands';
import { registerBookingCommands } from './booking-commands';
import { registerExportCommand } from './export';
import { registerFuelLevyCommands } from './fuel-levy-commands';
import { registerOutboxCommands } from './outbox-commands';
import { registerPrivacyCommands } from './privacy-commands';
import { registerRateCardCommands } from './rate-card-commands';
import { registerRetentionCommands } from './retention-commands';
import { registerStaffCommands } from './staff-commands';
import { EXIT, OpsError, UsageError } from './io';
import type { OpsIO } from './io';

/**
 * The operator commands (docs/operations.md). Returns the exit status instead of exiting, so tests
 * call it in-process: 0 done, 1 refused or failed, 2 bad arguments.
 */
/**
 * Open the database, trying once more if the first try fails: on a fresh SQLite file, the site
 * (or another command) starting at the same moment may be applying the same migrations.
 */
async function openDatabase(): Promise<void> {
  try {
    await database();
  } catch {
    await closeDatabase();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database();
  }
}

export async function runOps(argv: string[], io: OpsIO): Promise<number> {
  let status: number = EXIT.ok;
  const runWith = (open: boolean) => async (work: () => Promise<void>) => {
    try {
      if (open) await openDatabase();
      await work();
    } catch (err) {
      if (err instanceof UsageError) {
        io.err(`error: ${err.message}\n(see --help)`);
        status = EXIT.usage;
      } else if (err instanceof OpsError) {
        io.err(`error: ${err.message}`);
        status = EXIT.failed;
      } else {
        io.err(`error: ${err instanceof Error ? err.message : String(err)}`);
        status = EXIT.failed;
      }
    }
  };
  const run = runWith(true);

  const program = new Command('ops')
    .description(
      'Operator commands of the site. They work on the same database as the site (DATA_DIR or DATABASE_URL), also while it runs.',
    )
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
    });
  program.addHelpText(
    'after',
    '\nExamples:\n  npm run ops -- fuel-levy add --month 2026-12 --diesel-price 193.2 --fuel-tax-credit 20.7\n  npm run ops -- fuel-levy list\n  npm run ops -- rates export --dir rates\n  npm run ops -- rates import --dir rates --from 2027-07-01\n  npm run ops -- export contacts --since 2026-11-01 --out contacts.csv\n  npm run ops -- outbox status\n  npm run ops -- backup --to /backups/site-2026-11-28.tar.gz\n\nGuide: docs/operations.md',
  );
  registerFuelLevyCommands(program, io, run);
  registerExportCommand(program, io, run);
  registerOutboxCommands(program, io, run);
  registerStaffCommands(program, io, run);
  registerBookingCommands(program, io, run);
  registerBackupCommands(program, io, run, runWith(false));
  registerRetentionCommands(program, io, run);
  registerPrivacyCommands(program, io, run);
  registerRateCardCommands(program, io, run);

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end here with exit code 0.
      return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    throw err;
  } finally {
    await closeDatabase();
  }
  return status;
}
