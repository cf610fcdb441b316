import 'server-only';
import { PDFDocument, StandardFonts, degrees, drawImage, drawText, rgb } from 'pdf-lib';
import type { Color, PDFFont, PDFName, PDFPage, PDFRef } from 'pdf-lib';
import { site } from '@/content/site';
import { pdfSignatureImage } from '../images/signature-image.server';
import type { CleanSignaturePng } from '../images/signature-image.server';

// The company's printed documents (the terms, a signed credit application): A4 pages in the
// standard Helvetica fonts, text wrapped between the margins and onto new pages, section headings,
// label and value rows, signature images and page footers. The standard fonts encode only WinAnsi
// (Windows-1252), so every text drawn goes through a cleaner that maps other characters to a near
// equivalent or '?'.

const A4: [number, number] = [595.28, 841.89];

/** Room kept at the foot of every page for its footer. */
const FOOTER_ROOM = 20;

export const colours = {
  black: rgb(0, 0, 0),
  brand: rgb(0.059, 0.298, 0.227),
  ink: rgb(0.106, 0.141, 0.129),
  muted: rgb(0.31, 0.37, 0.35),
  rule: rgb(0.85, 0.88, 0.87),
};

/** How a kind of document sets its text. */
export type DocumentStyle = {
  /** Page margin on every side, in points. */
  margin: number;
  /** Size of body text, in points. */
  bodySize: number;
  /** Baseline-to-baseline distance of text at a size. */
  leading: (size: number) => number;
  /** Colour of body text. */
  ink: Color;
};

/** What a PDF reader shows in a document's properties. */
export type DocumentInfo = { subject: string; title?: string; createdAt?: Date };

type TextOptions = {
  size?: number;
  bold?: boolean;
  color?: Color;
  /** From the left margin, in points. */
  indent?: number;
  /** Space after the text, in points. */
  gap?: number;
};

/** A signature embedded as an image with its transparency as a soft mask. */
export type EmbeddedSignature = { ref: PDFRef; width: number; height: number };

/** A place kept on a page for a line written later. */
export type LineSlot = { page: PDFPage; y: number };

const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2713': 'v',
  '\u2714': 'v',
  // Letters that Unicode does not decompose into a base letter and an accent.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
};

/** A function that makes any text drawable with the font: known look-alikes, accents dropped, else '?'. */
export function winAnsiSanitizer(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const ok = (s: string) => [...s].every((c) => supported.has(c.codePointAt(0)!));
  return (text) => {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      if (ch === '\t') out += ' ';
      else if (supported.has(ch.codePointAt(0)!)) out += ch;
      else {
        const near =
          REPLACEMENTS[ch] ?? ch.normalize('NFKD').replace(/[\u0300-\u036f\u0000-\u001f]/g, '');
        out += near !== '' && ok(near) ? near : ch in REPLACEMENTS ? '' : '?';
      }
    }
    return out;
  };
}

/** Open a document with the company as its author. Nothing in it changes unless its input does. */
export async function openDocument(info: DocumentInfo, style: DocumentStyle): Promise<PdfWriter> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new PdfWriter(doc, regular, bold, style);
  doc.setAuthor(writer.clean(site.legalName));
  doc.setSubject(writer.clean(info.subject));
  doc.setCreator(writer.clean(`${site.name} website`));
  doc.setProducer(writer.clean(`${site.name} website`));
  doc.setLanguage('en-AU');
  if (info.title) writer.setTitle(info.title);
  if (info.createdAt) doc.setCreationDate(info.createdAt);
  return writer;
}

