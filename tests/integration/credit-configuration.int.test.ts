import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptJson } from '@/server/crypto/field-encryption';
import { database } from '@/server/db/client';
import { signatureDataUrl } from '../support/credit-png';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

// The credit-team inbox and the encryption key from the environment, instead of the defaults.
const KEY_HEX = '0f'.repeat(32);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    CREDIT_MAIL_TO: 'credit-team@test.example',
    CREDIT_ENCRYPTION_KEY: KEY_HEX,
  });
});
afterAll(async () => {
  await app.close();
  delete process.env.CREDIT_MAIL_TO;
  delete process.env.CREDIT_ENCRYPTION_KEY;
});

describe('credit application configuration', () => {
  it('mails the company copy to CREDIT_MAIL_TO and encrypts with CREDIT_ENCRYPTION_KEY, making no key file', async () => {
    const res = await callRoute('/tms/save-credit-application', {
      email: 'config@example.com',
      company_name: 'Configured Carriers',
      bank_account_number: '083-004 111222333',
      declaration_name: 'Ana Silva',
      declarationSignatureBinary: signatureDataUrl(265, 150),
    });
    expect(res.status).toBe(200);
    const mail = await app.smtp.waitFor((m) => (m.subject ?? '').includes('Configured Carriers'));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('credit-team@test.example');

    expect(fs.existsSync(path.join(app.dataDir, 'credit-encryption.key'))).toBe(false);
    const db = await database();
    const row = await db
      .selectFrom('credit_applications')
      .select(['bank_details_enc', 'declaration_signature', 'act_signature'])
      .where('email', '=', 'config@example.com')
      .executeTakeFirstOrThrow();
    // The blob names its key: the first 8 hex characters of SHA-256 of the key.
    const keyId = createHash('sha256').update(Buffer.from(KEY_HEX, 'hex')).digest('hex');
    expect(row.bank_details_enc.split('.')[1]).toBe(keyId.slice(0, 8));
    expect(decryptJson(row.bank_details_enc)).toEqual({
      bank_name: '',
      bank_account_number: '083-004 111222333',
      bank_address: '',
    });
    expect(row.declaration_signature).toBe('signedDeclaration_Ana Silva.png');
    expect(row.act_signature).toBe('signedNone.png');
  });
});
