import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffShell } from '@/components/staff/staff-shell';
import { buttonClass, Card, inputClass } from '@/components/staff/ui';
import { database } from '@/server/db/client';
import type { ItemStatus } from '@/server/db/tables/staff';
import {
  dashboardCounts,
  isItemKind,
  ITEM_KINDS,
  ITEM_STATUSES,
  kindsFor,
  listInbox,
  MAX_SEARCH,
} from '@/server/staff/inbox';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Inbox' };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The time of this request, for the ages shown. */
function currentTime(): number {
  return Date.now();
}

function age(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

export default async function StaffInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/staff');
  if (!user)
    return (
      <StaffShell user={null} title="Inbox">
        {null}
      </StaffShell>
    );
  const params = await searchParams;
  const kindParam = one(params.kind) ?? '';
  const statusParam = one(params.status) ?? '';
  const kind = isItemKind(kindParam) ? kindParam : undefined;
  const status = Object.hasOwn(ITEM_STATUSES, statusParam)
    ? (statusParam as ItemStatus)
    : undefined;
  const q = (one(params.q) ?? '').slice(0, MAX_SEARCH);
  const pageNumber = Number.parseInt(one(params.page) ?? '1', 10);
  const db = await database();
  const [inbox, counts] = await Promise.all([
    listInbox(db, user, { kind, status, q, page: Number.isFinite(pageNumber) ? pageNumber : 1 }),
    dashboardCounts(db, user),
  ]);
  const now = currentTime();
  const link = (page: number) => {
    const p = new URLSearchParams();
    if (kind) p.set('kind', kind);
    if (status) p.set('status', status);
    if (q) p.set('q', q);
    p.set('page', String(page));
    return `/staff?${p.toString()}`;
  };

  return (
    <StaffShell user={user} title="Inbox">
      <Card title="At a glance">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {counts.map((c) => (
            <li key={c.kind} className="rounded border border-slate-300 p-3">
              <p className="font-semibold">{c.label}s</p>
              <p>
                {c.today} today, {c.week} in 7 days
              </p>
              <p>{c.waiting} still new</p>
            </li>
          ))}
        </ul>
      </Card>

      <form method="get" action="/staff" className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <div>
          <label htmlFor="inbox-kind" className="font-medium">
            Kind
          </label>
          <select id="inbox-kind" name="kind" defaultValue={kind ?? ''} className={inputClass}>
            <option value="">Every kind</option>
            {kindsFor(user).map((k) => (
              <option key={k} value={k}>
                {ITEM_KINDS[k].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className="font-medium">
            Status
          </label>
          <select
            id="inbox-status"
            name="status"
            defaultValue={status ?? ''}
            className={inputClass}
          >
            <option value="">Every status</option>
            {Object.entries(ITEM_STATUSES).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-q" className="font-medium">
            Search
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_SEARCH}
            placeholder="Name, e-mail, company or quote number"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          Show
        </button>
      </form>

      <section aria-labelledby="inbox-results">
        <h2 id="inbox-results" className="mb-2 font-semibold">
          {inbox.total} item{inbox.total === 1 ? '' : 's'}, newest first
        </h2>
        <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-200">
              <tr>
                <th scope="col" className="p-2">
                  Kind
                </th>
                <th scope="col" className="p-2">
                  Name
                </th>
                <th scope="col" className="p-2">
                  E-mail
                </th>
                <th scope="col" className="p-2">
                  Company
                </th>
                <th scope="col" className="p-2">
                  Suburbs
                </th>
                <th scope="col" className="p-2">
                  Age
                </th>
                <th scope="col" className="p-2">
                  Status
                </th>
                <th scope="col" className="p-2">
                  Assignee
                </th>
              </tr>
            </thead>
            <tbody>
              {inbox.rows.map((r) => (
                <tr key={`${r.kind}-${r.id}`} className="border-t border-slate-200">
                  <td className="p-2">
                    <Link
                      href={`/staff/items/${r.kind}/${r.id}`}
                      className="font-medium text-emerald-900 underline"
                    >
                      {ITEM_KINDS[r.kind].label} {r.id}
                    </Link>
                  </td>
                  <td className="p-2">{r.name}</td>
                  <td className="p-2 break-all">{r.email}</td>
                  <td className="p-2">{r.company}</td>
                  <td className="p-2">{r.suburbs}</td>
                  <td className="p-2 whitespace-nowrap">{age(r.createdAt, now)}</td>
                  <td className="p-2">{ITEM_STATUSES[r.status]}</td>
                  <td className="p-2">{r.assigneeName ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {inbox.pages > 1 ? (
          <nav aria-label="Pages" className="mt-3 flex items-center gap-4">
            {inbox.page > 1 ? <Link href={link(inbox.page - 1)}>Newer</Link> : null}
            <span>
              Page {inbox.page} of {inbox.pages}
            </span>
            {inbox.page < inbox.pages ? <Link href={link(inbox.page + 1)}>Older</Link> : null}
          </nav>
        ) : null}
      </section>
    </StaffShell>
  );
}
