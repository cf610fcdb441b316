import 'server-only';
import sharp from 'sharp';
import type { OutputInfo, SharpOptions } from 'sharp';
import {
  MAX_SIGNATURE_HEIGHT,
  MAX_SIGNATURE_PIXELS,
  MAX_SIGNATURE_WIDTH,
  inspectPng,
} from '@/domain/signature';

// Signature images come from strangers. They are decoded here, by libvips under a pixel limit and
// a time limit, and re-encoded to a fresh PNG; only that PNG is stored, mailed or drawn in a PDF.
// The browser's chunk check (src/domain/signature.ts) runs again first: it is cheap and refuses
// animation before any decoder sees it.

// One libvips thread per image: a signature is small, and a burst of them must not take every core.
sharp.concurrency(1);
// Nothing decoded from a stranger is worth keeping in memory for the next request.
sharp.cache(false);

/**
 * libvips stops a pipeline after this long (whole seconds is its unit). Within the pixel limit a
 * signature takes a few milliseconds, so this only ever stops something pathological.
 */
const DECODE_TIMEOUT_SECONDS = 1;

/** How libvips may open a signature: exported so tests can prove the limits hold on their own. */
export const SIGNATURE_DECODE_LIMITS: Readonly<SharpOptions> = {
  limitInputPixels: MAX_SIGNATURE_PIXELS,
  // Truncated or corrupt pixel data is refused rather than drawn half-way.
  failOn: 'error',
  sequentialRead: true,
  pages: 1,
};

declare const clean: unique symbol;

/**
 * A signature PNG this server encoded itself from decoded pixels: 8-bit RGBA, no metadata, within
 * the pad's size. Only reencodeSignaturePng (or a value we encrypted) makes one.
 */
export type CleanSignaturePng = Buffer & { readonly [clean]: true };

/** Why a signature image was refused, in the words of the schema's messages ("Signature …"). */
export class SignatureImageError extends Error {
  constructor(readonly reason: string) {
    super(`Signature ${reason}`);
  }
}

/** Trust bytes as clean: for values this server wrote and authenticated (see stored-signature). */
export function trustedSignaturePng(bytes: Buffer): CleanSignaturePng {
  return bytes as CleanSignaturePng;
}

/**
 * Decode a stranger's PNG under the pad's limits and encode its pixels again as a fresh PNG. The
 * new file is made from the raw pixels alone, so nothing else of the sent file (text, private
 * chunks, resolution) can reach it. Throws SignatureImageError when the image is refused or does
 * not decode.
 */
export async function reencodeSignaturePng(bytes: Uint8Array): Promise<CleanSignaturePng> {
  const check = inspectPng(bytes);
  if (!check.ok) throw new SignatureImageError(check.reason);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, SIGNATURE_DECODE_LIMITS)
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new SignatureImageError('could not be decoded as a PNG image');
  }
  const { width, height, channels } = pixels.info;
  if (width > MAX_SIGNATURE_WIDTH || height > MAX_SIGNATURE_HEIGHT || channels !== 4)
    throw new SignatureImageError('could not be decoded as a PNG image');
  const png = await sharp(pixels.data, { raw: { width, height, channels } })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .png()
    .toBuffer();
  return png as CleanSignaturePng;
}

/**
 * A signature ready to be a PDF image: zlib streams with PNG row filters (PDF's FlateDecode with
 * Predictor 15 reads them as they are), colour as 8-bit RGB and transparency as 8-bit grey.
 */
export type PdfSignatureImage = { width: number; height: number; rgb: Buffer; alpha: Buffer };

type PngData = { width: number; height: number; colourType: number; data: Buffer };

/** The IHDR facts and the joined IDAT data of a PNG that libvips wrote. */
function pngData(png: Buffer): PngData {
  let at = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Buffer[] = [];
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      // 8-bit, not interlaced: the only layout PDF's predictor reads directly.
      if (data[8] !== 8 || data[12] !== 0) throw new Error('Unexpected PNG layout from libvips');
      colourType = data[9]!;
    } else if (type === 'IDAT') idat.push(data);
    at += length + 12;
  }
  return { width, height, colourType, data: Buffer.concat(idat) };
}

/**
 * Split a clean signature into the colour and transparency images a PDF draws. libvips does the
 * decoding and compression, so no PNG decoder of our own or of the PDF library ever runs.
 */
export async function pdfSignatureImage(png: CleanSignaturePng): Promise<PdfSignatureImage> {
  const image = sharp(png, SIGNATURE_DECODE_LIMITS).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
  const [rgb, alpha] = await Promise.all([
    image.clone().removeAlpha().png().toBuffer(),
    image.clone().extractChannel(3).png().toBuffer(),
  ]);
  const colour = pngData(rgb);
  const mask = pngData(alpha);
  if (colour.colourType !== 2 || mask.colourType !== 0)
    throw new Error('Unexpected PNG colour type from libvips');
  return { width: colour.width, height: colour.height, rgb: colour.data, alpha: mask.data };
}
