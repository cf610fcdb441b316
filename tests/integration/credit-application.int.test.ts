import fs from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptJson } from '@/server/crypto/field-encryption';
import { database } from '@/server/db/client';
import { openSignature } from '@/server/images/stored-signature.server';
import { deliverDueMail, outboxStatus, retryPendingMail } from '@/server/outbox/outbox';
import { readPdf } from '../support/pdf-text';
import { signatureDataUrl, undecodablePng } from '../support/credit-png';
import { callRoute, startTestApp } from '../support/test-app';
import { creditBank, creditBody } from '../support/valid-bodies';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const SAVE = '/tms/save-credit-application';
const MAIL = '/tms/sendOfficialSite_CreditApplicationMail';

const bank = creditBank;

/** The shared credit seed, signed on fixed days so the PDF's dates can be checked. */
function application(overrides: Record<string, string> = {}) {
  return creditBody({
    declaration_date_signed: '2026-11-20',
    act_date_signed: '2026-11-21',
    ...overrides,
  });
}

async function creditRows(email: string) {
  const db = await database();
  return db.selectFrom('credit_applications').selectAll().where('email', '=', email).execute();
}

function mailsTo(address: string, subjectPart: string): ParsedMail[] {
  return app.smtp.messages.filter(
    (m) =>
      (m.to && 'text' in m.to ? m.to.text : '') === address &&
      (m.subject ?? '').includes(subjectPart),
  );
}

