import { describe, expect, it } from 'vitest';
import {
  animatedPngBomb,
  chunk,
  decompressionBombPng,
  pngDataUrl,
  signatureDataUrl,
  signaturePng,
  textChunk,
} from '../../tests/support/credit-png';
import {
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_DATA_URL_LENGTH,
  NO_SIGNATURE_FILE,
  checkSignatureDataUrl,
  crc32,
  inspectPng,
  safeFileName,
  signatureFileName,
} from './signature';

describe('signature file names (spec §3, §4)', () => {
  it('names a drawn declaration and a drawn Privacy Act signature after the signer', () => {
    expect(signatureFileName('Declaration', 'Jane Citizen', true)).toBe(
      'signedDeclaration_Jane Citizen.png',
    );
    expect(signatureFileName('PrivacyAct1988', 'Jane Citizen', true)).toBe(
      'signedPrivacyAct1988_Jane Citizen.png',
    );
  });

  it('trims the signer name', () => {
    expect(signatureFileName('Declaration', '  Ravi Patel ', true)).toBe(
      'signedDeclaration_Ravi Patel.png',
    );
  });

  it('gives signedNone.png for a cleared or blank pad, whoever the signer is', () => {
    expect(signatureFileName('Declaration', 'Jane Citizen', false)).toBe('signedNone.png');
    expect(signatureFileName('PrivacyAct1988', '', false)).toBe(NO_SIGNATURE_FILE);
  });

  it('makes attachment names safe without losing the signer name', () => {
    expect(safeFileName('signedDeclaration_Jane/../Citizen.png')).toBe(
      'signedDeclaration_Jane_.._Citizen.png',
    );
    expect(safeFileName('signedDeclaration_O\u2019Brien.png')).toBe(
      'signedDeclaration_O\u2019Brien.png',
    );
  });
});

describe('signature images', () => {
  it('accepts a real PNG data URL and reads its dimensions', () => {
    const check = checkSignatureDataUrl(signatureDataUrl(530, 300));
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.info).toMatchObject({ width: 530, height: 300 });
  });

  it('refuses other image types and other data', () => {
    const jpeg = checkSignatureDataUrl('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==');
    expect(jpeg.ok).toBe(false);
    if (!jpeg.ok) expect(jpeg.reason).toMatch(/PNG image data URL/);
    expect(checkSignatureDataUrl('https://example.com/sig.png').ok).toBe(false);
    expect(checkSignatureDataUrl('data:image/png;base64,not base64!').ok).toBe(false);
    const gif = Buffer.from('GIF89a0123456789012345678901234567890123456789').toString('base64');
    expect(checkSignatureDataUrl(`data:image/png;base64,${gif}`)).toEqual({
      ok: false,
      reason: 'is not a PNG image',
    });
  });

  it('refuses a PNG with a damaged chunk or cut short', () => {
    const png = signaturePng(100, 60);
    const damaged = Buffer.from(png);
    damaged[40] = damaged[40]! ^ 0xff;
    expect(inspectPng(damaged)).toEqual({ ok: false, reason: 'is a damaged PNG image' });
    expect(inspectPng(png.subarray(0, png.length - 6)).ok).toBe(false);
    expect(inspectPng(Buffer.concat([png, Buffer.from('trailing')])).ok).toBe(false);
  });

  it('accepts the pad at 4x, 1060 x 600, and nothing wider or higher', () => {
    expect(checkSignatureDataUrl(signatureDataUrl(1060, 600)).ok).toBe(true);
    const tooBig = { ok: false, reason: 'must be at most 1060 pixels wide and 600 pixels high' };
    expect(checkSignatureDataUrl(signatureDataUrl(1061, 10))).toEqual(tooBig);
    expect(checkSignatureDataUrl(signatureDataUrl(10, 601))).toEqual(tooBig);
    expect(checkSignatureDataUrl(pngDataUrl(signaturePng(2000, 2000)))).toEqual(tooBig);
  });

  it('refuses a width or height of zero as damaged', () => {
    const png = Buffer.from(signaturePng(40, 20));
    png.writeUInt32BE(0, 16);
    png.writeUInt32BE(crc32(png, 12, 29), 29);
    expect(inspectPng(png)).toEqual({ ok: false, reason: 'is a damaged PNG image' });
  });

  it('refuses an animated PNG, whichever animation chunk it carries', () => {
    const still = { ok: false, reason: 'must be a still PNG image' };
    expect(inspectPng(animatedPngBomb({ width: 1060, height: 600 }))).toEqual(still);
    for (const type of ['acTL', 'fcTL', 'fdAT'])
      expect(inspectPng(signaturePng(100, 60, [chunk(type, Buffer.alloc(8))]))).toEqual(still);
  });

  it('lets other ancillary chunks through (the server re-encodes without them)', () => {
    const png = signaturePng(100, 60, [textChunk('Software', 'Signature pad')]);
    expect(inspectPng(png).ok).toBe(true);
  });

  it('refuses the attack images within the byte cap, before any decoding', () => {
    const attacks = [animatedPngBomb(), decompressionBombPng()];
    for (const png of attacks) {
      expect(png.length).toBeLessThan(MAX_SIGNATURE_BYTES);
      const dataUrl = pngDataUrl(png);
      expect(dataUrl.length).toBeLessThan(MAX_SIGNATURE_DATA_URL_LENGTH);
      expect(checkSignatureDataUrl(dataUrl)).toEqual({
        ok: false,
        reason: 'must be at most 1060 pixels wide and 600 pixels high',
      });
    }
  });

  it('refuses oversized images', () => {
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 8)}`;
    expect(checkSignatureDataUrl(huge)).toEqual({ ok: false, reason: 'is larger than 256 KiB' });
  });
});
