import 'server-only';
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { log } from '../log';

// Field encryption for data that must not be readable at rest (bank details): AES-256-GCM with a
// random 96-bit nonce per value. The key comes from CREDIT_ENCRYPTION_KEY, or else from a key file
// created once in DATA_DIR with owner-only permissions.

const VERSION = 'v1';
export const KEY_FILE = 'credit-encryption.key';

type KeySet = { source: string; key: Buffer; keyId: string; fingerprintKey: Buffer };

let cached: KeySet | undefined;

/** Read a 32-byte key written as 64 hex characters or base64. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('Encryption key must be 32 bytes (base64 or 64 hex)');
  return key;
}

function readOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting together cannot both create one.
    const fd = fs.openSync(file, 'wx', 0o600);
    try {
      fs.writeSync(fd, `${randomBytes(32).toString('base64')}\n`);
    } finally {
      fs.closeSync(fd);
    }
    log.info({ file }, 'created the credit encryption key file; back it up with the database');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // A key others can read protects nothing: refuse to use it rather than warn into a log.
    const mode = fs.statSync(file).mode & 0o777;
    if ((mode & 0o077) !== 0)
      throw new Error(
        `Encryption key file ${file} can be read or changed by other users (mode ${mode.toString(8)}). ` +
          `Make it readable by the site's user only: chmod 600 ${file}`,
      );
  }
  const text = fs.readFileSync(file, 'utf8');
  if (text.trim() === '') throw new Error(`Encryption key file ${file} is empty`);
  return parseKey(text);
}

function keySet(): KeySet {
  const { CREDIT_ENCRYPTION_KEY, DATABASE_URL, dataDir } = env();
  const source = CREDIT_ENCRYPTION_KEY ? `env:${CREDIT_ENCRYPTION_KEY}` : `file:${dataDir}`;
  if (cached?.source === source) return cached;
  if (!CREDIT_ENCRYPTION_KEY && DATABASE_URL) {
    log.warn(
      'CREDIT_ENCRYPTION_KEY is not set while DATABASE_URL is: this instance uses its own key file, which other instances cannot read; set one key for all instances',
    );
  }
  const key = CREDIT_ENCRYPTION_KEY
    ? parseKey(CREDIT_ENCRYPTION_KEY)
    : readOrCreateKeyFile(dataDir);
  cached = {
    source,
    key,
    keyId: createHash('sha256').update(key).digest('hex').slice(0, 8),
    fingerprintKey: Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'fingerprint', 32)),
  };
  return cached;
}

/**
 * Encrypt a JSON value: "v1.<key id>.<nonce>.<tag>.<ciphertext>" (base64url parts). The key id
 * lets a reader with the wrong key say so instead of failing obscurely. `associatedData`, when
 * given, is authenticated but not stored: name the value's place (table, column, row) with it, and
 * a value copied to another place no longer decrypts; the reader must pass the same text.
 */
export function encryptJson(value: unknown, associatedData?: string): string {
  const { key, keyId } = keySet();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (associatedData !== undefined) cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const plain = Buffer.from(JSON.stringify(value ?? null), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, keyId, iv, tag, ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/**
 * Decrypt what encryptJson wrote, with the same associated data. Throws on a wrong key, other
 * associated data, or a value that was tampered with.
 */
export function decryptJson<T>(blob: string, associatedData?: string): T {
  const parts = blob.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new Error('Not an encrypted value');
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  const keys = keySet();
  if (keyId !== keys.keyId)
    throw new Error(`Value was encrypted with another key (key id ${keyId}, ours ${keys.keyId})`);
  const decipher = createDecipheriv('aes-256-gcm', keys.key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  if (associatedData !== undefined) decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as T;
}

/**
 * A keyed hash (HMAC-SHA-256 with a key derived from the encryption key) of a value: finds a repeat
 * of the same submission without storing a plain hash that could be guessed back to bank details.
 */
export function keyedFingerprint(value: unknown): string {
  return createHmac('sha256', keySet().fingerprintKey).update(JSON.stringify(value)).digest('hex');
}

/** Forget the cached key (tests that change the environment). */
export function resetEncryptionKeyForTests(): void {
  cached = undefined;
}

/** The key in use, as base64, and its id: for a backup that is asked to carry it. */
export function currentKey(): { base64: string; keyId: string } {
  const { key, keyId } = keySet();
  return { base64: key.toString('base64'), keyId };
}
