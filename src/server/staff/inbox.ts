import 'server-only';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { parseBookingReference } from '@/domain/booking-reference';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';
import { parseQuoteNumber } from '@/domain/quote-number';
import type { Db } from '../db/client';
import { nowIso } from '../db/client';
import type { ItemStatus } from '../db/tables/staff';
import { writeAudit } from './audit';
import { companyPeriodStarts } from './company-day';
import { STAFF_MESSAGES } from './constants';
import { StaffApiError } from './http';
import { KINDS_BY_ROLE } from './routes';
import type { StaffUser } from './session';

type Column = RawBuilder<string>;

/** How one kind of submission appears in the inbox: its table and what fills each column. */
type KindDescriptor = {
  table: 'contact_messages' | 'home_quote_requests' | 'quotes' | 'credit_applications' | 'bookings';
  label: string;
  /** Each inbox column as SQL over the kind's table; '' where the kind has nothing for it. */
  name: Column;
  company: Column;
  suburbs: Column;
  /** The numbers a search finds it by (quote number, booking reference), joined by spaces. */
  reference: Column;
  /**
   * The item's status, when the record has its own (a booking's timeline decides it); otherwise
   * the status staff gave it in staff_item_states, New until someone changes it.
   */
  status?: Column;
  /** Whether the record has been booked (a saved quote with a booking): the inbox says Booked. */
  booked?: RawBuilder<number>;
};

const none: Column = sql<string>`''`;
const column = (name: string): Column => sql<string>`${sql.ref(name)}`;

/**
 * The kinds of submission the inbox shows, one descriptor each: adding a kind is one entry here
 * and its roles in KINDS_BY_ROLE.
 */
export const ITEM_KINDS = {
  contact: {
    table: 'contact_messages',
    label: 'Contact message',
    name: sql<string>`first_name || ' ' || last_name`,
    company: none,
    suburbs: none,
    reference: none,
  },
  home_quote: {
    table: 'home_quote_requests',
    label: 'Home quote request',
    name: none,
    company: none,
    suburbs: sql<string>`pickup || ' to ' || delivery`,
    reference: none,
  },
  quote: {
    table: 'quotes',
    label: 'Saved quote',
    name: none,
    company: none,
    suburbs: sql<string>`pickup_postcode_id || ' to ' || delivery_postcode_id`,
    reference: column('quote_number'),
    booked: sql<number>`case when exists (select 1 from bookings b where b.quote_id = quotes.id) then 1 else 0 end`,
  },
  credit: {
    table: 'credit_applications',
    label: 'Credit application',
    name: column('name'),
    company: column('company_name'),
    suburbs: column('company_suburb'),
    reference: none,
  },
  booking: {
    table: 'bookings',
    label: 'Booking',
    name: column('pickup_contact_name'),
    company: column('pickup_business_name'),
    suburbs: sql<string>`pickup_suburb || ' to ' || delivery_suburb`,
    reference: sql<string>`booking_reference || ' ' || quote_number`,
    // Waiting for confirmation is New; under way is In progress; delivered Done; cancelled Declined.
    status: sql<string>`case status when 'requested' then 'new' when 'delivered' then 'done' when 'cancelled' then 'declined' else 'in_progress' end`,
  },
} as const satisfies Record<string, KindDescriptor>;
export type ItemKind = keyof typeof ITEM_KINDS;

/** The kinds whose status is their record's own (a booking's), not one staff set in the inbox. */
export function hasOwnStatus(kind: ItemKind): boolean {
  return (ITEM_KINDS[kind] as KindDescriptor).status !== undefined;
}

/** The status of each row of the kind's table, as SQL (the table is in scope under its name). */
function statusOf(kind: ItemKind): Column {
  const d: KindDescriptor = ITEM_KINDS[kind];
  return (
    d.status ??
    sql<string>`coalesce((select s.status from staff_item_states s where s.kind = ${kind} and s.record_id = ${sql.ref(`${d.table}.id`)}), 'new')`
  );
}

export const ITEM_STATUSES: Record<ItemStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  declined: 'Declined',
};

/** New → In progress → Done, or Declined; a finished item may be reopened. */
const NEXT: Record<ItemStatus, readonly ItemStatus[]> = {
  new: ['in_progress', 'done', 'declined'],
  in_progress: ['new', 'done', 'declined'],
  done: ['in_progress'],
  declined: ['in_progress'],
};

export function isItemKind(value: string): value is ItemKind {
  return Object.hasOwn(ITEM_KINDS, value);
}