describe('credit application: save and mail', () => {
  let company: ParsedMail;
  let applicant: ParsedMail;

  beforeAll(async () => {
    const body = application();
    const saved = await callRoute(SAVE, body);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toMatch(/credit application has been received/);
    const mailed = await callRoute(MAIL, body);
    expect(mailed.status).toBe(200);
    expect((mailed.json.data as { id: number }).id).toBe((saved.json.data as { id: number }).id);

    company = await app.smtp.waitFor((m) => (m.subject ?? '').includes('Wattle & Gum Provisions'));
    applicant = await app.smtp.waitFor(
      (m) => (m.to && 'text' in m.to ? m.to.text : '') === 'olivia.nguyen@example.com',
    );
    await deliverDueMail();
  });

  it('sends the company one mail, to MAIL_TO, replying to the applicant, with the PDF and both signatures', () => {
    expect(mailsTo('office@test.example', 'Wattle & Gum Provisions')).toHaveLength(1);
    expect(company.replyTo?.text).toBe('olivia.nguyen@example.com');
    expect(company.subject).toMatch(
      /^Credit application \d+ from Wattle & Gum Provisions Pty Ltd$/,
    );
    const names = company.attachments.map((a) => `${a.filename} ${a.contentType}`);
    expect(names).toEqual([
      expect.stringMatching(/^credit-application-\d+\.pdf application\/pdf$/),
      'signedDeclaration_Olivia Nguyen.png image/png',
      'signedPrivacyAct1988_Marcus Webb.png image/png',
    ]);
    // The mail body never carries the bank details; only the PDF does.
    for (const secret of Object.values(bank)) {
      expect(company.text).not.toContain(secret);
      expect(company.html).not.toContain(secret);
    }
  });

  it('puts every section, both signers, both signature images, the dates, the terms and the Privacy Act text in the PDF', async () => {
    const pdf = company.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf).toBeDefined();
    const content = await readPdf(pdf!.content);
    expect(content.title).toMatch(/Wattle & Gum Provisions Pty Ltd/);
    for (const expected of [
      'Banksia Freight Lines',
      'Credit Application',
      'Applicant Details',
      'Company Details',
      'Bank Details',
      'Trade Reference',
      'Declaration',
      'Credit Terms',
      'Privacy Act 1988 Acknowledgment',
      'Wattle & Gum Provisions Pty Ltd',
      'Olivia Nguyen',
      'Marcus Webb',
      'Company Secretary',
      'BSB/Account No.',
      bank.bank_account_number,
      bank.bank_name,
      'Bayside Cold Stores',
      'Merri Creek Produce',
      '20 Nov 2026',
      '21 Nov 2026',
      'Payment in full is due within 7 days of invoice delivery.',
      'Signature: signedDeclaration_Olivia Nguyen.png',
      'Signature: signedPrivacyAct1988_Marcus Webb.png',
    ]) {
      expect(content.text, expected).toContain(expected);
    }
    expect(content.text).toMatch(/Privacy Act 1988 \(Cth\)/);
    // Both signatures are embedded as images at their own sizes.
    expect(content.images).toEqual(
      expect.arrayContaining([
        { width: 530, height: 300 },
        { width: 400, height: 226 },
      ]),
    );
    expect(content.images).toHaveLength(2);
  });

  it('sends the applicant an acknowledgment without the bank details or the PDF', () => {
    expect(mailsTo('olivia.nguyen@example.com', '')).toHaveLength(1);
    expect(applicant.subject).toMatch(/received your credit application/);
    expect(applicant.text).toContain('Dear Olivia Nguyen,');
    expect(applicant.text).toContain('51 824 753 556');
    expect(applicant.text).toContain('Payment in full is due within 7 days of invoice delivery.');
    expect(applicant.attachments).toHaveLength(0);
    // It goes to an address typed into a public form: nothing else the applicant wrote comes back.
    for (const typed of [
      'Wattle & Gum Provisions Pty Ltd',
      '0491 570 006',
      '8 Wattle Grove',
      'Southern Cross Packaging',
      'Marcus Webb',
    ]) {
      expect(applicant.text).not.toContain(typed);
      expect(applicant.html).not.toContain(typed);
    }
    for (const secret of Object.values(bank)) {
      expect(applicant.text).not.toContain(secret);
      expect(applicant.html).not.toContain(secret);
    }
  });

  it('keeps bank details only encrypted in the database row, and the signatures with it', async () => {
    const rows = await creditRows('olivia.nguyen@example.com');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const everything = JSON.stringify(row);
    for (const secret of [...Object.values(bank), '987654321', '733-156', 'Westpac']) {
      expect(everything).not.toContain(secret);
    }
    expect(Object.keys(row).filter((k) => k.startsWith('bank'))).toEqual(['bank_details_enc']);
    expect(decryptJson(row.bank_details_enc)).toEqual(bank);
    expect(row.company_name).toBe('Wattle & Gum Provisions Pty Ltd');
    expect(row.declaration_signature).toBe('signedDeclaration_Olivia Nguyen.png');
    expect(row.act_signature).toBe('signedPrivacyAct1988_Marcus Webb.png');
    // The signatures are re-encoded copies, stored encrypted like the bank details.
    expect(row.declaration_signature_png).toMatch(/^enc:v1\./);
    expect(row.act_signature_png).toMatch(/^enc:v1\./);
    expect(everything).not.toContain('iVBORw0KGgo');
    const declaration = await openSignature(
      row.declaration_signature_png,
      'declaration_signature_png',
      row.id,
    );
    expect(await sharp(declaration!).metadata()).toMatchObject({ width: 530, height: 300 });
  });

  it('drops the sent PDF from the outbox, so bank details do not stay there', async () => {
    const db = await database();
    await expect
      .poll(async () => {
        const rows = await db
          .selectFrom('outbox')
          .select(['attachments', 'status'])
          .where('topic', '=', 'credit.company')
          .execute();
        return rows.map((r) => `${r.status}:${r.attachments}`);
      })
      .toEqual(['sent:[]']);
  });

  it('saves and mails once when the mail call comes alone, and once more only for a new application', async () => {
    const alone = application({ email: 'alone@example.com', company_name: 'Solo Haulage' });
    const res = await callRoute(MAIL, alone);
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/credit application has been received/);
    await callRoute(MAIL, alone);
    await callRoute(SAVE, alone);
    await app.smtp.waitFor((m) => (m.subject ?? '').includes('Solo Haulage'));
    await deliverDueMail();
    expect(await creditRows('alone@example.com')).toHaveLength(1);
    expect(mailsTo('office@test.example', 'Solo Haulage')).toHaveLength(1);
  });

  it('keeps the application and delivers both mails exactly once after an SMTP outage', async () => {
    await app.smtp.stop();
    const outage = application({ email: 'outage@example.com', company_name: 'Outage Freight Co' });
    expect((await callRoute(SAVE, outage)).status).toBe(200);
    expect((await callRoute(MAIL, outage)).status).toBe(200);
    await deliverDueMail();
    const db = await database();
    expect((await outboxStatus(db)).failing).toBeGreaterThanOrEqual(2);
    expect(await creditRows('outage@example.com')).toHaveLength(1);
    // While the mail waits, its PDF (with the bank details) is stored encrypted.
    const waiting = await db
      .selectFrom('outbox')
      .select('attachments')
      .where('topic', '=', 'credit.company')
      .where('status', '=', 'pending')
      .execute();
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    for (const row of waiting) {
      expect(row.attachments.startsWith('enc:')).toBe(true);
      expect(row.attachments).not.toContain('JVBERi'); // base64 of "%PDF"
      expect(row.attachments).not.toContain('987654321');
    }

    await app.smtp.start();
    await retryPendingMail(db);
    await deliverDueMail();
    await deliverDueMail();
    await app.smtp.waitFor((m) => (m.subject ?? '').includes('Outage Freight Co'));
    await app.smtp.waitFor(
      (m) => (m.to && 'text' in m.to ? m.to.text : '') === 'outage@example.com',
    );
    expect(mailsTo('office@test.example', 'Outage Freight Co')).toHaveLength(1);
    expect(mailsTo('outage@example.com', '')).toHaveLength(1);
  });
});

