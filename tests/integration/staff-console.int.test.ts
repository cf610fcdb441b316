import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, COMPANY_TIME_ZONE, todayIn } from '@/domain/calendar-date';
import { API_ROUTES } from '@/server/api/routes';
import { database } from '@/server/db/client';
import { pickupDaysOf } from '@/server/services/pickup-days.server';
import { STAFF_MESSAGES } from '@/server/staff/constants';
import { STAFF_CALLS, STAFF_PAGES } from '@/server/staff/routes';
import { decide } from '@/server/staff/session';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import {
  bookingRequestBody,
  contactBody,
  creditBank,
  creditBody,
  homeQuoteBody,
  saveQuoteBody,
} from '../support/valid-bodies';
import { Browser, enrolledStaff } from './staff-support';

let app: TestApp;
let admin: Browser;
let sales: Browser;
let accounts: Browser;
let contactId = 0;
let creditId = 0;
let bookingId = 0;

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('admin@test.example', 'admin', '10.0.0.1')).browser;
  sales = (await enrolledStaff('sales@test.example', 'sales', '10.0.0.2')).browser;
  accounts = (await enrolledStaff('accounts@test.example', 'accounts', '10.0.0.3')).browser;
  expect((await callRoute('/tms/save-contact', contactBody())).status).toBe(200);
  expect((await callRoute('/tms/save-credit-application', creditBody())).status).toBe(200);
  expect(
    (await callRoute('/tms/sendOfficialSite_GetQuoteMail', homeQuoteBody())).status,
  ).toBeLessThan(300);
  const db = await database();
  contactId = (await db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()).id;
  creditId = (await db.selectFrom('credit_applications').select('id').executeTakeFirstOrThrow()).id;
  const quote = await callRoute('/tms/saveQuote', saveQuoteBody());
  const quoteNumber = quote.json.qn_random as string;
  const booked = await callRoute('/tms/bookings', bookingRequestBody(quoteNumber));
  expect(booked.status).toBe(201);
  bookingId = (await db.selectFrom('bookings').select('id').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

/**
 * Every page.tsx and route.ts under src/app/staff, as its route pattern; the calls also every path
 * under /staff of the API's table (src/server/api/routes.ts), which its router serves.
 */
function routesOnDisk(): { pages: string[]; calls: string[] } {
  const root = path.join(process.cwd(), 'src/app');
  const pages: string[] = [];
  const calls = [
    ...new Set(API_ROUTES.filter((r) => r.path.startsWith('/staff/')).map((r) => r.path)),
  ];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      const route = `/${path.relative(root, dir).split(path.sep).join('/')}`;
      if (entry.name === 'page.tsx') pages.push(route);
      if (entry.name === 'route.ts') calls.push(route);
    }
  };
  walk(path.join(root, 'staff'));
  return { pages: pages.sort(), calls: calls.sort() };
}

/**
 * Who may use each page and call of the console, written out by hand from the decisions about the
 * console's roles (080 roles, 081 admin pages and exports, 082 accounts, 085 passkeys, 097 and 098
 * bookings, 127 rate cards, 139 personal data on request), not read from src/server/staff/routes.ts: the test holds the code's
 * tables to it. `ok` is allowed, `signIn` a 401 (or the sign-in page), `forbidden` a 403.
 * Columns: signed out, sales, accounts, admin.
 */
type Outcome = 'ok' | 'signIn' | 'forbidden';
type Row = readonly [signedOut: Outcome, sales: Outcome, accounts: Outcome, admin: Outcome];
const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = ['signIn', 'ok', 'ok', 'ok'];
const EVERY_ROLE: Row = ['signIn', 'ok', 'ok', 'ok'];
const ADMIN_ONLY: Row = ['signIn', 'forbidden', 'forbidden', 'ok'];
const ACCOUNTS_AND_ADMIN: Row = ['signIn', 'forbidden', 'ok', 'ok'];
const SALES_AND_ADMIN: Row = ['signIn', 'ok', 'forbidden', 'ok'];

