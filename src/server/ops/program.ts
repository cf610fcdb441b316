import 'server-only';
import { Command, CommanderError } from 'commander';
import { closeDatabase, database } from '../db/client';
import { EXIT, OpsError, UsageError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

/** Adds a group of commands to the program; `runAlone` runs one without opening the database. */
type Register = (program: Command, io: OpsIO, run: Runner, runAlone: Runner) => void;

/** Backup and restore: one module, one group. */
async function backupCommands(): Promise<Register> {
  return (await import('./backup-commands')).registerBackupCommands;
}

/**
 * Each command's module, by the name it is typed with, in the order help lists them. A command
 * loads its own module alone: `fuel-levy list` does not first load the backup's archive library,
 * the console's sign-in or the mail's composer. Help, no command and an unknown one load them all,
 * to list every command.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  'fuel-levy': async () => (await import('./fuel-levy-commands')).registerFuelLevyCommands,
  export: async () => (await import('./export')).registerExportCommand,
  outbox: async () => (await import('./outbox-commands')).registerOutboxCommands,
  staff: async () => (await import('./staff-commands')).registerStaffCommands,
  booking: async () => (await import('./booking-commands')).registerBookingCommands,
  backup: backupCommands,
  restore: backupCommands,
  retention: async () => (await import('./retention-commands')).registerRetentionCommands,
  privacy: async () => (await import('./privacy-commands')).registerPrivacyCommands,
  rates: async () => (await import('./rate-card-commands')).registerRateCardCommands,
};

/** The groups of commands `argv` needs: its command's alone, or every one. */
async function commandsFor(argv: string[]): Promise<Register[]> {
  const name = argv[0];
  const one = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (one) return [await one()];
  // Backup and restore are one group: each group once.
  return [...new Set(await Promise.all(Object.values(COMMANDS).map((load) => load())))];
}

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
  const runAlone = runWith(false);
  for (const register of await commandsFor(argv)) register(program, io, run, runAlone);

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
