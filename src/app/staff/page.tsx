import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { StaffShell } from '@/components/staff/staff-shell';
import { Pager, StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { InboxFilterForm } from '@/components/staff/inbox-filter-form';
import { INBOX_SEARCH_COOKIE, inboxSearchFrom } from '@/components/staff/inbox-search-cookie';
import { buttonClass, Card, inputClass } from '@/components/staff/ui';
import { database } from '@/server/db/client';
import type { ItemStatus } from '@/server/db/tables/staff';
import {
  dashboardCounts,
  isItemKind,
  ITEM_KINDS,
  ITEM_STATUSES,
  INBOX_SORTS,
  kindsFor,
  listInbox,
  MAX_SEARCH,
} from '@/server/staff/inbox';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Inbox' };

type Row = Awaited<ReturnType<typeof listInbox>>['rows'][number];

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

function inboxColumns(now: number): StaffColumn<Row>[] {
  return [
    {
      header: 'Kind',
      cell: (r) => (
        <Link
          href={`/staff/items/${r.kind}/${r.id}`}
          className="font-medium text-emerald-900 underline"
        >
          {ITEM_KINDS[r.kind].label} {r.id}
        </Link>
      ),
    },
    { header: 'Name', cell: (r) => r.name },
    { header: 'E-mail', cell: (r) => r.email, className: 'break-all' },
    { header: 'Company', cell: (r) => r.company },
    { header: 'Suburbs', cell: (r) => r.suburbs },
    { header: 'Age', cell: (r) => age(r.createdAt, now), className: 'whitespace-nowrap' },
    { header: 'Status', cell: (r) => (r.booked ? 'Booked' : ITEM_STATUSES[r.status]) },
    { header: 'Assignee', cell: (r) => r.assigneeName ?? '' },
  ];
}

export default async function StaffInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/staff');
  const params = await searchParams;
  const kindParam = one(params.kind) ?? '';
  const statusParam = one(params.status) ?? '';
  const kind = isItemKind(kindParam) ? kindParam : undefined;
  const status = Object.hasOwn(ITEM_STATUSES, statusParam)
    ? (statusParam as ItemStatus)
    : undefined;
  // The search words come in a cookie, never in the address (decision 164): `search=1` says the
  // address is a search.
  const q =
    one(params.search) === '1'
      ? inboxSearchFrom((await cookies()).get(INBOX_SEARCH_COOKIE)?.value).slice(0, MAX_SEARCH)
      : '';
  const sortParam = one(params.sort) ?? '';
  const sort = Object.hasOwn(INBOX_SORTS, sortParam)
    ? (sortParam as keyof typeof INBOX_SORTS)
    : 'newest';
  const mine = one(params.mine) === '1';
  const pageNumber = Number.parseInt(one(params.page) ?? '1', 10);
  const db = await database();
  const [inbox, counts] = await Promise.all([
    listInbox(db, user, {
      kind,
      status,
      q,
      sort,
      mine,
      page: Number.isFinite(pageNumber) ? pageNumber : 1,
    }),
    dashboardCounts(db, user),
  ]);
  const now = currentTime();
  const link = (page: number) => {
    const p = new URLSearchParams();
    if (kind) p.set('kind', kind);
    if (status) p.set('status', status);
    if (q) p.set('search', '1');
    if (sort !== 'newest') p.set('sort', sort);
    if (mine) p.set('mine', '1');
    p.set('page', String(page));
    return `/staff?${p.toString()}`;
  };

  return (
    <StaffShell user={user} title="Inbox">
      <div className="flex flex-col gap-6">
        {/* On a phone the inbox comes first and the counts follow it. */}
        <div className="order-last sm:order-none">
          <Card title="At a glance">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {counts.map((c) => (
                <li key={c.kind} className="rounded border border-slate-300 p-3">
                  <p className="font-semibold">{c.label}s</p>
                  <p>
                    {c.today} today, {c.week} this week
                  </p>
                  <p>{c.waiting} still new</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <InboxFilterForm
          action="/staff"
          searchFieldId="inbox-q"
          className="grid gap-3 sm:grid-cols-3 sm:items-end lg:grid-cols-6"
        >
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
              type="search"
              defaultValue={q}
              maxLength={MAX_SEARCH}
              // Short enough to be read whole on a phone: a number is a quote number or a
              // booking reference.
              placeholder="Name, e-mail, company or number"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="inbox-sort" className="font-medium">
              Sort by
            </label>
            <select id="inbox-sort" name="sort" defaultValue={sort} className={inputClass}>
              {Object.entries(INBOX_SORTS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-h-11 items-center gap-2">
            <input
              id="inbox-mine"
              name="mine"
              type="checkbox"
              value="1"
              defaultChecked={mine}
              className="size-5"
            />
            <label htmlFor="inbox-mine">Assigned to me</label>
          </div>
          <button type="submit" className={buttonClass}>
            Show
          </button>
        </InboxFilterForm>

        <section aria-labelledby="inbox-results">
          <h2 id="inbox-results" className="mb-2 font-semibold">
            {inbox.total} item{inbox.total === 1 ? '' : 's'}
            {mine ? ' assigned to you' : ''}, {INBOX_SORTS[sort].toLowerCase()}
          </h2>
          <StaffTable
            cards
            caption={`Inbox, ${INBOX_SORTS[sort].toLowerCase()}`}
            rows={inbox.rows}
            rowKey={(r) => `${r.kind}-${r.id}`}
            columns={inboxColumns(now)}
          />
          {inbox.pages > 1 ? <Pager page={inbox.page} pages={inbox.pages} href={link} /> : null}
        </section>
      </div>
    </StaffShell>
  );
}