const PAGE_MATRIX: Record<string, Row> = {
  '/staff': EVERY_ROLE,
  '/staff/sign-in': PUBLIC,
  '/staff/set-up': PUBLIC,
  '/staff/enrol': SIGNED_IN,
  '/staff/items/[kind]/[id]': EVERY_ROLE,
  '/staff/audit': ADMIN_ONLY,
  '/staff/fuel-levy': ADMIN_ONLY,
  '/staff/rates': EVERY_ROLE,
  '/staff/outbox': ADMIN_ONLY,
  '/staff/privacy': ADMIN_ONLY,
  '/staff/exports': EVERY_ROLE,
  '/staff/accounts': ADMIN_ONLY,
  '/staff/account': EVERY_ROLE,
};

/**
 * Calls as this test makes them: item calls on a contact message and the export of contact
 * messages, which are sales' work and not accounts' (decision 080), so accounts is refused there.
 */
const CALL_MATRIX: Record<string, Row> = {
  '/staff/api/auth/[...all]': PUBLIC,
  '/staff/api/items/[kind]/[id]/state': SALES_AND_ADMIN,
  '/staff/api/items/[kind]/[id]/notes': SALES_AND_ADMIN,
  '/staff/api/credit/[id]/reveal': ACCOUNTS_AND_ADMIN,
  '/staff/api/credit/[id]/signature/[which]': ACCOUNTS_AND_ADMIN,
  '/staff/api/credit/[id]/pdf': ACCOUNTS_AND_ADMIN,
  '/staff/api/fuel-levy/save': ADMIN_ONLY,
  '/staff/api/fuel-levy/remove-samples': ADMIN_ONLY,
  '/staff/api/rates/import': ACCOUNTS_AND_ADMIN,
  '/staff/api/rates/publish': ACCOUNTS_AND_ADMIN,
  '/staff/api/rates/withdraw': ACCOUNTS_AND_ADMIN,
  '/staff/api/rates/[card]/[file]': EVERY_ROLE,
  '/staff/api/outbox/retry': ADMIN_ONLY,
  '/staff/api/privacy/export': ADMIN_ONLY,
  '/staff/api/privacy/erase': ADMIN_ONLY,
  '/staff/api/accounts/add': ADMIN_ONLY,
  '/staff/api/accounts/reset': ADMIN_ONLY,
  '/staff/api/accounts/disable': ADMIN_ONLY,
  '/staff/api/sessions/end': EVERY_ROLE,
  '/staff/api/bookings/[id]/status': SALES_AND_ADMIN,
  '/staff/api/bookings/[id]/pickup': SALES_AND_ADMIN,
  '/staff/api/export/[dataset]': SALES_AND_ADMIN,
};

const COLUMNS = ['signed out', 'sales', 'accounts', 'admin'] as const;

/** A day the test booking (picked up in Victoria) can be moved to. */
const nextPickupDay = () =>
  pickupDaysOf({
    pickup_postcode_id: 'LAVERTON NORTH VIC 3026',
    expiry_date: addCalendarDays(todayIn(COMPANY_TIME_ZONE), 30),
  }).dates[0]!;

