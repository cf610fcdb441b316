import 'server-only';
import { PDFDocument, StandardFonts, degrees, drawImage, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, PDFRef } from 'pdf-lib';
import {
  creditTerms,
  creditTermsHeading,
  declarationText,
  privacyActHeading,
  privacyActText,
} from '@/content/credit-application';
import { formatAddress, mainOffice, site } from '@/content/site';
import type { CreditApplication } from '@/domain/credit-application';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';
import { pdfSignatureImage } from '../images/signature-image.server';
import type { CleanSignaturePng } from '../images/signature-image.server';

// The signed credit application as a PDF for the accounts team: every section, both signature
// images, the dates signed, the credit terms and the Privacy Act text. pdf-lib's standard fonts
// encode only WinAnsi (Windows-1252), so other characters are mapped to a near equivalent or '?'.
// It is built in two steps so that the slow part runs before the application is saved: prepare
// lays out everything and embeds the images; finish writes in the application number and saves.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const CONTENT_WIDTH = A4[0] - MARGIN * 2;
const LABEL_WIDTH = 170;
const BRAND = rgb(0.059, 0.298, 0.227);
const MUTED = rgb(0.31, 0.37, 0.35);
const RULE = rgb(0.85, 0.88, 0.87);

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

type Fonts = { regular: PDFFont; bold: PDFFont };

/** A signature embedded as an image XObject with its transparency as a soft mask. */
type EmbeddedSignature = { ref: PDFRef; width: number; height: number };

/** A place kept on a page for a line written later. */
type LineSlot = { page: PDFPage; y: number };

class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly clean: (t: string) => string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  /** Lines of text no wider than `width`; long words are broken, blank lines kept. */
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

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; x?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? MARGIN;
    for (const line of this.wrap(text, font, size, A4[0] - MARGIN - x)) {
      this.ensure(size + 4);
      this.y -= size + 3;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? rgb(0, 0, 0) });
    }
  }

  /** Keep one line of `size` points here, to be written by drawLine once its text is known. */
  reserveLine(size: number): LineSlot {
    this.ensure(size + 4);
    this.y -= size + 3;
    return { page: this.page, y: this.y };
  }

  drawLine(
    slot: LineSlot,
    text: string,
    options: { size: number; color: ReturnType<typeof rgb> },
  ): void {
    slot.page.drawText(this.clean(text), {
      x: MARGIN,
      y: slot.y,
      size: options.size,
      font: this.fonts.regular,
      color: options.color,
    });
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(text: string): void {
    this.ensure(60);
    this.gap(14);
    this.text(text, { size: 13, bold: true, color: BRAND });
    this.gap(4);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 1,
      color: BRAND,
    });
    this.gap(4);
  }

  fields(rows: [label: string, value: string][]): void {
    const size = 9.5;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, this.fonts.bold, size, LABEL_WIDTH - 8);
      const valueLines = this.wrap(
        value || '-',
        this.fonts.regular,
        size,
        CONTENT_WIDTH - LABEL_WIDTH,
      );
      const lineCount = Math.max(labelLines.length, valueLines.length);
      for (let i = 0; i < lineCount; i++) {
        this.ensure(size + 6);
        this.y -= size + 3;
        const l = labelLines[i];
        const v = valueLines[i];
        if (l) this.page.drawText(l, { x: MARGIN, y: this.y, size, font: this.fonts.bold });
        if (v)
          this.page.drawText(v, {
            x: MARGIN + LABEL_WIDTH,
            y: this.y,
            size,
            font: this.fonts.regular,
          });
      }
      this.y -= 3;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4[0] - MARGIN, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    }
  }

  paragraphs(texts: string[]): void {
    for (const t of texts) {
      this.text(t, { size: 9.5 });
      this.gap(4);
    }
  }

  signature(image: EmbeddedSignature | null, caption: string): void {
    const boxW = 265 * 0.8;
    const boxH = 150 * 0.8;
    this.ensure(boxH + 30);
    this.gap(6);
    const top = this.y;
    this.page.drawRectangle({
      x: MARGIN,
      y: top - boxH,
      width: boxW,
      height: boxH,
      borderColor: RULE,
      borderWidth: 1,
    });
    if (image) {
      const scale = Math.min((boxW - 8) / image.width, (boxH - 8) / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      this.page.pushOperators(
        ...drawImage(this.page.node.newXObject('Image', image.ref), {
          x: MARGIN + (boxW - width) / 2,
          y: top - boxH + (boxH - height) / 2,
          width,
          height,
          rotate: degrees(0),
          xSkew: degrees(0),
          ySkew: degrees(0),
        }),
      );
    } else {
      this.page.drawText('Not signed', {
        x: MARGIN + 10,
        y: top - boxH / 2,
        size: 11,
        font: this.fonts.bold,
        color: MUTED,
      });
    }
    this.y = top - boxH;
    this.text(caption, { size: 8.5, color: MUTED });
  }
}

function dateSigned(value: string): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDisplayDate(value) : value;
}

/**
 * Embed a clean signature as PDF images. The streams are the PNG's own compressed rows, which
 * FlateDecode with the PNG predictor reads as they are, so nothing is decoded or compressed here.
 */
async function embedSignature(
  doc: PDFDocument,
  png: CleanSignaturePng | null,
): Promise<EmbeddedSignature | null> {
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
  const mask = doc.context.register(doc.context.stream(alpha, imageDict('DeviceGray', 1)));
  const ref = doc.context.register(
    doc.context.stream(colour, { ...imageDict('DeviceRGB', 3), SMask: mask }),
  );
  return { ref, width, height };
}

