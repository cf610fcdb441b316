import { createHash } from 'node:crypto';
import type { Metadata } from 'next';
import { StaffShell } from '@/components/staff/staff-shell';
import { Pager, StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { buttonClass, inputClass } from '@/components/staff/ui';
import { isCalendarDate } from '@/domain/calendar-date';
import { database } from '@/server/db/client';
import { formatMelbourneDateTime } from '@/domain/format';
import { auditActionText, auditChoices, listAudit } from '@/server/staff/audit';
import type { AuditFilter, AuditRow } from '@/server/staff/audit';
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

/**
 * How the address names a person of the log: by a digest of their e-mail address, not the address
 * itself, so that it stays out of the browser's history and proxies' logs (decision 164).
 */
const personKey = (actor: string) =>
  createHash('sha256').update(actor, 'utf8').digest('base64url').slice(0, 12);

/** The filter as the query string gives it: unknown people or actions and bad dates are dropped. */
function filterFrom(
  params: Record<string, string | string[] | undefined>,
  choices: { actors: string[]; actions: string[] },
): AuditFilter {
  const one = (name: string) => (typeof params[name] === 'string' ? params[name].trim() : '');
  const day = (name: string) => (isCalendarDate(one(name)) ? one(name) : undefined);
  return {
    actor: choices.actors.find((actor) => personKey(actor) === one('who')),
    action: choices.actions.includes(one('what')) ? one('what') : undefined,
    from: day('from'),
    to: day('to'),
  };
}

export default async function StaffAuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/staff/audit');
  const params = await searchParams;
  const pageText = params.page;
  const asked = Number.parseInt(typeof pageText === 'string' ? pageText : '1', 10);
  const page = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 100_000) : 1;
  const db = await database();
  const choices = await auditChoices(db);
  const filter = filterFrom(params, choices);
  const { rows, total } = await listAudit(db, { page, perPage: PER_PAGE, ...filter });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const link = (n: number) => {
    const query = new URLSearchParams();
    if (filter.actor) query.set('who', personKey(filter.actor));
    if (filter.action) query.set('what', filter.action);
    if (filter.from) query.set('from', filter.from);
    if (filter.to) query.set('to', filter.to);
    query.set('page', String(n));
    return `/staff/audit?${query.toString()}`;
  };
  return (
    <StaffShell user={user} title="Audit log">
      <p>
        Sign-ins and failures, reveals of bank details and signatures, exports, levy changes, status
        changes and account changes, from the console and the operator command, newest first. The
        log is kept in the database and cannot be changed from the console.
      </p>
      <form method="get" action="/staff/audit" className="grid gap-3 sm:grid-cols-5 sm:items-end">
        <div>
          <label htmlFor="audit-who" className="font-medium">
            Person
          </label>
          <select
            id="audit-who"
            name="who"
            defaultValue={filter.actor ? personKey(filter.actor) : ''}
            className={inputClass}
          >
            <option value="">Everyone</option>
            {choices.actors.map((a) => (
              <option key={a} value={personKey(a)}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-what" className="font-medium">
            Action
          </label>
          <select
            id="audit-what"
            name="what"
            defaultValue={filter.action ?? ''}
            className={inputClass}
          >
            <option value="">Every action</option>
            {choices.actions.map((a) => (
              <option key={a} value={a}>
                {auditActionText(a)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="font-medium">
            From
          </label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={filter.from ?? ''}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="audit-to" className="font-medium">
            To
          </label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={filter.to ?? ''}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          Show
        </button>
      </form>
      <StaffTable
        caption={`Audit log, newest first: ${total} ${total === 1 ? 'entry' : 'entries'}`}
        rows={rows}
        rowKey={(r) => r.id}
        columns={AUDIT_COLUMNS}
      />
      <Pager page={page} pages={pages} href={link} />
    </StaffShell>
  );
}