describe('role matrix, written by hand', () => {
  const who = () =>
    ({ 'signed out': new Browser('10.0.0.9'), sales, accounts, admin }) as Record<string, Browser>;
  const expected = (row: Row, name: string): Outcome =>
    row[COLUMNS.indexOf(name as (typeof COLUMNS)[number])]!;

  it('the matrix names every page and call of the route list, and no other', () => {
    expect(Object.keys(STAFF_PAGES).sort()).toEqual(Object.keys(PAGE_MATRIX).sort());
    expect(Object.keys(STAFF_CALLS).sort()).toEqual(Object.keys(CALL_MATRIX).sort());
  });

  it('every page and call under src/app/staff has an entry, and every entry a file', () => {
    const disk = routesOnDisk();
    expect(disk.pages).toEqual(Object.keys(STAFF_PAGES).sort());
    expect(disk.calls).toEqual(Object.keys(STAFF_CALLS).sort());
  });

  it('every page asks requirePage for its own route, which decides by role', async () => {
    for (const [page, access] of Object.entries(STAFF_PAGES)) {
      const source = fs.readFileSync(path.join(process.cwd(), 'src/app', page, 'page.tsx'), 'utf8');
      expect(source, page).toContain(`requirePage('${page}')`);
      for (const [name, browser] of Object.entries(who())) {
        const session = await browser.session();
        const user = session
          ? {
              id: '',
              name: '',
              email: '',
              role: session.user.role as 'admin',
              enrolled: true,
              passwordChangeDue: false,
              signedInAt: 0,
              sessionId: '',
              address: null,
            }
          : null;
        expect(decide(access, user).outcome, `${page} as ${name}`).toBe(
          expected(PAGE_MATRIX[page]!, name),
        );
      }
    }
  });

  it('every call answers 401 signed out, 403 to a role without access, and works for the rest', async () => {
    const params: Record<string, string> = {
      kind: 'contact',
      id: String(contactId),
      which: 'declaration',
      dataset: 'contacts',
      card: 'in-force',
      file: 'zones.csv',
    };
    for (const [call, row] of Object.entries(CALL_MATRIX)) {
      if (row === PUBLIC) continue;
      const methods = API_ROUTES.filter((r) => r.path === call).map((r) => r.method);
      const method = methods.includes('POST') ? 'POST' : 'GET';
      const credit = call.includes('/credit/');
      const booking = call.includes('/bookings/');
      const ownId = credit ? creditId : booking ? bookingId : undefined;
      const filled = call.replace(/\[(\w+)\]/g, (_, k: string) =>
        ownId !== undefined && k === 'id' ? String(ownId) : params[k]!,
      );
      const body = call.endsWith('/notes')
        ? { body: 'Role matrix note' }
        : call.endsWith('/fuel-levy/save')
          ? {
              month: '2032-06',
              dieselPriceCents: '190',
              fuelTaxCreditCents: '32.4',
              appliesFrom: '2032-06-01',
              replace: true,
            }
          : call.endsWith('/state')
            ? { version: 0 }
            : call.endsWith('/bookings/[id]/status')
              ? { from: 'requested', to: 'confirmed' }
              : call.endsWith('/bookings/[id]/pickup')
                ? { pickup_date: nextPickupDay(), ready_from: '09:00', closes_at: '15:00' }
                : call.endsWith('/privacy/erase')
                  ? { email: 'matrix-privacy@test.example', confirm: true }
                  : call.endsWith('/privacy/export')
                    ? { email: 'matrix-privacy@test.example' }
                    : call.endsWith('/sessions/end')
                      ? { id: 'no-such-session' }
                      : method === 'POST'
                        ? {}
                        : undefined;
      // Account calls work on an account of their own: added by the first, then reset, disabled.
      const accountBody = call.startsWith('/staff/api/accounts/')
        ? { email: 'matrix@test.example', name: 'Matrix Account', role: 'sales' }
        : undefined;
      for (const [name, browser] of Object.entries(who())) {
        const res = await browser.call(filled, accountBody ?? body);
        const want = { ok: 200, signIn: 401, forbidden: 403 }[expected(row, name)];
        // A state change names version 0 (a booking move, Requested): the second role allowed to
        // make it sees a newer one.
        const stale = call.endsWith('/state') || call.endsWith('/status');
        // A rate-card change is sent an empty body: past the role check, the schema refuses it
        // (tests/integration/rate-cards.int.test.ts makes real ones).
        const rates = call.startsWith('/staff/api/rates/') && method === 'POST';
        // Ending a session that is not one's own is past the role check "already ended".
        const gone = call.endsWith('/sessions/end') && res.status === 404;
        const status =
          (stale && res.status === 409) || (rates && res.status === 400) || gone ? 200 : res.status;
        expect(status, `${call} as ${name}: ${JSON.stringify(res.json)}`).toBe(want);
        expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      }
    }
  });
});

