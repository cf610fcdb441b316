import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { PAGE_ROWS } from '@/server/exports/records-csv';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { contactBody, creditBank, creditBody } from '../support/valid-bodies';
import { Browser, enrolledStaff, ops } from './staff-support';

let app: TestApp;
let admin: Browser;
let sales: Browser;
let accounts: Browser;

/** A download as the browser makes it: GET with the session cookie. */
async function download(browser: Browser, dataset: string, query = '') {
  const path = `/staff/api/export/${dataset}${query}`;
  const response = await apiRouter.request(browser.request(path));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The export rows of the audit log: the console's, or (`terminal`) the export command's. */
async function exportAudit(terminal = false) {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', 'export')
    .where('actor_email', terminal ? 'like' : 'not like', 'terminal (%')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('export-admin@test.example', 'admin', '10.0.3.1')).browser;
  sales = (await enrolledStaff('export-sales@test.example', 'sales', '10.0.3.2')).browser;
  accounts = (await enrolledStaff('export-accounts@test.example', 'accounts', '10.0.3.3')).browser;
  expect((await callRoute('/tms/save-contact', contactBody())).status).toBe(200);
  expect(
    (
      await callRoute('/tms/save-contact', {
        ...contactBody(),
        first_name: '=HYPERLINK(1)',
        email: 'second.sender@example.com',
        message: 'Two cartons a month to Hobart.',
      })
    ).status,
  ).toBe(200);
  expect((await callRoute('/tms/save-credit-application', creditBody())).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('exports in the staff console', () => {
  it('sales downloads the contact messages: the same CSV as the export command, audited', async () => {
    const res = await download(sales, 'contacts', '?since=2000-01-01');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="contacts-since-2000-01-01.csv"',
    );
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const command = await ops('export', 'contacts', '--since', '2000-01-01');
    expect(command.code).toBe(0);
    expect(`${res.text}\n`).toBe(command.stdout);
    const lines = res.text.trim().split('\n');
    expect(lines).toHaveLength(3);
    // A cell a spreadsheet would run as a formula is neutralised, as in the command's file.
    expect(res.text).toContain("'=HYPERLINK(1)");
    expect(res.text).toContain(contactBody().email as string);

    // The command's run is audited as the terminal, with the words of the console's row.
    expect((await exportAudit(true)).map((a) => [a.subject, a.detail])).toEqual([
      ['contacts', '2 rows created since 2000-01-01 (Melbourne time), without bank details'],
    ]);
    const audit = await exportAudit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'export-sales@test.example',
      subject: 'contacts',
      detail: '2 rows created since 2000-01-01, without bank details',
    });
  });

  it('a date later than every record gives the header only; no date gives everything', async () => {
    const later = await download(admin, 'contacts', '?since=2099-01-01');
    expect(later.status).toBe(200);
    expect(later.text.trim().split('\n')).toHaveLength(1);
    const all = await download(admin, 'contacts', '?since=');
    expect(all.status).toBe(200);
    expect(all.text.trim().split('\n')).toHaveLength(3);
    expect((await exportAudit()).slice(-2).map((a) => a.detail)).toEqual([
      '0 rows created since 2099-01-01, without bank details',
      '2 rows created since 2000-01-01, without bank details',
    ]);
  });

  it('bank details only for accounts and admin, only when asked, and the audit says so', async () => {
    const masked = await download(accounts, 'credit-applications');
    expect(masked.status, masked.text).toBe(200);
    expect(masked.text).not.toContain(creditBank.bank_account_number);
    expect(masked.text).not.toContain('bank_account_number');

    const withBank = await download(accounts, 'credit-applications', '?bank=1');
    expect(withBank.status, withBank.text).toBe(200);
    expect(withBank.text).toContain(creditBank.bank_account_number);
    expect(withBank.text).toContain(creditBank.bank_name);
    const command = await ops(
      'export',
      'credit-applications',
      '--since',
      '2000-01-01',
      '--include-bank-details',
    );
    expect(`${withBank.text}\n`).toBe(command.stdout);

    const adminBank = await download(admin, 'credit-applications', '?bank=1');
    expect(adminBank.status).toBe(200);
    expect(adminBank.text).toContain(creditBank.bank_account_number);

    const audit = (await exportAudit()).slice(-3);
    expect(audit.map((a) => [a.actor_email, a.subject, a.detail])).toEqual([
      [
        'export-accounts@test.example',
        'credit-applications',
        '1 row created since 2000-01-01, without bank details',
      ],
      [
        'export-accounts@test.example',
        'credit-applications',
        '1 row created since 2000-01-01, with bank details',
      ],
      [
        'export-admin@test.example',
        'credit-applications',
        '1 row created since 2000-01-01, with bank details',
      ],
    ]);
  });

  it('each role gets only its own exports, and bad requests a clear 4xx', async () => {
    const before = (await exportAudit()).length;
    const cases: [Browser, string, string, number, string][] = [
      [sales, 'credit-applications', '?bank=1', 403, 'Your role cannot download this export.'],
      [sales, 'credit-applications', '', 403, 'Your role cannot download this export.'],
      [accounts, 'contacts', '', 403, 'Your role cannot download this export.'],
      [
        admin,
        'contacts',
        '?bank=1',
        400,
        'Bank details are only in the credit applications export.',
      ],
      [
        admin,
        'contacts',
        '?since=yesterday',
        400,
        'From must be a date written yyyy-MM-dd, e.g. 2026-11-01',
      ],
      [
        admin,
        'contacts',
        '?since=2026-02-30',
        400,
        'From must be a date written yyyy-MM-dd, e.g. 2026-11-01',
      ],
      [admin, 'staff_users', '', 404, 'There is no export called “staff_users”.'],
      [admin, 'toString', '', 404, 'There is no export called “toString”.'],
    ];
    for (const [browser, dataset, query, status, message] of cases) {
      const res = await download(browser, dataset, query);
      expect(res.status, `${dataset}${query}`).toBe(status);
      expect((JSON.parse(res.text) as { message: string }).message).toBe(message);
    }
    const signedOut = await download(new Browser('10.0.3.9'), 'contacts');
    expect(signedOut.status).toBe(401);
    expect(await exportAudit()).toHaveLength(before);
  });

  it('a large export is sent page by page, compressed as it goes: every row once, in order', async () => {
    // More rows than two pages hold, copied from the messages sent above.
    const db = await database();
    const [row] = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
    const { first_name, last_name, email, subject, phone, fingerprint, created_at } = row!;
    const copy = { first_name, last_name, email, subject, phone, fingerprint, created_at };
    const added = 2 * PAGE_ROWS + 7;
    await db
      .insertInto('contact_messages')
      .values(Array.from({ length: added }, (_, i) => ({ ...copy, message: `Copy ${i + 1}.` })))
      .execute();
    const total = Number(
      (
        await db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBe(added + 2);

    const response = await apiRouter.request(
      admin.request('/staff/api/export/contacts', undefined, { 'accept-encoding': 'gzip, br' }),
    );
    expect(response.status).toBe(200);
    // Brotli is taken too, but a download made as it is sent is gzip (zlib's stream).
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const command = await ops('export', 'contacts', '--since', '2000-01-01');
    expect(`${text}\n`).toBe(command.stdout);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines.filter((line) => line.startsWith('id,'))).toHaveLength(1);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(total);
    expect((await exportAudit()).at(-1)?.detail).toBe(
      `${total} rows created since 2000-01-01, without bank details`,
    );
  });
});
