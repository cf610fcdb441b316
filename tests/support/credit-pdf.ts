import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { PDFDict } from 'pdf-lib';
import sharp from 'sharp';
import { chunk } from './credit-png';

// Reads back the signature images of a credit application PDF, pixel by pixel, for tests. What the
// PDF says in words is read by pdf-text.ts.

export type PdfImagePixels = {
  width: number;
  height: number;
  /** Raw 8-bit RGB, row by row. */
  rgb: Buffer;
  /** Raw 8-bit transparency from the soft mask, row by row. */
  alpha: Buffer;
};

/**
 * An image stream as PNG compresses it (FlateDecode with the PNG predictor) is a PNG's IDAT data:
 * wrap it in a PNG and let libvips decode it, which also proves a reader can.
 */
async function streamPixels(stream: PDFRawStream, colourType: 0 | 2): Promise<Buffer> {
  const dict = stream.dict;
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const predictor = (parms as PDFDict | undefined)?.get(PDFName.of('Predictor'));
  if (
    dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode') ||
    !(predictor instanceof PDFNumber) ||
    predictor.asNumber() !== 15
  )
    throw new Error('not an image stream with PNG rows');
  const size = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size('Width'), 0);
  header.writeUInt32BE(size('Height'), 4);
  header[8] = 8;
  header[9] = colourType;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from(stream.getContents())),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  // libvips hands grey out as three equal channels unless asked for the one.
  const image = sharp(png);
  return (colourType === 0 ? image.extractChannel(0) : image).raw().toBuffer();
}

/** The pixels of every picture in the PDF that has a soft mask (our signatures). */
export async function readPdfImagePixels(bytes: Uint8Array): Promise<PdfImagePixels[]> {
  const doc = await PDFDocument.load(bytes);
  const out: PdfImagePixels[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    if (obj.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const mask = obj.dict.lookup(PDFName.of('SMask'));
    if (!(mask instanceof PDFRawStream)) continue;
    out.push({
      width: (obj.dict.get(PDFName.of('Width')) as PDFNumber).asNumber(),
      height: (obj.dict.get(PDFName.of('Height')) as PDFNumber).asNumber(),
      rgb: await streamPixels(obj, 2),
      alpha: await streamPixels(mask, 0),
    });
  }
  return out;
}