describe('working an item', () => {
  it('a change made on an older view is refused with a clear message', async () => {
    const db = await database();
    await db.deleteFrom('staff_item_states').execute();
    await db.deleteFrom('staff_audit').where('action', '=', 'item.change').execute();
    const url = `/staff/api/items/contact/${contactId}/state`;
    const first = await sales.call(url, { version: 0, status: 'in_progress' });
    expect(first.status).toBe(200);
    expect(first.json.state).toMatchObject({ status: 'in_progress', version: 1 });
    // The admin was still looking at version 0.
    const stale = await admin.call(url, { version: 0, status: 'declined' });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STAFF_MESSAGES.stale);
    expect(stale.json.current).toMatchObject({ status: 'in_progress', version: 1 });
    const done = await sales.call(url, { version: 1, status: 'done' });
    expect(done.json.state).toMatchObject({ status: 'done', version: 2 });
    // Done can only be reopened.
    const back = await sales.call(url, { version: 2, status: 'new' });
    expect(back.status).toBe(400);
    const audit = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'detail'])
      .where('action', '=', 'item.change')
      .where('subject', '=', `contact_messages:${contactId}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor_email: 'sales@test.example', detail: 'status New to In progress' },
      { actor_email: 'sales@test.example', detail: 'status In progress to Done' },
    ]);
  });

  it('accounts reveals bank details, and the audit log says who and when; sales cannot', async () => {
    const url = `/staff/api/credit/${creditId}/reveal`;
    const db = await database();
    await db.deleteFrom('staff_audit').where('action', '=', 'credit.reveal').execute();
    const refused = await sales.call(url, {});
    expect(refused.status).toBe(403);
    const shown = await accounts.call(url, {});
    expect(shown.status).toBe(200);
    expect(shown.json.bank).toEqual([
      { label: 'Bank name', value: creditBank.bank_name },
      { label: 'BSB/Account No.', value: creditBank.bank_account_number },
      { label: 'Bank address', value: creditBank.bank_address },
    ]);
    const rows = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'subject', 'at'])
      .where('action', '=', 'credit.reveal')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_email: 'accounts@test.example',
      subject: `credit_applications:${creditId}`,
    });
    expect(Date.now() - Date.parse(rows[0]!.at)).toBeLessThan(10 * 60_000);
  });

  it('showing a signature image is audited with who, which and the client address', async () => {
    const db = await database();
    await db.deleteFrom('staff_audit').where('action', '=', 'credit.signature').execute();
    const show = (who: Browser, which: string) =>
      who.call(`/staff/api/credit/${creditId}/signature/${which}`);
    expect((await show(sales, 'declaration')).status).toBe(403);
    const shown = await show(accounts, 'declaration');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect((await show(admin, 'act')).status).toBe(200);
    const rows = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'subject', 'detail', 'address'])
      .where('action', '=', 'credit.signature')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        actor_email: 'accounts@test.example',
        subject: `credit_applications:${creditId}`,
        detail: 'declaration signature shown',
        address: '10.0.0.3',
      },
      {
        actor_email: 'admin@test.example',
        subject: `credit_applications:${creditId}`,
        detail: 'Privacy Act signature shown',
        address: '10.0.0.1',
      },
    ]);
  });

  it('a signature that is not there is a 404 with its reason, and nothing is audited', async () => {
    const db = await database();
    await db.deleteFrom('staff_audit').where('action', '=', 'credit.signature').execute();
    const show = async (path: string) => {
      const res = await accounts.call(`/staff/api/credit/${path}`);
      return { status: res.status, message: (res.json as { message?: string }).message };
    };
    const missing = { status: 404, message: 'No such signature.' };
    expect(await show(`${creditId}/signature/witness`)).toEqual(missing);
    expect(await show(`${creditId + 1000}/signature/declaration`)).toEqual(missing);
    expect(await show('first/signature/declaration')).toEqual(missing);
    const blank = await db
      .insertInto('credit_applications')
      .values({
        ...(await db
          .selectFrom('credit_applications')
          .selectAll()
          .where('id', '=', creditId)
          .executeTakeFirstOrThrow()),
        id: undefined,
        act_signature_png: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await show(`${blank.id}/signature/act`)).toEqual({
        status: 404,
        message: 'This signature was left blank.',
      });
    } finally {
      await db.deleteFrom('credit_applications').where('id', '=', blank.id).execute();
    }
    const audited = await db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'credit.signature')
      .execute();
    expect(audited).toEqual([]);
  });

  it('the audit log is narrowed by person, action and date in the database', async () => {
    const { auditChoices, listAudit } = await import('@/server/staff/audit');
    const db = await database();
    const row = (at: string, actor_email: string, action: string, label: string) => ({
      at,
      actor_email,
      action,
      actor_id: null,
      subject: 'audit-filter',
      detail: label,
      address: null,
    });
    // March 2020 in Melbourne is UTC+11: a Melbourne day starts at 13:00 UTC the day before.
    await db
      .insertInto('staff_audit')
      .values([
        row('2020-03-01T12:59:59.000Z', 'ann@filter.example', 'export', 'A'),
        row('2020-03-01T13:00:00.000Z', 'ann@filter.example', 'credit.reveal', 'B'),
        row('2020-03-02T12:59:59.000Z', 'bob@filter.example', 'export', 'C'),
        row('2020-03-02T13:00:00.000Z', 'ann@filter.example', 'export', 'D'),
      ])
      .execute();
    const labels = async (filter: Parameters<typeof listAudit>[1]) => {
      const { rows, total } = await listAudit(db, { perPage: 2, ...filter });
      return { total, rows: rows.map((r) => r.detail) };
    };
    expect(await labels({ actor: 'ann@filter.example', action: 'export' })).toEqual({
      total: 2,
      rows: ['D', 'A'],
    });
    // One Melbourne day, as the page shows times, both ends included.
    expect(await labels({ from: '2020-03-02', to: '2020-03-02' })).toEqual({
      total: 2,
      rows: ['C', 'B'],
    });
    expect(await labels({ action: 'export', from: '2020-03-02', to: '2020-03-03' })).toEqual({
      total: 2,
      rows: ['D', 'C'],
    });
    expect(await labels({ actor: 'bob@filter.example', to: '2020-03-01' })).toEqual({
      total: 0,
      rows: [],
    });
    // The page offers the people and actions the log holds.
    const choices = await auditChoices(db);
    expect(choices.actors).toEqual(
      expect.arrayContaining(['ann@filter.example', 'bob@filter.example']),
    );
    expect(choices.actions).toEqual(expect.arrayContaining(['credit.reveal', 'export']));
    await db.deleteFrom('staff_audit').where('subject', '=', 'audit-filter').execute();
  });

  it('the inbox lists only the kinds a role works on, and searches', async () => {
    const { listInbox } = await import('@/server/staff/inbox');
    const db = await database();
    const user = (role: 'sales' | 'accounts') =>
      ({
        id: 'x',
        name: 'x',
        email: 'x',
        role,
        enrolled: true,
        passwordChangeDue: false,
        signedInAt: 0,
        sessionId: '',
        address: null,
      }) as const;
    const forSales = await listInbox(db, user('sales'), {});
    expect(forSales.rows.map((r) => r.kind).sort()).toEqual([
      'booking',
      'contact',
      'home_quote',
      'quote',
    ]);
    const forAccounts = await listInbox(db, user('accounts'), {});
    expect(forAccounts.rows.map((r) => [r.kind, r.name, r.company])).toEqual([
      ['credit', 'Olivia Nguyen', creditBody().company_name],
    ]);
    const found = await listInbox(db, user('sales'), { q: 'NAIR' });
    expect(found.rows.map((r) => [r.kind, r.name, r.status])).toEqual([
      ['contact', 'Priya Nair', 'done'],
    ]);
    expect((await listInbox(db, user('sales'), { q: '100%_' })).total).toBe(0);

    // Sorted as asked; "assigned to me" keeps only the asker's items (none for this one).
    const oldest = (await listInbox(db, user('sales'), { sort: 'oldest' })).rows;
    const newest = (await listInbox(db, user('sales'), {})).rows;
    expect(oldest.map((r) => r.createdAt)).toEqual(newest.map((r) => r.createdAt).reverse());
    const byName = (await listInbox(db, user('sales'), { sort: 'name' })).rows.map((r) =>
      r.name.toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort());
    const byStatus = (await listInbox(db, user('sales'), { sort: 'status' })).rows;
    expect(byStatus[0]!.status).toBe('new');
    expect((await listInbox(db, user('sales'), { mine: true })).total).toBe(0);
  });
});
