import 'server-only';
import { COMPANY_TIME_ZONE, isCalendarDate, startOfCalendarDate } from '@/domain/calendar-date';
import type { Db } from '../db/client';
import { ExportError, openRecordsCsv } from '../exports/records-csv';
import type { ExportKind, RecordsCsvPages } from '../exports/records-csv';
import { log } from '../log';
import { writeAudit } from './audit';
import type { AuditActor } from './audit';
import type { Role } from './constants';
import { StaffApiError } from './http';
import { requireRecentSignIn } from './step-up';
import type { StaffUser } from './session';

/**
 * The CSV downloads of the console: the files of `npm run ops -- export`, built by the same
 * builder (src/server/exports/records-csv.ts) on the site's own connection. Each kind names the
 * roles whose work it is.
 */
export const STAFF_EXPORTS = {
  contacts: { label: 'Contact messages', roles: ['admin', 'sales'], bankDetails: false },
  quotes: { label: 'Saved quotes', roles: ['admin', 'sales'], bankDetails: false },
  bookings: { label: 'Bookings', roles: ['admin', 'sales'], bankDetails: false },
  'credit-applications': {
    label: 'Credit applications',
    roles: ['admin', 'accounts'],
    bankDetails: true,
  },
} as const satisfies Record<
  ExportKind,
  { label: string; roles: readonly Role[]; bankDetails: boolean }
>;

export type StaffExportKind = ExportKind;

/** The kinds a role may download. */
export function exportsFor(role: Role): StaffExportKind[] {
  return (Object.keys(STAFF_EXPORTS) as StaffExportKind[]).filter((k) =>
    (STAFF_EXPORTS[k].roles as readonly Role[]).includes(role),
  );
}

/** From the first day of records when no date is given. */
const EVERYTHING = '2000-01-01';

export type ExportRequest = { kind: string; since: string | null; bank: string | null };

/**
 * The download's body: the CSV's pages as they are read, each only when the connection asks for
 * more, so a large export holds a page in memory at a time. `first` is the page already read.
 */
function csvBody(first: IteratorResult<string>, pages: AsyncGenerator<string>) {
  const encoder = new TextEncoder();
  let next: IteratorResult<string> | undefined = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const page = next ?? (await pages.next());
        next = undefined;
        if (page.done) controller.close();
        else controller.enqueue(encoder.encode(page.value));
      } catch (err) {
        // The status has gone: the download ends broken, and the log says why.
        log.error({ err }, 'an export failed while it was sent');
        controller.error(err);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/**
 * One export as a download: the kind and role checked, a recent sign-in when bank details are in
 * it, the CSV built with the export command's rules and sent as it is read, and the download
 * written to the audit log with who, what, from when, and whether bank details were in it.
 */
export async function exportForStaff(
  db: Db,
  user: StaffUser,
  request: ExportRequest,
): Promise<{ filename: string; body: ReadableStream<Uint8Array> }> {
  if (!Object.hasOwn(STAFF_EXPORTS, request.kind))
    throw new StaffApiError(404, `There is no export called “${request.kind.slice(0, 40)}”.`);
  const kind = request.kind as StaffExportKind;
  const spec = STAFF_EXPORTS[kind];
  if (!(spec.roles as readonly Role[]).includes(user.role))
    throw new StaffApiError(403, 'Your role cannot download this export.');
  const since = (request.since ?? '').trim() || EVERYTHING;
  if (!isCalendarDate(since))
    throw new StaffApiError(400, 'From must be a date written yyyy-MM-dd, e.g. 2026-11-01', {
      field: 'since',
    });
  const bank = request.bank === '1' || request.bank === 'true';
  if (bank && !spec.bankDetails)
    throw new StaffApiError(400, 'Bank details are only in the credit applications export.', {
      field: 'bank',
    });
  // Account numbers in plain text need a recent sign-in, as a reveal does (decision 181).
  if (bank) requireRecentSignIn(user);
  const sinceIso = startOfCalendarDate(since, COMPANY_TIME_ZONE).toISOString();
  let opened: RecordsCsvPages;
  let first: IteratorResult<string>;
  try {
    opened = await openRecordsCsv(db, kind, sinceIso, bank);
    // The first page before the answer's status: a key that cannot read the bank details is then
    // an error answered as such, not a broken download.
    first = await opened.pages.next();
  } catch (err) {
    if (!(err instanceof ExportError)) throw err;
    if (err.reason === 'no-table')
      throw new StaffApiError(404, 'There is nothing of this kind in the database yet.');
    throw err;
  }
  await auditExport(db, user, { kind, count: opened.count, since, bank });
  return { filename: `${kind}-since-${since}.csv`, body: csvBody(first, opened.pages) };
}

/** Write one export to the audit log: the console's downloads and the export command's files. */
export async function auditExport(
  db: Db,
  actor: AuditActor,
  { kind, count, since, bank }: { kind: ExportKind; count: number; since: string; bank: boolean },
): Promise<void> {
  await writeAudit(db, {
    action: 'export',
    actor,
    subject: kind,
    detail: `${count} ${count === 1 ? 'row' : 'rows'} created since ${since}${bank ? ', with bank details' : ', without bank details'}`,
  });
}