describe('credit application: warnings, never blocks', () => {
  it('sends a clean application without a warnings box', () => {
    const company = mailsTo('office@test.example', 'Wattle & Gum Provisions')[0]!;
    expect(company.text).not.toContain('Sent with');
    expect(company.html).not.toContain('Sent with');
  });

  it('saves an application whose numbers fail their checks, and says so at the top of the mail and the PDF', async () => {
    const body = application({
      email: 'warned@example.com',
      company_name: 'Warned Transport Pty Ltd',
      abn: '51 824 753 557',
      acn: '004 085 617',
      postcode: '301',
      company_postcode: '3013',
      postal_postcode: 'VIC',
      bank_account_number: '7331 987654321',
      actSignatureBinary: '',
    });
    const saved = await callRoute(SAVE, body);
    expect(saved.status).toBe(200);
    expect(await creditRows('warned@example.com')).toHaveLength(1);
    const mail = await app.smtp.waitFor((m) =>
      (m.subject ?? '').includes('Warned Transport Pty Ltd'),
    );
    // Let the acknowledgment go too, so no delivery run is still under way for the next test.
    await app.smtp.waitFor(
      (m) => (m.to && 'text' in m.to ? m.to.text : '') === 'warned@example.com',
    );
    await deliverDueMail();
    const lines = [
      'Sent with 6 warnings: check them before relying on these details',
      'Home postcode: not 4 digits',
      'ACN: check digit does not match',
      'ABN: check digits do not add up',
      'Postal postcode: not 4 digits',
      'BSB/Account No.: does not start with a 6-digit BSB',
      'Privacy Act 1988: not signed',
    ];
    const text = mail.text ?? '';
    const at = lines.map((line) => text.indexOf(line));
    expect(
      at.every((i) => i >= 0),
      text,
    ).toBe(true);
    expect(at).toEqual([...at].sort((x, y) => x - y));
    // At the top: before the introduction and the summary table.
    expect(at[0]).toBeLessThan(text.indexOf('A credit application arrived through the website.'));
    // A warning names what is wrong, never the bank details themselves.
    expect(text).not.toContain('987654321');
    expect(mail.html).toContain('Sent with 6 warnings');

    const pdf = await readPdf(
      mail.attachments.find((a) => a.contentType === 'application/pdf')!.content,
    );
    const pdfAt = lines.map((line) => pdf.text.indexOf(line));
    expect(pdfAt.every((i) => i >= 0)).toBe(true);
    expect(pdfAt.at(-1)!).toBeLessThan(pdf.text.indexOf('Applicant Details'));
  });

  it('refuses a list of warnings sent by the browser: the server works them out itself', async () => {
    const res = await callRoute(SAVE, {
      ...application({ email: 'nowarnings@example.com', abn: '51 824 753 557' }),
      warnings: [],
    });
    expect(res.status).toBe(400);
    expect(String(res.json.error)).toMatch(/warnings/);
    expect(await creditRows('nowarnings@example.com')).toHaveLength(0);
  });
});

