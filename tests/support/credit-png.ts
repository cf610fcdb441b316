import { deflateSync } from 'node:zlib';
import { crc32 } from '@/domain/signature';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk with its length and a correct CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  const typed = Buffer.concat([head.subarray(4), data]);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return chunk('IHDR', data);
}

/** A tEXt chunk: keyword, NUL, Latin-1 text. */
export function textChunk(keyword: string, text: string): Buffer {
  return chunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
}

/**
 * A real RGBA PNG with a blue diagonal stroke on a transparent background, like a signature pad
 * gives, for tests of the signature checks, the PDF and the mail. `extraChunks` go between the
 * IHDR and the image data (metadata, say).
 */
export function signaturePng(width = 530, height = 300, extraChunks: Buffer[] = []): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const onStroke = Math.abs(y - Math.round((x * height) / width)) < 3;
      if (onStroke) raw.set([0, 0, 255, 255], y * row + 1 + x * 4);
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 8, 6),
    ...extraChunks,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function signatureDataUrl(width?: number, height?: number): string {
  return pngDataUrl(signaturePng(width, height));
}

/** A PNG whose chunks are well formed but whose image data is not zlib data. */
export function undecodablePng(): Buffer {
  const png = signaturePng(40, 20);
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    chunk('IDAT', Buffer.from('this is not deflate data at all')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The animated PNG that took the server down: a 2000 x 2000 canvas (its first frame is the IDAT
 * image, all zeros) and then 1 x 1 pixel frames in fcTL/fdAT chunks, 3,500 frames in all. About
 * 70 bytes a frame make about 245 KiB, under the 256 KiB cap; a decoder that composes the frames
 * on the canvas touches 16 MB per frame. A smaller canvas gives the same attack within the limits.
 */
export function animatedPngBomb({ width = 2000, height = 2000, frames = 3500 } = {}): Buffer {
  const parts = [PNG_SIGNATURE, ihdr(width, height, 8, 6)];
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(frames, 0);
  actl.writeUInt32BE(0, 4); // plays: forever
  parts.push(chunk('acTL', actl));
  let sequence = 0;
  const fctl = (width: number, height: number, x: number, y: number) => {
    const data = Buffer.alloc(26);
    data.writeUInt32BE(sequence++, 0);
    data.writeUInt32BE(width, 4);
    data.writeUInt32BE(height, 8);
    data.writeUInt32BE(x, 12);
    data.writeUInt32BE(y, 16);
    data.writeUInt16BE(1, 20); // delay 1/100 s
    data.writeUInt16BE(100, 22);
    // dispose_op 0 (none) and blend_op 0 (source) stay zero.
    return chunk('fcTL', data);
  };
  parts.push(fctl(width, height, 0, 0));
  parts.push(chunk('IDAT', deflateSync(Buffer.alloc((width * 4 + 1) * height))));
  const pixel = deflateSync(Buffer.from([0, 0x1d, 0x3f, 0xbf, 0xff])); // filter byte, one RGBA pixel
  for (let i = 1; i < frames; i++) {
    parts.push(fctl(1, 1, i % width, Math.floor(i / width) % height));
    const seq = Buffer.alloc(4);
    seq.writeUInt32BE(sequence++, 0);
    parts.push(chunk('fdAT', Buffer.concat([seq, pixel])));
  }
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * A decompression bomb: a PNG claiming 20000 x 20000 pixels (400 million, 1.6 GB as RGBA once
 * decoded) whose image data is a zlib stream of zeros. One bit a pixel keeps the stream near
 * 48 KiB, well under the cap.
 */
export function decompressionBombPng(side = 20000): Buffer {
  const rowBytes = Math.ceil(side / 8) + 1;
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(side, side, 1, 0),
    chunk('IDAT', deflateSync(Buffer.alloc(rowBytes * side), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
