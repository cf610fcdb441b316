import type { Metadata } from 'next';
import { StaffShell } from '@/components/staff/staff-shell';
import { Pager, StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { database } from '@/server/db/client';
import { formatMelbourneDateTime } from '@/domain/format';
import { auditActionText, listAudit } from '@/server/staff/audit';
import type { AuditRow } from '@/server/staff/audit';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Audit log' };

const PER_PAGE = 50;

const AUDIT_COLUMNS: StaffColumn<AuditRow>[] = [
  {
    header: 'When (Melbourne time)',
    cell: (r) => <time dateTime={r.at}>{formatMelbourneDateTime(r.at)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Who',
    cell: (r) =>
      r.actorName ? (
        <>
          {r.actorName} <span className="break-all text-slate-600">({r.actorEmail})</span>
        </>
      ) : (
        (r.actorEmail ?? '')
      ),
  },
  { header: 'What', cell: (r) => auditActionText(r.action) },
  { header: 'On', cell: (r) => r.subject ?? '', className: 'break-all' },
  { header: 'Detail', cell: (r) => r.detail ?? '' },
  { header: 'Address', cell: (r) => r.address ?? '' },
];

export default async function StaffAuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/staff/audit');
  const { page: pageText } = await searchParams;
  const asked = Number.parseInt(typeof pageText === 'string' ? pageText : '1', 10);
  const page = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 100_000) : 1;
  const { rows, total } = await listAudit(await database(), { page, perPage: PER_PAGE });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <StaffShell user={user} title="Audit log">
      <p>
        Sign-ins and failures, reveals of bank details, status changes and account changes, newest
        first. The log is kept in the database and cannot be changed from the console.
      </p>
      <StaffTable
        caption="Audit log, newest first"
        rows={rows}
        rowKey={(r) => r.id}
        columns={AUDIT_COLUMNS}
      />
      <Pager page={page} pages={pages} href={(n) => `/staff/audit?page=${n}`} />
    </StaffShell>
  );
}
