import { deflateSync } from 'node:zlib';
import { crc32 } from '@/domain/signature';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  const typed = Buffer.concat([head.subarray(4), data]);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real RGBA PNG with a blue diagonal stroke on a transparent background, like a signature pad
 * gives, for tests of the signature checks, the PDF and the mail.
 */
export function signaturePng(width = 530, height = 300): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const onStroke = Math.abs(y - Math.round((x * height) / width)) < 3;
      if (onStroke) raw.set([0, 0, 255, 255], y * row + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function signatureDataUrl(width?: number, height?: number): string {
  return `data:image/png;base64,${signaturePng(width, height).toString('base64')}`;
}

/** A PNG whose chunks are well formed but whose image data is not zlib data. */
export function undecodablePng(): Buffer {
  const png = signaturePng(40, 20);
  const ihdrEnd = 8 + 12 + 13;
  const ihdr = png.subarray(8, ihdrEnd);
  return Buffer.concat([
    png.subarray(0, 8),
    ihdr,
    chunk('IDAT', Buffer.from('this is not deflate data at all')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
