import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { BANK_FIELDS } from '@/domain/credit-application';
import type { BankField } from '@/domain/credit-application';
import { decryptJson } from '../crypto/field-encryption';
import type { Db } from '../db/client';
import { pagesById } from '../db/pages';

// The CSV exports of saved records, one builder for the operator command (`npm run ops -- export`)
// and the staff console's downloads: the same columns, the same cells, the same columns left out.

/** What can be exported, and the table each reads. Columns are read generically. */
export const exportKinds = {
  contacts: { table: 'contact_messages', label: 'contact messages', bankDetails: false },
  quotes: { table: 'quotes', label: 'quotes', bankDetails: false },
  bookings: { table: 'bookings', label: 'bookings', bankDetails: false },
  'credit-applications': {
    table: 'credit_applications',
    label: 'credit applications',
    bankDetails: true,
  },
} as const;

export type ExportKind = keyof typeof exportKinds;

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

/** Why an export could not be built; the caller words it for its reader. */
export class ExportError extends Error {
  constructor(
    readonly reason: 'no-table' | 'no-created-at' | 'cannot-decrypt',
    message: string,
  ) {
    super(message);
  }
}

export type RecordsCsv = { count: number; columns: string[]; csv: string };

/**
 * Rows read and written at a time. A page's CSV is made in one task; the next waits for the event
 * loop's turn, so a large export neither holds the server up nor holds every row in memory.
 */
export const PAGE_ROWS = 250;

/** An export opened: its columns, its rows' count, and its CSV page by page (header first). */
export type RecordsCsvPages = { count: number; columns: string[]; pages: AsyncGenerator<string> };

/**
 * The CSV of one kind of record created since a moment (ISO), page by page. It holds the rows
 * there were when it was opened (ids up to the highest then), so the count is theirs. Nothing is
 * written here.
 */
export async function openRecordsCsv(
  db: Db,
  kind: ExportKind,
  sinceIso: string,
  includeBankDetails: boolean,
): Promise<RecordsCsvPages> {
  const { table, label } = exportKinds[kind];
  const meta = (await db.introspection.getTables()).find((t) => t.name === table);
  if (!meta) {
    throw new ExportError(
      'no-table',
      `There are no ${label} in this database yet (table ${table} is missing).`,
    );
  }
  const tableColumns = meta.columns.map((c) => c.name);
  if (!tableColumns.includes('created_at')) {
    throw new ExportError('no-created-at', `Table ${table} has no created_at column to filter by.`);
  }
  const columns: string[] = [];
  for (const c of tableColumns) {
    if (c === 'bank_details_enc' && includeBankDetails) columns.push(...BANK_FIELDS);
    if (!isLeftOut(c)) columns.push(c);
  }
  const {
    rows: [extent],
  } = await sql<{ count: number | string; last: number | string | null }>`
    select count(*) as count, max(id) as last from ${sql.table(table)} where created_at >= ${sinceIso}
  `.execute(db);
  const last = Number(extent?.last ?? 0);

  function recordOf(row: Record<string, unknown>): Record<string, string | number> {
    const out: Record<string, string | number> = {};
    let bank: Partial<Record<BankField, unknown>> = {};
    if (includeBankDetails && typeof row.bank_details_enc === 'string' && row.bank_details_enc) {
      try {
        bank = decryptJson<typeof bank>(row.bank_details_enc);
      } catch (err) {
        throw new ExportError(
          'cannot-decrypt',
          `Cannot decrypt the bank details of ${table} row ${String(row.id)}: ${(err as Error).message}.`,
        );
      }
    }
    for (const c of columns) {
      out[c] = neutraliseCell(
        (BANK_FIELDS as readonly string[]).includes(c) ? bank[c as BankField] : row[c],
      );
    }
    return out;
  }

  async function* pages(): AsyncGenerator<string> {
    let header = true;
    for await (const rows of pagesById(PAGE_ROWS, async (after) => {
      const { rows } = await sql<Record<string, unknown> & { id: number }>`
        select * from ${sql.table(table)}
        where created_at >= ${sinceIso} and id > ${after ?? 0} and id <= ${last}
        order by id limit ${PAGE_ROWS}
      `.execute(db);
      return rows;
    })) {
      yield stringify(rows.map(recordOf), { header, columns });
      header = false;
    }
  }

  return { count: Number(extent?.count ?? 0), columns, pages: pages() };
}

/** The CSV of one kind of record created since a moment (ISO), whole. Nothing is written here. */
export async function buildRecordsCsv(
  db: Db,
  kind: ExportKind,
  sinceIso: string,
  includeBankDetails: boolean,
): Promise<RecordsCsv> {
  const { count, columns, pages } = await openRecordsCsv(db, kind, sinceIso, includeBankDetails);
  let csv = '';
  for await (const page of pages) csv += page;
  return { count, columns, csv };
}
