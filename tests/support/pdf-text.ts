import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from 'pdf-lib';
import type { PDFObject, PDFDict } from 'pdf-lib';

// Reads back what our PDFs show, for tests. pdf-lib draws text with the standard fonts as hex
// strings in Tj operators, in Flate-compressed content streams: this decompresses each page's
// content, decodes the strings (WinAnsi, read as Latin-1) and joins them in drawing order. It is
// not a general PDF text extractor; it reads what src/server/pdf/document.ts writes.

export type PdfContent = {
  pageCount: number;
  /** The page texts, one drawn line per line. */
  text: string;
  /** Image XObjects that are pictures (not the alpha masks beside them). */
  images: { width: number; height: number }[];
  title: string | undefined;
};

function streamBytes(stream: PDFObject | undefined): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  return new Uint8Array();
}

function decodeHex(hex: string): string {
  return Buffer.from(hex, 'hex').toString('latin1');
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams: PDFObject[] =
      contents instanceof PDFArray
        ? contents.asArray().map((o) => (o instanceof PDFRef ? doc.context.lookup(o)! : o))
        : contents
          ? [contents]
          : [];
    for (const s of streams) {
      const ops = Buffer.from(streamBytes(s)).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(decodeHex(m[1]!));
    }
  }
  const images: { width: number; height: number }[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const dict: PDFDict = obj.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (
      dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') &&
      !dict.has(PDFName.of('SMask'))
    )
      continue;
    const width = dict.get(PDFName.of('Width'));
    const height = dict.get(PDFName.of('Height'));
    if (width instanceof PDFNumber && height instanceof PDFNumber)
      images.push({ width: width.asNumber(), height: height.asNumber() });
  }
  return { pageCount: doc.getPageCount(), text: lines.join('\n'), images, title: doc.getTitle() };
}
