import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animatedPngBomb,
  chunk,
  decompressionBombPng,
  signaturePng,
  textChunk,
  undecodablePng,
} from '../../../tests/support/credit-png';
import {
  SIGNATURE_DECODE_LIMITS,
  SignatureImageError,
  pdfSignatureImage,
  reencodeSignaturePng,
} from './signature-image.server';

/** The chunk types of a PNG, in order. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += png.readUInt32BE(at) + 12)
    types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

/** Bit depth and colour type from the IHDR. */
function layout(png: Buffer): { bitDepth: number; colourType: number } {
  return { bitDepth: png[24]!, colourType: png[25]! };
}

async function refusal(bytes: Buffer): Promise<{ error: unknown }> {
  return { error: await reencodeSignaturePng(bytes).catch((e: unknown) => e) };
}

describe('signature images: decoded under limits and re-encoded', () => {
  it('gives fresh RGBA pixels in a new PNG without the text chunks that came with them', async () => {
    const sent = signaturePng(1060, 600, [
      textChunk('Comment', 'hidden note from the sender'),
      chunk('zzZz', Buffer.from('private chunk')),
    ]);
    const clean = await reencodeSignaturePng(sent);
    expect(clean.equals(sent)).toBe(false);
    expect(clean.toString('latin1')).not.toContain('hidden note');
    expect(chunkTypes(clean)).not.toContain('tEXt');
    expect(chunkTypes(clean)).not.toContain('zzZz');
    // Made from the pixels alone: the same bytes as for a plain file with the same pixels.
    expect(clean.equals(await reencodeSignaturePng(signaturePng(1060, 600)))).toBe(true);
    expect(layout(clean)).toEqual({ bitDepth: 8, colourType: 6 });
    const meta = await sharp(clean).metadata();
    expect(meta).toMatchObject({ width: 1060, height: 600, channels: 4 });
    const [sentPixels, cleanPixels] = await Promise.all([
      sharp(sent).raw().toBuffer(),
      sharp(clean).raw().toBuffer(),
    ]);
    expect(cleanPixels.equals(sentPixels)).toBe(true);
  });

  it('brings grey, palette and 16-bit PNGs to the same 8-bit RGBA', async () => {
    const base = sharp(signaturePng(200, 100));
    const kinds = await Promise.all([
      base.clone().toColourspace('b-w').png().toBuffer(),
      base.clone().png({ palette: true }).toBuffer(),
      base.clone().toColourspace('rgb16').png().toBuffer(),
    ]);
    expect(kinds.map((png) => layout(png).colourType)).toEqual([4, 3, 6]);
    expect(layout(kinds[2]).bitDepth).toBe(16);
    for (const png of kinds) {
      const clean = await reencodeSignaturePng(png);
      expect(layout(clean)).toEqual({ bitDepth: 8, colourType: 6 });
    }
  });

  it('refuses image data that does not decode', async () => {
    const { error } = await refusal(undecodablePng());
    expect(error).toBeInstanceOf(SignatureImageError);
    expect((error as Error).message).toBe('Signature could not be decoded as a PNG image');
  });

  it('refuses the animated bomb, an oversized still image and a decompression bomb by their declared size, before decoding', async () => {
    const tooBig = 'Signature must be at most 1060 pixels wide and 600 pixels high';
    const cases: [Buffer, string][] = [
      [animatedPngBomb(), tooBig],
      [animatedPngBomb({ width: 1060, height: 600 }), 'Signature must be a still PNG image'],
      [signaturePng(2000, 2000), tooBig],
      [decompressionBombPng(), tooBig],
    ];
    for (const [bytes, message] of cases) {
      const { error } = await refusal(bytes);
      expect(error).toBeInstanceOf(SignatureImageError);
      expect((error as Error).message).toBe(message);
    }
  });

  it('keeps the decoder within the limits on its own, should the chunk check ever let one through', async () => {
    for (const bytes of [animatedPngBomb(), signaturePng(2000, 2000), decompressionBombPng()]) {
      await expect(sharp(bytes, SIGNATURE_DECODE_LIMITS).png().toBuffer()).rejects.toThrow(
        /pixel limit/,
      );
    }
  });

  it('splits a clean signature into PDF colour and transparency streams', async () => {
    const image = await pdfSignatureImage(await reencodeSignaturePng(signaturePng(265, 150)));
    expect(image).toMatchObject({ width: 265, height: 150 });
    expect(image.rgb.length).toBeGreaterThan(0);
    expect(image.alpha.length).toBeGreaterThan(0);
  });
});
