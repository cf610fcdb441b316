import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffShell } from '@/components/staff/staff-shell';
import { database } from '@/server/db/client';
import { listAudit } from '@/server/staff/audit';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Audit log' };

const PER_PAGE = 50;

export default async function StaffAuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/staff/audit');
  if (!user)
    return (
      <StaffShell user={null} title="Audit log">
        {null}
      </StaffShell>
    );
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
      <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-200">
            <tr>
              <th scope="col" className="p-2">
                When (UTC)
              </th>
              <th scope="col" className="p-2">
                Who
              </th>
              <th scope="col" className="p-2">
                What
              </th>
              <th scope="col" className="p-2">
                On
              </th>
              <th scope="col" className="p-2">
                Detail
              </th>
              <th scope="col" className="p-2">
                Address
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200">
                <td className="p-2 whitespace-nowrap">{r.at.slice(0, 19).replace('T', ' ')}</td>
                <td className="p-2 break-all">{r.actorEmail ?? ''}</td>
                <td className="p-2">{r.action}</td>
                <td className="p-2 break-all">{r.subject ?? ''}</td>
                <td className="p-2">{r.detail ?? ''}</td>
                <td className="p-2">{r.address ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="flex gap-4">
        {page > 1 ? <Link href={`/staff/audit?page=${page - 1}`}>Newer</Link> : null}
        <span>
          Page {Math.min(page, pages)} of {pages}
        </span>
        {page < pages ? <Link href={`/staff/audit?page=${page + 1}`}>Older</Link> : null}
      </nav>
    </StaffShell>
  );
}
