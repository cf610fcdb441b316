import 'server-only';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatAddress, mainOffice, site } from '@/content/site';
import {
  itemLetter,
  subClauseNumber,
  termsAcknowledgment,
  termsClauses,
  termsIntro,
  termsTitle,
} from '@/content/terms';

// The terms and conditions as an A4 PDF, drawn from the same clauses as the page
// (src/content/terms.ts), ending with the acknowledgment lines for a signed copy.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - MARGIN * 2;
const BRAND = rgb(0.059, 0.298, 0.227);
const INK = rgb(0.106, 0.141, 0.129);
const MUTED = rgb(0.31, 0.37, 0.35);
const BODY_SIZE = 9.5;
const LEADING = 13.5;

/** Split text into lines no wider than `width` at the given font size, breaking at spaces. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Start a new page unless `height` points are left above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(
    text: string,
    opts: { font?: PDFFont; size?: number; indent?: number; color?: typeof INK; gap?: number } = {},
  ) {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? BODY_SIZE;
    const indent = opts.indent ?? 0;
    const leading = size * 1.42;
    for (const line of wrapText(text, font, size, WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        color: opts.color ?? INK,
      });
    }
    this.y -= opts.gap ?? 0;
  }

  /** A numbered paragraph: the number in the margin column, the text wrapped beside it. */
  numbered(label: string, text: string, indent: number, labelWidth: number) {
    const lines = wrapText(text, this.regular, BODY_SIZE, WIDTH - indent - labelWidth);
    lines.forEach((line, i) => {
      this.ensure(LEADING);
      this.y -= LEADING;
      if (i === 0) {
        this.page.drawText(label, {
          x: MARGIN + indent,
          y: this.y,
          size: BODY_SIZE,
          font: this.bold,
          color: BRAND,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + indent + labelWidth,
        y: this.y,
        size: BODY_SIZE,
        font: this.regular,
        color: INK,
      });
    });
  }
}

/** The terms as a PDF document. Same input, same bytes: no dates are written into it. */
export async function buildTermsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${site.name} ${termsTitle}`);
  doc.setAuthor(site.legalName);
  doc.setSubject(`${termsTitle} of ${site.legalName}`);
  doc.setLanguage('en-AU');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  w.text(site.legalName, { font: bold, size: 11, color: BRAND });
  w.text(`ABN ${site.abn}  ACN ${site.acn}`, { size: 8.5, color: MUTED });
  w.text(`${formatAddress(mainOffice)}  |  ${site.phones.sales.display}  |  ${site.emails.sales}`, {
    size: 8.5,
    color: MUTED,
    gap: 14,
  });
  w.text(termsTitle, { font: bold, size: 20, color: BRAND, gap: 8 });
  for (const paragraph of termsIntro) w.text(paragraph, { gap: 6 });

  for (const clause of termsClauses) {
    w.y -= 8;
    w.ensure(LEADING * 4);
    w.text(`${clause.number}. ${clause.title}`, { font: bold, size: 11.5, color: BRAND, gap: 2 });
    clause.body.forEach((paragraph, i) => {
      const number = subClauseNumber(clause, i);
      const text = typeof paragraph === 'string' ? paragraph : paragraph.text;
      if (number) w.numbered(number, text, 0, 30);
      else w.text(text);
      if (typeof paragraph !== 'string') {
        paragraph.items.forEach((item, j) => w.numbered(itemLetter(j), item, number ? 30 : 0, 22));
      }
      w.y -= 4;
    });
  }

  // The acknowledgment: printed lines to sign on.
  w.y -= 16;
  w.ensure(LEADING * 4 + termsAcknowledgment.fields.length * 40);
  w.text(termsAcknowledgment.heading, { font: bold, size: 13, color: BRAND, gap: 4 });
  w.text(termsAcknowledgment.text, { gap: 8 });
  for (const field of termsAcknowledgment.fields) {
    w.y -= 30;
    w.page.drawText(`${field}:`, { x: MARGIN, y: w.y, size: 10, font: bold, color: INK });
    w.page.drawLine({
      start: { x: MARGIN + 70, y: w.y - 2 },
      end: { x: MARGIN + WIDTH, y: w.y - 2 },
      thickness: 0.8,
      color: INK,
    });
  }

  const total = w.pages.length;
  w.pages.forEach((page, i) => {
    const footer = `${site.name}  |  ${termsTitle}  |  Page ${i + 1} of ${total}`;
    page.drawText(footer, {
      x: MARGIN + WIDTH - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN - 24,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save();
}
