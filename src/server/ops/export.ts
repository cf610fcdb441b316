import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import {
  CALENDAR_DATE_PATTERN,
  COMPANY_TIME_ZONE,
  isCalendarDate,
  startOfCalendarDate,
} from '@/domain/calendar-date';
import { BANK_FIELDS } from '@/domain/credit-application';
import type { BankField } from '@/domain/credit-application';
import { decryptJson } from '../crypto/field-encryption';
import { database } from '../db/client';
import { OpsError, UsageError } from './io';
import type { OpsIO } from './io';
import type { Runner } from './fuel-levy-commands';

/** What `export` can write, and the table each reads. Columns are read generically. */
const exportKinds = {
  contacts: { table: 'contact_messages', label: 'contact messages', bankDetails: false },
  quotes: { table: 'quotes', label: 'quotes', bankDetails: false },
  'credit-applications': {
    table: 'credit_applications',
    label: 'credit applications',
    bankDetails: true,
  },
} as const;

type ExportKind = keyof typeof exportKinds;

/** Columns never exported: encrypted values, internal hashes and signature images. */
function isLeftOut(column: string): boolean {
  return (
    column === 'bank_details_enc' ||
    column === 'fingerprint' ||
    /(_png|_binary|_image)$/i.test(column) ||
    /signaturebinary/i.test(column)
  );
}

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

/**
 * A cell a spreadsheet could run as a formula (=, +, -, @ at the start) gets a leading quote.
 * Phone numbers and signed numbers such as "+61 491 570 110" or "-12.5" are left as they are.
 */
function neutraliseCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  // Columns hold text and numbers; anything else is written as JSON, never as "[object Object]".
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=@\t\r]/.test(text)) return `'${text}`;
  if (/^[+-]/.test(text) && !/^[+-][\d\s().]*$/.test(text)) return `'${text}`;
  return text;
}

type ExportOptions = {
  since?: string;
  out?: string;
  force?: boolean;
  includeBankDetails?: boolean;
};

type ExportResult = { count: number; columns: string[]; csv: string };

/** Build the CSV of one kind of record created since a moment. Nothing is written here. */
async function buildExport(
  kind: ExportKind,
  sinceIso: string,
  includeBankDetails: boolean,
): Promise<ExportResult> {
  const { table, label } = exportKinds[kind];
  const db = await database();
  const meta = (await db.introspection.getTables()).find((t) => t.name === table);
  if (!meta) {
    throw new OpsError(`There are no ${label} in this database yet (table ${table} is missing).`);
  }
  const tableColumns = meta.columns.map((c) => c.name);
  if (!tableColumns.includes('created_at')) {
    throw new OpsError(`Table ${table} has no created_at column to filter by.`);
  }
  const columns: string[] = [];
  for (const c of tableColumns) {
    if (c === 'bank_details_enc' && includeBankDetails) columns.push(...BANK_FIELDS);
    if (!isLeftOut(c)) columns.push(c);
  }
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where created_at >= ${sinceIso} order by id
  `.execute(db);

  const records = rows.map((row) => {
    const out: Record<string, string | number> = {};
    let bank: Partial<Record<BankField, unknown>> = {};
    if (includeBankDetails && typeof row.bank_details_enc === 'string' && row.bank_details_enc) {
      try {
        bank = decryptJson<typeof bank>(row.bank_details_enc);
      } catch (err) {
        throw new OpsError(
          `Cannot decrypt the bank details of ${table} row ${String(row.id)}: ${(err as Error).message}. Is CREDIT_ENCRYPTION_KEY (or the key file in DATA_DIR) the one the site uses? Nothing was written.`,
        );
      }
    }
    for (const c of columns) {
      out[c] = neutraliseCell(
        (BANK_FIELDS as readonly string[]).includes(c) ? bank[c as BankField] : row[c],
      );
    }
    return out;
  });
  return { count: records.length, columns, csv: stringify(records, { header: true, columns }) };
}

/** Write a file whole or not at all, readable by its owner only (it holds personal data). */
function writeFileAtomically(file: string, text: string, overwrite: boolean): void {
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