/** The signatures to draw, re-encoded by reencodeSignaturePng; null when not signed. */
export type CreditPdfSignatures = {
  declaration: CleanSignaturePng | null;
  act: CleanSignaturePng | null;
};

/** receivedAt: an ISO time. */
export type CreditPdfInput = { receivedAt: string; signatures: CreditPdfSignatures };

/** A laid-out application waiting for its number. */
export type PreparedCreditPdf = { finish(applicationId: number): Promise<Uint8Array> };

/** Lay out the application as an A4 PDF, all but its number. */
export async function prepareCreditApplicationPdf(
  app: CreditApplication,
  input: CreditPdfInput,
): Promise<PreparedCreditPdf> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const clean = winAnsiSanitizer(fonts.bold);
  const [declarationImage, actImage] = await Promise.all([
    embedSignature(doc, input.signatures.declaration),
    embedSignature(doc, input.signatures.act),
  ]);

  doc.setAuthor(clean(site.legalName));
  doc.setSubject('Credit application');
  doc.setCreator(clean(`${site.name} website`));
  doc.setProducer(clean(`${site.name} website`));
  doc.setCreationDate(new Date(input.receivedAt));

  const l = new Layout(doc, fonts, clean);
  l.text(site.name, { size: 18, bold: true, color: BRAND });
  l.text(`${site.legalName} · ABN ${site.abn} · ${formatAddress(mainOffice)}`, {
    size: 8.5,
    color: MUTED,
  });
  l.gap(10);
  l.text('Credit Application', { size: 16, bold: true });
  const numberLine = l.reserveLine(9);

  l.heading('Applicant Details');
  l.fields([
    ['Name', app.name],
    ['Email', app.email],
    ['Phone number', app.phoneNumber],
    ['Position', app.position],
    ['Years in business', app.year_in_business],
    ['Home address', app.home_address],
    ['Suburb', app.suburb],
    ['State', app.state],
    ['Postcode', app.postcode],
  ]);

  l.heading('Company Details');
  l.fields([
    ['Company name', app.company_name],
    ['ACN', app.acn],
    ['ABN', app.abn],
    ['Trading name', app.trading_name],
    ['Years trading', app.years_in_trading],
    ['Company address', app.company_address],
    ['Suburb', app.company_suburb],
    ['State', app.company_state],
    ['Postcode', app.company_postcode],
    ['Postal address', app.postal_address],
    ['Postal suburb', app.postal_suburb],
    ['Postal state', app.postal_state],
    ['Postal postcode', app.postal_postcode],
    ['Phone', app.company_phone],
    ['Fax', app.company_fax],
    ['Accounts email', app.company_email],
  ]);

  l.heading('Bank Details');
  l.fields([
    ['Bank name', app.bank_name],
    ['BSB/Account No.', app.bank_account_number],
    ['Bank address', app.bank_address],
  ]);

  l.heading('Trade Reference');
  for (const [n, prefix] of [
    ['First', 'first'],
    ['Second', 'second'],
    ['Third', 'third'],
  ] as const) {
    l.fields([
      [`${n} reference name`, app[`${prefix}_reference_name`]],
      [`${n} reference address`, app[`${prefix}_reference_address`]],
      [`${n} reference phone`, app[`${prefix}_reference_phone`]],
    ]);
  }

  l.heading('Declaration');
  l.paragraphs(declarationText);
  l.fields([
    ['Name', app.declaration_name],
    ['Position', app.declaration_position],
    ['Date signed', dateSigned(app.declaration_date_signed)],
  ]);
  l.signature(declarationImage, `Signature: ${app.declaration_signature}`);

  l.heading(creditTermsHeading);
  l.paragraphs(creditTerms);

  l.heading(privacyActHeading);
  l.paragraphs(privacyActText);
  l.fields([
    ['Name', app.act_name],
    ['Position', app.act_position],
    ['Date signed', dateSigned(app.act_date_signed)],
  ]);
  l.signature(actImage, `Signature: ${app.act_signature}`);

  let finished = false;
  return {
    async finish(applicationId) {
      // A second call (a transaction tried again) lays out afresh rather than draw over the first.
      if (finished) return (await prepareCreditApplicationPdf(app, input)).finish(applicationId);
      finished = true;
      const who = app.company_name || app.name || app.email;
      doc.setTitle(clean(`Credit application ${applicationId}: ${who}`));
      l.drawLine(
        numberLine,
        `Application no. ${applicationId} · received ${formatMelbourneDateTime(input.receivedAt)}`,
        { size: 9, color: MUTED },
      );
      l.pages.forEach((page, i) => {
        page.drawText(
          clean(
            `${site.name} · Credit application ${applicationId} · page ${i + 1} of ${l.pages.length}`,
          ),
          { x: MARGIN, y: MARGIN - 20, size: 8, font: fonts.regular, color: MUTED },
        );
      });
      return doc.save();
    },
  };
}

/** The application as an A4 PDF in one go (prepare, then finish). */
export async function creditApplicationPdf(
  app: CreditApplication,
  input: CreditPdfInput & { applicationId: number },
): Promise<Uint8Array> {
  const prepared = await prepareCreditApplicationPdf(app, input);
  return prepared.finish(input.applicationId);
}
