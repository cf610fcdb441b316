import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animatedPngBomb, signaturePng, textChunk } from '../../../tests/support/credit-png';
import { resetEncryptionKeyForTests } from '../crypto/field-encryption';
import { resetEnvForTests } from '../env';
import { reencodeSignaturePng } from './signature-image.server';
import { openSignature, sealSignature } from './stored-signature.server';

const saved = { ...process.env };
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-signature-'));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CREDIT_ENCRYPTION_KEY: 'e'.repeat(64),
    LOG_LEVEL: 'silent',
  });
  delete process.env.DATABASE_URL;
  resetEnvForTests();
  resetEncryptionKeyForTests();
});

afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
  resetEncryptionKeyForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('signature images at rest', () => {
  it('stores nothing for no signature', async () => {
    expect(sealSignature(null, 'act_signature_png', 1)).toBe('');
    expect(await openSignature('', 'act_signature_png', 1)).toBeNull();
  });

  it('encrypts a signature for its row and column, and reads it back there only', async () => {
    const png = await reencodeSignaturePng(signaturePng(300, 170));
    const stored = sealSignature(png, 'declaration_signature_png', 12);
    expect(stored).toMatch(/^enc:v1\./);
    expect(stored).not.toContain('iVBORw0KGgo'); // base64 of a PNG's first bytes
    expect((await openSignature(stored, 'declaration_signature_png', 12))?.equals(png)).toBe(true);
    await expect(openSignature(stored, 'declaration_signature_png', 13)).rejects.toThrow();
    await expect(openSignature(stored, 'act_signature_png', 12)).rejects.toThrow();
  });

  it('reads a signature saved before encryption as plain base64, re-encoding it under the limits', async () => {
    const old = signaturePng(200, 100, [textChunk('Author', 'left by the sender')]);
    const read = await openSignature(old.toString('base64'), 'act_signature_png', 3);
    expect(read).not.toBeNull();
    expect(read!.equals(old)).toBe(false);
    expect(read!.toString('latin1')).not.toContain('left by the sender');
    await expect(
      openSignature(
        animatedPngBomb({ width: 100, height: 60, frames: 50 }).toString('base64'),
        'act_signature_png',
        3,
      ),
    ).rejects.toThrow(/still PNG/);
  });
});