export function kindsFor(user: StaffUser): ItemKind[] {
  return KINDS_BY_ROLE[user.role].filter(isItemKind);
}

export const PER_PAGE = 25;
export const MAX_SEARCH = 100;

/** The inbox's orders, as the sort list names them. */
export const INBOX_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'Status (New first)',
  name: 'Name (A to Z)',
} as const;
export type InboxSort = keyof typeof INBOX_SORTS;

export type InboxFilter = {
  kind?: ItemKind;
  status?: ItemStatus;
  sort?: InboxSort;
  /** Only the items assigned to the person asking. */
  mine?: boolean;
  /** Part of a name, e-mail address, company or quote number. */
  q?: string;
  page?: number;
};

export type InboxRow = {
  kind: ItemKind;
  id: number;
  name: string;
  email: string;
  company: string;
  suburbs: string;
  createdAt: string;
  status: ItemStatus;
  /** A saved quote that has been booked: the inbox shows Booked rather than its status. */
  booked: boolean;
  assigneeName: string | null;
};

/** One select per kind, with the same columns, so the inbox is one query over all of them. */
function kindQuery(db: Db, kind: ItemKind) {
  const d: KindDescriptor = ITEM_KINDS[kind];
  return db
    .selectFrom(d.table)
    .select([
      sql<string>`${kind}`.as('kind'),
      sql<number>`${sql.ref(`${d.table}.id`)}`.as('id'),
      d.name.as('name'),
      sql<string>`${sql.ref(`${d.table}.email`)}`.as('email'),
      d.company.as('company'),
      d.suburbs.as('suburbs'),
      d.reference.as('reference'),
      sql<string>`${sql.ref(`${d.table}.created_at`)}`.as('created_at'),
      statusOf(kind).as('status'),
      (d.booked ?? sql<number>`0`).as('booked'),
      sql<
        string | null
      >`(select s.assignee_id from staff_item_states s where s.kind = ${kind} and s.record_id = ${sql.ref(`${d.table}.id`)})`.as(
        'assignee_id',
      ),
      sql<
        string | null
      >`(select u.name from staff_item_states s join staff_users u on u.id = s.assignee_id where s.kind = ${kind} and s.record_id = ${sql.ref(`${d.table}.id`)})`.as(
        'assignee_name',
      ),
    ]);
}

