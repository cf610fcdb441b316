import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { database } from '@/server/db/client';
import { deliverDueMail } from '@/server/outbox/outbox';
import { readPdf } from '../support/pdf-text';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { creditBank, creditBody } from '../support/valid-bodies';
import { Browser, enrolledStaff } from './staff-support';

let app: TestApp;
let admin: Browser;
let sales: Browser;
let accounts: Browser;
let creditId = 0;

async function download(browser: Browser, id: string) {
  const response = await apiRouter.request(browser.request(`/staff/api/credit/${id}/pdf`));
  return { status: response.status, headers: response.headers, bytes: await response.bytes() };
}

async function pdfAudit() {
  const db = await database();
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', 'credit.pdf')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  app = await startTestApp({ CLIENT_ADDRESS_FROM_SERVER: '1' });
  admin = (await enrolledStaff('pdf-admin@test.example', 'admin', '10.0.4.1')).browser;
  sales = (await enrolledStaff('pdf-sales@test.example', 'sales', '10.0.4.2')).browser;
  accounts = (await enrolledStaff('pdf-accounts@test.example', 'accounts', '10.0.4.3')).browser;
  expect((await callRoute('/tms/save-credit-application', creditBody())).status).toBe(200);
  const db = await database();
  creditId = (await db.selectFrom('credit_applications').select('id').executeTakeFirstOrThrow()).id;
  await deliverDueMail();
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('credit application PDF in the staff console', () => {
  it('accounts downloads the same PDF the accounts team was mailed, with bank details, audited', async () => {
    const res = await download(accounts, String(creditId));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="credit-application-${creditId}.pdf"`,
    );
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const mailed = await app.smtp.waitFor((m) =>
      m.attachments.some((a) => a.filename === `credit-application-${creditId}.pdf`),
    );
    const attachment = mailed.attachments.find(
      (a) => a.filename === `credit-application-${creditId}.pdf`,
    )!;
    const fromConsole = await readPdf(res.bytes);
    const fromMail = await readPdf(new Uint8Array(attachment.content));
    expect(fromConsole.text).toBe(fromMail.text);
    // Both signatures, at the same sizes (the order the images are embedded in may differ).
    const sizes = (images: { width: number; height: number }[]) =>
      images.map((i) => `${i.width}x${i.height}`).sort();
    expect(sizes(fromConsole.images)).toEqual(sizes(fromMail.images));
    expect(fromConsole.images).toHaveLength(2);
    expect(fromConsole.text).toContain(creditBank.bank_account_number);
    expect(fromConsole.text).toContain(creditBody().name as string);

    const audit = await pdfAudit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'pdf-accounts@test.example',
      subject: `credit_applications:${creditId}`,
      detail: 'PDF with bank details downloaded',
    });
    expect((await download(admin, String(creditId))).status).toBe(200);
    expect(await pdfAudit()).toHaveLength(2);
  });

  it('sales and the signed-out get no PDF, an unknown number a 404, and none is audited', async () => {
    expect((await download(sales, String(creditId))).status).toBe(403);
    expect((await download(new Browser('10.0.4.9'), String(creditId))).status).toBe(401);
    expect((await download(admin, String(creditId + 1000))).status).toBe(404);
    expect((await download(admin, 'abc')).status).toBe(404);
    expect(await pdfAudit()).toHaveLength(2);
  });
});
