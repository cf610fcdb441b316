import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../env';
import {
  decryptJson,
  encryptJson,
  keyedFingerprint,
  parseKey,
  resetEncryptionKeyForTests,
} from './field-encryption';

let dataDir: string;
const saved = { ...process.env };

function useEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  resetEncryptionKeyForTests();
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-enc-'));
  useEnv({
    DATA_DIR: dataDir,
    CREDIT_ENCRYPTION_KEY: undefined,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'silent',
  });
});

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  resetEncryptionKeyForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bank = {
  bank_name: 'Commonwealth Bank',
  bank_account_number: '063-000 1234 5678',
  bank_address: '1 Collins Street, Melbourne VIC 3000',
};

describe('field encryption (AES-256-GCM)', () => {
  it('round-trips a value, and the blob does not contain it', () => {
    const blob = encryptJson(bank);
    expect(blob).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(blob).not.toContain('1234');
    expect(blob).not.toContain('Commonwealth');
    expect(decryptJson<typeof bank>(blob)).toEqual(bank);
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptJson(bank)).not.toBe(encryptJson(bank));
  });

  it('creates the key file once, owner-only, and reuses it', () => {
    const blob = encryptJson(bank);
    const file = path.join(dataDir, 'credit-encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(file, 'utf8');
    resetEncryptionKeyForTests();
    expect(decryptJson(blob)).toEqual(bank);
    expect(fs.readFileSync(file, 'utf8')).toBe(key);
  });

  it('takes the key from CREDIT_ENCRYPTION_KEY (hex or base64) and makes no key file', () => {
    const hex = 'a'.repeat(64);
    useEnv({ CREDIT_ENCRYPTION_KEY: hex });
    const blob = encryptJson(bank);
    expect(fs.existsSync(path.join(dataDir, 'credit-encryption.key'))).toBe(false);
    useEnv({ CREDIT_ENCRYPTION_KEY: Buffer.from(hex, 'hex').toString('base64') });
    expect(decryptJson(blob)).toEqual(bank);
  });

  it('refuses a value encrypted with another key, and a tampered value', () => {
    useEnv({ CREDIT_ENCRYPTION_KEY: 'b'.repeat(64) });
    const blob = encryptJson(bank);
    useEnv({ CREDIT_ENCRYPTION_KEY: 'c'.repeat(64) });
    expect(() => decryptJson(blob)).toThrow(/another key/);
    useEnv({ CREDIT_ENCRYPTION_KEY: 'b'.repeat(64) });
    const parts = blob.split('.');
    const ct = Buffer.from(parts[4]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    parts[4] = ct.toString('base64url');
    expect(() => decryptJson(parts.join('.'))).toThrow();
    expect(() => decryptJson('plain text')).toThrow(/Not an encrypted value/);
  });

  it('binds a value to its associated data: only the same text decrypts it', () => {
    const blob = encryptJson(bank, 'credit_applications.bank_details_enc#7');
    expect(blob.split('.')).toHaveLength(5);
    expect(blob).not.toContain('credit_applications');
    expect(decryptJson(blob, 'credit_applications.bank_details_enc#7')).toEqual(bank);
    expect(() => decryptJson(blob, 'credit_applications.bank_details_enc#8')).toThrow();
    expect(() => decryptJson(blob)).toThrow();
    expect(() =>
      decryptJson(encryptJson(bank), 'credit_applications.bank_details_enc#7'),
    ).toThrow();
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => parseKey('abcd')).toThrow(/32 bytes/);
    expect(parseKey('d'.repeat(64))).toHaveLength(32);
  });

  it('gives a keyed fingerprint: stable for one key, different for another', () => {
    useEnv({ CREDIT_ENCRYPTION_KEY: 'b'.repeat(64) });
    const a = keyedFingerprint(bank);
    expect(keyedFingerprint(bank)).toBe(a);
    useEnv({ CREDIT_ENCRYPTION_KEY: 'c'.repeat(64) });
    expect(keyedFingerprint(bank)).not.toBe(a);
  });
});