/** The inbox, newest first, of the kinds the user works on, a page at a time. */
export async function listInbox(
  db: Db,
  user: StaffUser,
  filter: InboxFilter,
): Promise<{ rows: InboxRow[]; total: number; page: number; pages: number }> {
  const kinds = kindsFor(user).filter((k) => !filter.kind || k === filter.kind);
  if (kinds.length === 0) return { rows: [], total: 0, page: 1, pages: 1 };
  const [first, ...rest] = kinds.map((k) => kindQuery(db, k));
  let union = first!;
  for (const q of rest) union = union.unionAll(q);
  let query = db.selectFrom(union.as('items')).where(() => sql<boolean>`1 = 1`);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.mine) query = query.where('assignee_id', '=', user.id);
  const q = filter.q?.trim().toLowerCase().slice(0, MAX_SEARCH);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A number typed as people do ("b7k2m-9xqp", "QMM-CSR-JRK") also finds its canonical form.
    const number = (parseBookingReference(q) ?? parseQuoteNumber(q))?.toLowerCase() ?? q;
    const numberLike = `%${number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      (eb) =>
        sql<boolean>`(lower(${eb.ref('name')}) like ${like} escape '\\' or lower(${eb.ref('email')}) like ${like} escape '\\' or lower(${eb.ref('company')}) like ${like} escape '\\' or lower(${eb.ref('reference')}) like ${numberLike} escape '\\')`,
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pages);
  const sort = filter.sort ?? 'newest';
  const ordered =
    sort === 'oldest'
      ? query.orderBy('created_at', 'asc').orderBy('id', 'asc')
      : sort === 'name'
        ? query.orderBy(sql`lower(name)`).orderBy('created_at', 'desc')
        : sort === 'status'
          ? query
              .orderBy(
                sql`case status when 'new' then 0 when 'in_progress' then 1 when 'done' then 2 else 3 end`,
              )
              .orderBy('created_at', 'desc')
          : query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const rows = await ordered
    .selectAll()
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE)
    .execute();
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => ({
      kind: r.kind as ItemKind,
      id: Number(r.id),
      name: r.name,
      email: r.email,
      company: r.company,
      suburbs: r.suburbs,
      createdAt: r.created_at,
      status: r.status as ItemStatus,
      booked: Number(r.booked) === 1,
      assigneeName: r.assignee_name,
    })),
  };
}

export type ItemState = {
  status: ItemStatus;
  assigneeId: string | null;
  version: number;
  updatedAt: string | null;
};

export async function itemState(db: Db, kind: ItemKind, id: number): Promise<ItemState> {
  const row = await db
    .selectFrom('staff_item_states')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        status: row.status,
        assigneeId: row.assignee_id,
        version: Number(row.version),
        updatedAt: row.updated_at,
      }
    : { status: 'new', assigneeId: null, version: 0, updatedAt: null };
}

/** Refuse a kind the user does not work on, or a record that does not exist, with 403/404. */
export async function assertItem(db: Db, user: StaffUser, kind: string, id: number) {
  if (!isItemKind(kind) || !Number.isSafeInteger(id) || id < 1)
    throw new StaffApiError(404, 'No such item.');
  if (!kindsFor(user).includes(kind)) throw new StaffApiError(403, STAFF_MESSAGES.forbidden);
  const found = await db
    .selectFrom(ITEM_KINDS[kind].table)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw new StaffApiError(404, 'No such item.');
  return kind;
}

export type StateChange = {
  /** The version the person was looking at; a change made on an older one is refused. */
  version: number;
  status?: ItemStatus;
  /** A staff member's id, or null to unassign. */
  assigneeId?: string | null;
};

/**
 * Change the status and/or assignee, only if nobody changed the item since `version`: the update
 * names the version it expects, so of two people acting on the same view the second is refused.
 */
export async function changeItemState(
  db: Db,
  user: StaffUser,
  kind: ItemKind,
  id: number,
  change: StateChange,
): Promise<ItemState> {
  const current = await itemState(db, kind, id);
  if (current.version !== change.version)
    throw new StaffApiError(409, STAFF_MESSAGES.stale, { current });
  const status = change.status ?? current.status;
  if (status !== current.status && hasOwnStatus(kind))
    throw new StaffApiError(
      400,
      `The status of a ${ITEM_KINDS[kind].label.toLowerCase()} moves along its own timeline; use its buttons.`,
    );
  if (status !== current.status && !NEXT[current.status].includes(status))
    throw new StaffApiError(
      400,
      `An item that is ${ITEM_STATUSES[current.status]} cannot become ${ITEM_STATUSES[status]}.`,
    );
  const assigneeId = change.assigneeId === undefined ? current.assigneeId : change.assigneeId;
  let assigneeName = 'nobody';
  if (assigneeId) {
    const exists = await db
      .selectFrom('staff_users')
      .select(['id', 'name'])
      .where('id', '=', assigneeId)
      .executeTakeFirst();
    if (exists) assigneeName = exists.name;
    if (!exists) throw new StaffApiError(400, 'Choose a staff member from the list.');
  }
  const now = nowIso();
  const version = current.version + 1;
  let changed: boolean;
  if (current.version === 0) {
    const result = await db
      .insertInto('staff_item_states')
      .values({
        kind,
        record_id: id,
        status,
        assignee_id: assigneeId,
        version,
        updated_at: now,
        updated_by: user.id,
      })
      .onConflict((oc) => oc.columns(['kind', 'record_id']).doNothing())
      .executeTakeFirst();
    changed = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  } else {
    const result = await db
      .updateTable('staff_item_states')
      .set({ status, assignee_id: assigneeId, version, updated_at: now, updated_by: user.id })
      .where('kind', '=', kind)
      .where('record_id', '=', id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    changed = Number(result.numUpdatedRows) === 1;
  }
  if (!changed)
    throw new StaffApiError(409, STAFF_MESSAGES.stale, {
      current: await itemState(db, kind, id),
    });
  const parts: string[] = [];
  if (status !== current.status)
    parts.push(`status ${ITEM_STATUSES[current.status]} to ${ITEM_STATUSES[status]}`);
  // People by name: the log is read by people, and an id says nothing to them.
  if (assigneeId !== current.assigneeId) parts.push(`assigned to ${assigneeName}`);
  await writeAudit(db, {
    action: 'item.change',
    actor: user,
    subject: `${ITEM_KINDS[kind].table}:${id}`,
    detail: parts.join('; ') || 'no change',
  });
  return { status, assigneeId, version, updatedAt: now };
}

export const MAX_NOTE = 4000;

export async function addNote(db: Db, user: StaffUser, kind: ItemKind, id: number, body: string) {
  const text = body.trim();
  if (!text) throw new StaffApiError(400, 'Write the note before saving it.');
  if (text.length > MAX_NOTE)
    throw new StaffApiError(400, `Keep a note under ${MAX_NOTE} characters.`);
  const note = {
    kind,
    record_id: id,
    author_id: user.id,
    author_name: user.name,
    body: text,
    created_at: nowIso(),
  };
  await db.insertInto('staff_notes').values(note).execute();
  return note;
}

export async function listNotes(db: Db, kind: ItemKind, id: number) {
  return db
    .selectFrom('staff_notes')
    .select(['id', 'author_name', 'body', 'created_at'])
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

/** The mail sent about a record, from the outbox: what, to whom, and whether it went. */
export async function mailsFor(db: Db, kind: ItemKind, id: number) {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'topic', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('ref', '=', `${ITEM_KINDS[kind].table}:${id}`)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    to: r.to_address,
    subject: r.subject,
    state:
      r.status === 'sent'
        ? 'Sent'
        : r.status === 'cancelled'
          ? 'Not sent'
          : Number(r.attempts) > 0
            ? 'Failing'
            : 'Waiting',
    lastError: r.last_error,
    sentAt: r.sent_at,
  }));
}

/** Columns never shown as plain fields (kept for the site's own use, or shown on their own). */
const HIDDEN = new Set([
  'fingerprint',
  'bank_details_enc',
  'declaration_signature',
  'declaration_signature_png',
  'act_signature',
  'act_signature_png',
  'pricing',
]);

/** Columns whose words would read as a database's (decision 162). */
const LABELS: Record<string, string> = {
  id: 'Number',
  created_at: 'Received',
  updated_at: 'Last changed',
  email: 'E-mail',
  abn: 'ABN',
  acn: 'ACN',
  pickup: 'Pickup suburb',
  delivery: 'Delivery suburb',
};

/** A column as a label: "company_suburb" → "Company suburb", "is_dg" → "Dg". */
function label(column: string): string {
  const known = LABELS[column];
  if (known) return known;
  const text = column.replace(/^(is|has)_/, '').replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as people read it: moments in Melbourne time with the zone named, days, yes and no. */
function fieldText(column: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint')
    return '';
  const text = String(value);
  if (/_at$/.test(column) && /^\d{4}-\d{2}-\d{2}T/.test(text))
    return `${formatMelbourneDateTime(text)} Melbourne time`;
  if (/_date$/.test(column) && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDisplayDate(text);
  if (/^(is|has)_/.test(column) && (text === '0' || text === '1'))
    return text === '1' ? 'Yes' : 'No';
  return text;
}

/** Every field of the record, in column order, as label and text. */
export async function itemFields(db: Db, kind: ItemKind, id: number) {
  const row = (await db
    .selectFrom(ITEM_KINDS[kind].table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return null;
  return Object.entries(row)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => ({ name: k, label: label(k), value: fieldText(k, v) }));
}

/**
 * The people an item can be assigned to, by name; two people of one name are told apart by their
 * e-mail addresses.
 */
export async function staffChoices(db: Db): Promise<{ id: string; name: string }[]> {
  const people = await db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where(sql<boolean>`not coalesce(banned, false)`)
    .orderBy('name')
    .orderBy('email')
    .execute();
  const shared = (name: string) => people.filter((p) => p.name === name).length > 1;
  return people.map((p) => ({
    id: p.id,
    name: shared(p.name) ? `${p.name} (${p.email})` : p.name,
  }));
}

/** For the dashboard: per kind, items received today and in the last 7 days, and still New. */
export async function dashboardCounts(db: Db, user: StaffUser, now = new Date()) {
  const { dayStart, weekStart } = companyPeriodStarts(now);
  const out: { kind: ItemKind; label: string; today: number; week: number; waiting: number }[] = [];
  for (const kind of kindsFor(user)) {
    const { table } = ITEM_KINDS[kind];
    const row = await sql<{
      today: number | string;
      week: number | string;
      waiting: number | string;
    }>`
      select
        sum(case when created_at >= ${dayStart.toISOString()} then 1 else 0 end) as today,
        sum(case when created_at >= ${weekStart.toISOString()} then 1 else 0 end) as week,
        sum(case when ${statusOf(kind)} = 'new' then 1 else 0 end) as waiting
      from ${sql.table(table)}`.execute(db);
    const r = row.rows[0];
    out.push({
      kind,
      label: ITEM_KINDS[kind].label,
      today: Number(r?.today ?? 0),
      week: Number(r?.week ?? 0),
      waiting: Number(r?.waiting ?? 0),
    });
  }
  return out;
}