describe('credit application: bad input', () => {
  it('answers a missing or invalid e-mail with 400 naming the field and the spec message, and saves nothing', async () => {
    const { email: _omit, ...noEmail } = application();
    void _omit;
    const missing = await callRoute(SAVE, noEmail);
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('email');
    expect(missing.json.error).toBe('email: Email is required.');
    const invalid = await callRoute(SAVE, application({ email: 'olivia@Example' }));
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toBe('email: Please enter a valid email address.');
    expect(await creditRows('olivia@Example')).toHaveLength(0);
  });

  it('refuses a signature that is not a PNG data URL with 400', async () => {
    for (const value of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      'data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'javascript:alert(1)',
      `data:image/png;base64,${undecodablePng().toString('base64').slice(0, 60)}`,
    ]) {
      const res = await callRoute(
        SAVE,
        application({ email: 'badsig@example.com', declarationSignatureBinary: value }),
      );
      expect(res.status, value.slice(0, 30)).toBe(400);
      expect(res.json.field).toBe('declarationSignatureBinary');
      expect(String(res.json.error)).toMatch(/^declarationSignatureBinary: Signature /);
    }
    expect(await creditRows('badsig@example.com')).toHaveLength(0);
  });

  it('refuses a PNG whose image data cannot be decoded with 400, and nothing is half-saved', async () => {
    const res = await callRoute(
      SAVE,
      application({
        email: 'undecodable@example.com',
        actSignatureBinary: `data:image/png;base64,${undecodablePng().toString('base64')}`,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('actSignatureBinary');
    expect(res.json.error).toBe(
      'actSignatureBinary: Signature could not be decoded as a PNG image',
    );
    expect(await creditRows('undecodable@example.com')).toHaveLength(0);
    const db = await database();
    const queued = await db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', 'undecodable@example.com')
      .execute();
    expect(queued).toHaveLength(0);
  });

  it('refuses an oversized signature with 400 and oversized dimensions with 400', async () => {
    const big = await callRoute(
      SAVE,
      application({
        email: 'bigsig@example.com',
        actSignatureBinary: `data:image/png;base64,${'A'.repeat(400 * 1024)}`,
      }),
    );
    expect(big.status).toBe(400);
    expect(big.json.error).toBe('actSignatureBinary: Signature is larger than 256 KiB');
    const wide = await callRoute(
      SAVE,
      application({ email: 'bigsig@example.com', actSignatureBinary: signatureDataUrl(2400, 20) }),
    );
    expect(wide.status).toBe(400);
    expect(wide.json.error).toBe(
      'actSignatureBinary: Signature must be at most 1060 pixels wide and 600 pixels high',
    );
    expect(await creditRows('bigsig@example.com')).toHaveLength(0);
  });

  it('answers a 10 MB field with 413 and saves nothing', async () => {
    const res = await callRoute(
      SAVE,
      application({ email: 'huge@example.com', home_address: 'x'.repeat(10 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect(await creditRows('huge@example.com')).toHaveLength(0);
  });

  it('answers an over-long field within the body limit with 400 naming it', async () => {
    const res = await callRoute(
      SAVE,
      application({ email: 'long@example.com', company_name: 'x'.repeat(5000) }),
    );
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('company_name');
  });

  it('refuses unknown fields, wrong types and no anti-forgery header', async () => {
    const unknown = await callRoute(SAVE, { ...application(), credit_limit: '50000' });
    expect(unknown.status).toBe(400);
    expect(String(unknown.json.error)).toMatch(/credit_limit/);
    const wrongType = await callRoute(SAVE, { ...application(), abn: 51824753556 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.field).toBe('abn');
    const forged = await callRoute(SAVE, application(), { xsrf: false });
    expect(forged.status).toBe(403);
    const mailForged = await callRoute(MAIL, application(), { xsrf: false });
    expect(mailForged.status).toBe(403);
  });

  it('escapes HTML and script in mail, prints it as text in the PDF, and copes with characters the PDF fonts lack', async () => {
    const hostile = application({
      email: 'hostile@example.com',
      name: '<img src=x onerror=alert(1)>',
      company_name: '<script>alert("pwn")</script> Ltd',
      declaration_name: 'Zhang Wei 张伟 🚚',
      act_name: 'Łukasz Żółć',
      bank_address: '<b>bold</b>',
    });
    const res = await callRoute(SAVE, hostile);
    expect(res.status).toBe(200);
    const mail = await app.smtp.waitFor((m) => (m.subject ?? '').includes('alert("pwn")'));
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<img src=x');
    const ack = await app.smtp.waitFor(
      (m) => (m.to && 'text' in m.to ? m.to.text : '') === 'hostile@example.com',
    );
    expect(ack.html).not.toContain('<img src=x');
    expect(ack.html).toContain('&lt;img src=x');
    const pdf = await readPdf(
      mail.attachments.find((a) => a.contentType === 'application/pdf')!.content,
    );
    expect(pdf.text).toContain('<script>alert("pwn")</script> Ltd');
    expect(pdf.text).toContain('Zhang Wei ?? ?');
    expect(pdf.text).toContain('Lukasz Zólc');
    // The signature file keeps the real name.
    expect(mail.attachments.map((a) => a.filename)).toContain(
      'signedDeclaration_Zhang Wei 张伟 🚚.png',
    );
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const res = await callRoute(SAVE, {
      ...application({ email: 'bot@example.com' }),
      website_url: 'http://spam.example',
    });
    expect(res.status).toBe(200);
    expect(await creditRows('bot@example.com')).toHaveLength(0);
  });
});

describe('credit application: the encryption key file', () => {
  it('was created once in DATA_DIR with owner-only permissions', () => {
    const file = path.join(app.dataDir, 'credit-encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
