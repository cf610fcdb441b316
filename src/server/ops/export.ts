import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  CALENDAR_DATE_PATTERN,
  COMPANY_TIME_ZONE,
  isCalendarDate,
  startOfCalendarDate,
} from '@/domain/calendar-date';
import { BANK_FIELDS } from '@/domain/credit-application';
import { database } from '../db/client';
import { buildRecordsCsv, ExportError, exportKinds } from '../exports/records-csv';
import type { ExportKind, RecordsCsv } from '../exports/records-csv';
import { terminalActor } from '../staff/audit';
import { auditExport } from '../staff/exports';
import { OpsError, UsageError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

/**
 * The instant of --since: a calendar date is the start of that day in Melbourne, where the
 * company works; a full ISO timestamp with an offset is taken as written.
 */
function parseSince(value: string): { iso: string; label: string } {
  const text = value.trim();
  if (CALENDAR_DATE_PATTERN.test(text)) {
    if (!isCalendarDate(text)) throw new UsageError(`--since: ${text} is not a calendar date`);
    const start = startOfCalendarDate(text, COMPANY_TIME_ZONE);
    return { iso: start.toISOString(), label: `${text} (Melbourne time)` };
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    const instant = Date.parse(text);
    if (!Number.isNaN(instant)) return { iso: new Date(instant).toISOString(), label: text };
  }
  throw new UsageError(
    `--since must be a date written yyyy-MM-dd (e.g. --since 2026-11-01) or an ISO timestamp with its offset (got "${value}")`,
  );
}

type ExportOptions = {
  since?: string;
  out?: string;
  force?: boolean;
  includeBankDetails?: boolean;
};

/** Build the CSV of one kind of record created since a moment. Nothing is written here. */
async function buildExport(
  kind: ExportKind,
  sinceIso: string,
  includeBankDetails: boolean,
): Promise<RecordsCsv> {
  try {
    return await buildRecordsCsv(await database(), kind, sinceIso, includeBankDetails);
  } catch (err) {
    if (!(err instanceof ExportError)) throw err;
    throw new OpsError(
      err.reason === 'cannot-decrypt'
        ? `${err.message} Is CREDIT_ENCRYPTION_KEY (or the key file in DATA_DIR) the one the site uses? Nothing was written.`
        : err.message,
    );
  }
}

/** Write a file whole or not at all, readable by its owner only (it holds personal data). */
export function writeFileAtomically(file: string, text: string, overwrite: boolean): void {
  const target = path.resolve(file);
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`,
  );
  fs.writeFileSync(temp, text, { mode: 0o600, flag: 'wx' });
  try {
    if (!overwrite && fs.existsSync(target)) {
      throw new OpsError(`${file} already exists; add --force to replace it.`);
    }
    fs.renameSync(temp, target);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

async function runExport(kindText: string, options: ExportOptions, io: OpsIO) {
  if (!(kindText in exportKinds)) {
    throw new UsageError(
      `export: unknown kind "${kindText}"; choose one of ${Object.keys(exportKinds).join(', ')}`,
    );
  }
  const kind = kindText as ExportKind;
  const spec = exportKinds[kind];
  if (!options.since) throw new UsageError('--since is required, e.g. --since 2026-11-01');
  const since = parseSince(options.since);
  if (options.includeBankDetails && !spec.bankDetails) {
    throw new UsageError(`--include-bank-details applies only to credit-applications`);
  }
  if (options.out) {
    const dir = path.dirname(path.resolve(options.out));
    if (!fs.existsSync(dir)) throw new UsageError(`--out: folder ${dir} does not exist`);
    if (!options.force && fs.existsSync(options.out)) {
      throw new UsageError(`--out: ${options.out} already exists; add --force to replace it`);
    }
  }

  const result = await buildExport(kind, since.iso, Boolean(options.includeBankDetails));

  if (spec.bankDetails) {
    io.err(
      options.includeBankDetails
        ? `WARNING: this export contains bank details (${BANK_FIELDS.join(', ')}) in plain text. Keep the file somewhere safe and delete it once it has been used.`
        : 'Bank details are left out of this export; add --include-bank-details to include them.',
    );
  }
  const audited = {
    kind,
    count: result.count,
    since: since.label,
    bank: Boolean(options.includeBankDetails),
  };
  await auditExport(await database(), terminalActor(), audited);
  if (options.out) {
    writeFileAtomically(options.out, result.csv, Boolean(options.force));
    io.err(
      `Exported ${result.count} ${spec.label} created since ${since.label} to ${options.out}.`,
    );
  } else {
    io.out(result.csv);
    io.err(`Exported ${result.count} ${spec.label} created since ${since.label}.`);
  }
}

export function registerExportCommand(program: Command, io: OpsIO, run: Runner): void {
  program
    .command('export')
    .description('write records created since a date as CSV (to stdout, or a file with --out)')
    .argument('<kind>', `what to export: ${Object.keys(exportKinds).join(' | ')}`)
    .option('--since <date>', 'records created on or after this date, yyyy-MM-dd (Melbourne time)')
    .option('--out <file>', 'write to this file (whole or not at all) instead of stdout')
    .option('--force', 'replace the --out file if it exists')
    .option(
      '--include-bank-details',
      'credit-applications only: decrypt and include bank name, BSB/account number and address',
    )
    .action((kind: string, options: ExportOptions) => run(() => runExport(kind, options, io)));
}