/** Writes down the pages of one document, starting a new page whenever the next line needs it. */
export class PdfWriter {
  page!: PDFPage;
  /** The baseline of the last line drawn, in points from the foot of the page. */
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly clean: (text: string) => string;
  /** The name each page's resources give each font. */
  private readonly fontNames = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly style: DocumentStyle,
  ) {
    this.clean = winAnsiSanitizer(bold);
    this.newPage();
  }

  /** Width between the margins. */
  get width(): number {
    return A4[0] - this.style.margin * 2;
  }

  get left(): number {
    return this.style.margin;
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - this.style.margin;
  }

  /** Start a new page unless `height` points are left above the footer. */
  ensure(height: number): void {
    if (this.y - height < this.style.margin + FOOTER_ROOM) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /**
   * Draw one line of text. Each page names each font in its resources once; `drawText` with a
   * `font` would add the font again under a new name for every line (twice: it puts the page's
   * previous font back), which grows the file and costs time with each line (decision 166). So the
   * line goes in as pdf-lib's own text operators, with the page's one name for the font.
   */
  private draw(
    page: PDFPage,
    line: string,
    at: { x: number; y: number; size: number; font: PDFFont; color?: Color },
  ): void {
    let names = this.fontNames.get(page);
    if (!names) this.fontNames.set(page, (names = new Map<PDFFont, PDFName>()));
    let name = names.get(at.font);
    if (!name) names.set(at.font, (name = page.node.newFontDictionary(at.font.name, at.font.ref)));
    page.pushOperators(
      ...drawText(at.font.encodeText(line), {
        x: at.x,
        y: at.y,
        size: at.size,
        font: name,
        color: at.color ?? colours.black,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
      }),
    );
  }

  setTitle(title: string): void {
    this.doc.setTitle(this.clean(title));
  }

  /** Lines of text no wider than `width`; line breaks kept, words too long for a line broken. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text.replace(/\r\n?/g, '\n')).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          if (line) lines.push(line);
          line = '';
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        const candidate = line ? `${line} ${rest}` : rest;
        if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          lines.push(line);
          line = rest;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Text wrapped to the margins, continued on a new page where it runs over. */
  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? this.style.bodySize;
    const font = options.bold ? this.bold : this.regular;
    const x = this.left + (options.indent ?? 0);
    const leading = this.style.leading(size);
    for (const line of this.wrap(text, font, size, this.width - (options.indent ?? 0))) {
      this.ensure(leading);
      this.y -= leading;
      this.draw(this.page, line, {
        x,
        y: this.y,
        size,
        font,
        color: options.color ?? this.style.ink,
      });
    }
    this.gap(options.gap ?? 0);
  }

  /** Paragraphs of body text, a little apart. */
  paragraphs(texts: readonly string[]): void {
    for (const t of texts) this.text(t, { gap: 4 });
  }

  /** A numbered paragraph: the number in a column of its own, the text wrapped beside it. */
  numbered(label: string, text: string, options: { indent: number; labelWidth: number }): void {
    const size = this.style.bodySize;
    const leading = this.style.leading(size);
    const x = this.left + options.indent;
    const lines = this.wrap(
      text,
      this.regular,
      size,
      this.width - options.indent - options.labelWidth,
    );
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      if (i === 0) {
        this.draw(this.page, this.clean(label), {
          x,
          y: this.y,
          size,
          font: this.bold,
          color: colours.brand,
        });
      }
      this.draw(this.page, line, {
        x: x + options.labelWidth,
        y: this.y,
        size,
        font: this.regular,
        color: this.style.ink,
      });
    });
  }

  /** A section heading with a rule under it, kept on a page with what follows it. */
  heading(text: string): void {
    this.ensure(60);
    this.gap(14);
    this.text(text, { size: 13, bold: true, color: colours.brand });
    this.gap(4);
    this.rule(1, colours.brand);
    this.gap(4);
  }

  /** A line across the page at the current position. */
  rule(thickness: number, color: Color): void {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness,
      color,
    });
  }

  /** Label and value rows, each wrapped in its own column and ruled off; '-' for an empty value. */
  fields(rows: readonly (readonly [label: string, value: string])[], labelWidth = 170): void {
    const size = 9.5;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, this.bold, size, labelWidth - 8);
      const valueLines = this.wrap(value || '-', this.regular, size, this.width - labelWidth);
      const lineCount = Math.max(labelLines.length, valueLines.length);
      for (let i = 0; i < lineCount; i++) {
        this.ensure(size + 6);
        this.y -= size + 3;
        const l = labelLines[i];
        const v = valueLines[i];
        if (l) this.draw(this.page, l, { x: this.left, y: this.y, size, font: this.bold });
        if (v)
          this.draw(this.page, v, {
            x: this.left + labelWidth,
            y: this.y,
            size,
            font: this.regular,
          });
      }
      this.gap(3);
      this.rule(0.5, colours.rule);
    }
  }

  /** A label and a printed line beside it to write on by hand. */
  handwritingLine(label: string, space: number): void {
    this.gap(space);
    this.draw(this.page, this.clean(`${label}:`), {
      x: this.left,
      y: this.y,
      size: 10,
      font: this.bold,
      color: this.style.ink,
    });
    this.page.drawLine({
      start: { x: this.left + 70, y: this.y - 2 },
      end: { x: this.left + this.width, y: this.y - 2 },
      thickness: 0.8,
      color: this.style.ink,
    });
  }

  /** Keep one line of `size` points here, to be written by writeLine once its text is known. */
  reserveLine(size: number): LineSlot {
    const leading = this.style.leading(size);
    this.ensure(leading);
    this.y -= leading;
    return { page: this.page, y: this.y };
  }

  writeLine(slot: LineSlot, text: string, options: { size: number; color: Color }): void {
    this.draw(slot.page, this.clean(text), {
      x: this.left,
      y: slot.y,
      size: options.size,
      font: this.regular,
      color: options.color,
    });
  }

  /**
   * Embed a clean signature as PDF images. The streams are the PNG's own compressed rows, which
   * FlateDecode with the PNG predictor reads as they are, so nothing is decoded or compressed here.
   */
  async embedSignature(png: CleanSignaturePng | null): Promise<EmbeddedSignature | null> {
    if (!png) return null;
    const { width, height, rgb: colour, alpha } = await pdfSignatureImage(png);
    const imageDict = (colorSpace: string, colors: number) => ({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: colorSpace,
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: width },
    });
    const context = this.doc.context;
    const mask = context.register(context.stream(alpha, imageDict('DeviceGray', 1)));
    const ref = context.register(
      context.stream(colour, { ...imageDict('DeviceRGB', 3), SMask: mask }),
    );
    return { ref, width, height };
  }

  /** A signature in a box the pad's shape (265 x 150), or 'Not signed', with a caption below. */
  signature(image: EmbeddedSignature | null, caption: string): void {
    const boxW = 265 * 0.8;
    const boxH = 150 * 0.8;
    this.ensure(boxH + 30);
    this.gap(6);
    const top = this.y;
    this.page.drawRectangle({
      x: this.left,
      y: top - boxH,
      width: boxW,
      height: boxH,
      borderColor: colours.rule,
      borderWidth: 1,
    });
    if (image) {
      const scale = Math.min((boxW - 8) / image.width, (boxH - 8) / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      this.page.pushOperators(
        ...drawImage(this.page.node.newXObject('Image', image.ref), {
          x: this.left + (boxW - width) / 2,
          y: top - boxH + (boxH - height) / 2,
          width,
          height,
          rotate: degrees(0),
          xSkew: degrees(0),
          ySkew: degrees(0),
        }),
      );
    } else {
      this.draw(this.page, 'Not signed', {
        x: this.left + 10,
        y: top - boxH / 2,
        size: 11,
        font: this.bold,
        color: colours.muted,
      });
    }
    this.y = top - boxH;
    this.text(caption, { size: 8.5, color: colours.muted });
  }

  /** A footer on every page, once the page count is known, its baseline `drop` points below the margin. */
  footers(
    text: (page: number, pageCount: number) => string,
    options: { align: 'left' | 'right'; drop: number },
  ): void {
    const size = 8;
    this.pages.forEach((page, i) => {
      const line = this.clean(text(i + 1, this.pages.length));
      const x =
        options.align === 'left'
          ? this.left
          : this.left + this.width - this.regular.widthOfTextAtSize(line, size);
      this.draw(page, line, {
        x,
        y: this.style.margin - options.drop,
        size,
        font: this.regular,
        color: colours.muted,
      });
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
