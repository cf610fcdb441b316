import 'server-only';
import type { Command } from 'commander';
import { ZodError } from 'zod';
import {
  addStaff,
  auditPrintedLink,
  disableStaff,
  listStaff,
  mayPrintLink,
  resetStaff,
  StaffAccountError,
} from '../staff/accounts';
import { terminalActor } from '../staff/audit';
import type { SetUpLink } from '../staff/accounts';
import { ROLE_LABELS } from '../staff/constants';
import { deliverDueMail } from '../outbox/outbox';
import type { Runner } from './fuel-levy-commands';
import { formatColumns, OpsError, UsageError } from './io';
import type { OpsIO } from './io';

/** Account errors are the operator's to fix (exit 1); bad arguments are usage errors (exit 2). */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StaffAccountError) throw new OpsError(err.message);
    if (err instanceof ZodError)
      throw new UsageError(err.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
    throw err;
  }
}

const PRINT_LINK_REFUSED =
  '--print-link is only for the first administrator: another administrator is set up, so the link goes by mail alone.';

/** Refuse --print-link before anything changes, unless no other administrator is set up. */
async function checkPrintLink(email: string, printLink: boolean | undefined): Promise<void> {
  if (printLink && !(await mayPrintLink(email))) throw new OpsError(PRINT_LINK_REFUSED);
}

/**
 * Send the set-up mail now (SMTP_URL, or an .eml file); a failure stays in the outbox. The link is
 * shown only with --print-link, and that is audited.
 */
async function reportLink(io: OpsIO, made: SetUpLink, what: string, printLink?: boolean) {
  const { account, link, expiresAt } = made;
  await deliverDueMail();
  const lines = [
    `${what} ${account.name} <${account.email}>, ${ROLE_LABELS[account.role]}.`,
    '',
    `A set-up link was sent to ${account.email}; it works once, until ${expiresAt} (\`outbox status\` shows the mail).`,
  ];
  if (printLink) {
    await auditPrintedLink(account, terminalActor());
    lines.push('', 'The link, shown here because no other administrator is set up yet:', link);
  }
  io.out(lines.join('\n'));
}

export function registerStaffCommands(program: Command, io: OpsIO, run: Runner): void {
  const staff = program
    .command('staff')
    .description('staff console accounts: add, list, disable, reset');
  staff
    .command('add')
    .description('add a staff account and mail them a one-time set-up link (valid 24 hours)')
    .requiredOption('--email <email>', 'their e-mail address; the set-up link is mailed there')
    .requiredOption('--name <name>', 'their name as the console shows it')
    .requiredOption('--role <role>', 'admin, sales or accounts')
    .option('--print-link', 'also show the link here: only for the very first administrator')
    .action((options: { email: string; name: string; role: string; printLink?: boolean }) =>
      run(async () => {
        await checkPrintLink(options.email, options.printLink);
        const made = await refusing(() =>
          addStaff(
            { email: options.email, name: options.name, role: options.role as never },
            terminalActor(),
          ),
        );
        await reportLink(io, made, 'Added', options.printLink);
      }),
    );
  staff
    .command('list')
    .description('list the staff accounts')
    .option('--json', 'write the list as JSON')
    .action((options: { json?: boolean }) =>
      run(async () => {
        const rows = await listStaff();
        if (options.json) return io.out(JSON.stringify(rows, null, 2));
        if (rows.length === 0) return io.out('No staff accounts yet. Add one with: staff add');
        io.out(
          formatColumns(
            ['E-mail', 'Name', 'Role', 'Authenticator', 'State'],
            rows.map((r) => [
              r.email,
              r.name,
              r.role,
              r.enrolled ? 'set' : 'not set',
              r.disabled ? 'disabled' : r.passwordChangeDue ? 'active, new password due' : 'active',
            ]),
          ),
        );
      }),
    );
  staff
    .command('disable')
    .description('sign a staff member out everywhere and refuse their sign-ins')
    .requiredOption('--email <email>', 'their e-mail address')
    .action((options: { email: string }) =>
      run(async () => {
        const account = await refusing(() => disableStaff(options.email, terminalActor()));
        await deliverDueMail();
        io.out(`Disabled ${account.email}: signed out everywhere; staff reset enables it again.`);
      }),
    );
  staff
    .command('reset')
    .description(
      'remove the password, authenticator and passkeys, enable the account, and mail a new set-up link',
    )
    .requiredOption('--email <email>', 'their e-mail address')
    .option('--print-link', 'also show the link here: only when no other administrator is set up')
    .action((options: { email: string; printLink?: boolean }) =>
      run(async () => {
        await checkPrintLink(options.email, options.printLink);
        const made = await refusing(() => resetStaff(options.email, terminalActor()));
        await reportLink(io, made, 'Reset', options.printLink);
      }),
    );
}
