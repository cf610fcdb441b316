import 'server-only';
import { rgb } from 'pdf-lib';
import { formatAddress, mainOffice, site } from '@/content/site';
import { CALENDAR_DATE_PATTERN } from '@/domain/calendar-date';
import {
  creditApplicationSections,
  creditApplicationWarnings,
  creditSignatureFields,
} from '@/domain/credit-application';
import type {
  CreditApplication,
  CreditApplicationField,
  CreditSignatureId,
} from '@/domain/credit-application';
import {
  documentLabel,
  isInputField,
  isSignatureField,
  warningLine,
  warningsHeading,
} from '@/domain/form-fields';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';
import type { CleanSignaturePng } from '../images/signature-image.server';
import { colours, openDocument } from './document';
import type { DocumentStyle, EmbeddedSignature } from './document';

// The signed credit application as a PDF for the accounts team: every section of the declaration
// in src/domain, with both signature images, the credit terms and the Privacy Act text. It is
// built in two steps so that the slow part runs before the application is saved: prepare lays out
// everything and embeds the images; finish writes in the application number and saves.

const style: DocumentStyle = {
  margin: 48,
  bodySize: 9.5,
  leading: (size) => size + 3,
  ink: colours.black,
};

/** The warnings' ink: the amber of the page's warnings, dark enough to print. */
const warningInk = rgb(0.47, 0.21, 0.06);

/** A value as the PDF prints it: a date signed as people read it, if it is one. */
function printed(field: CreditApplicationField, app: CreditApplication): string {
  const value = app[field.name];
  return field.input === 'date' && CALENDAR_DATE_PATTERN.test(value)
    ? formatDisplayDate(value)
    : value;
}

/** The signatures to draw, re-encoded by reencodeSignaturePng; null when not signed. */
export type CreditPdfSignatures = Record<CreditSignatureId, CleanSignaturePng | null>;

/** receivedAt: an ISO time. */
export type CreditPdfInput = { receivedAt: string; signatures: CreditPdfSignatures };

/** A laid-out application waiting for its number. */
export type PreparedCreditPdf = { finish(applicationId: number): Promise<Uint8Array> };

/** Lay out the application as an A4 PDF, all but its number. */
export async function prepareCreditApplicationPdf(
  app: CreditApplication,
  input: CreditPdfInput,
): Promise<PreparedCreditPdf> {
  const w = await openDocument(
    { subject: 'Credit application', createdAt: new Date(input.receivedAt) },
    style,
  );
  const images = new Map<string, EmbeddedSignature | null>(
    await Promise.all(
      creditSignatureFields.map(
        async (f) => [f.name, await w.embedSignature(input.signatures[f.signature.id])] as const,
      ),
    ),
  );

  w.text(site.name, { size: 18, bold: true, color: colours.brand });
  w.text(`${site.legalName} · ABN ${site.abn} · ${formatAddress(mainOffice)}`, {
    size: 8.5,
    color: colours.muted,
  });
  w.gap(10);
  w.text('Credit Application', { size: 16, bold: true });
  const numberLine = w.reserveLine(9);

  // What the accounts team should check, above everything else: worked out from the application
  // as the server parsed it, never from the browser.
  const warnings = creditApplicationWarnings(app);
  if (warnings.length > 0) {
    w.gap(8);
    w.text(warningsHeading(warnings.length), { size: 11, bold: true, color: warningInk });
    for (const warning of warnings) {
      w.text(`- ${warningLine(warning)}`, { indent: 10, color: warningInk });
    }
  }

  for (const section of creditApplicationSections) {
    w.heading(section.title);
    if ('text' in section) w.paragraphs(section.text);
    const fields: readonly CreditApplicationField[] = section.fields;
    const rows = fields
      .filter(isInputField)
      .map((f) => [documentLabel(f), printed(f, app)] as const);
    if (rows.length > 0) w.fields(rows);
    for (const { name, signature } of fields.filter(isSignatureField)) {
      w.signature(images.get(name) ?? null, `Signature: ${app[signature.fileName]}`);
    }
  }

  let finished = false;
  return {
    async finish(applicationId) {
      // A second call (a transaction tried again) lays out afresh rather than draw over the first.
      if (finished) return (await prepareCreditApplicationPdf(app, input)).finish(applicationId);
      finished = true;
      w.setTitle(
        `Credit application ${applicationId}: ${app.company_name || app.name || app.email}`,
      );
      w.writeLine(
        numberLine,
        `Application no. ${applicationId} · received ${formatMelbourneDateTime(input.receivedAt)}`,
        { size: 9, color: colours.muted },
      );
      w.footers(
        (page, pageCount) =>
          `${site.name} · Credit application ${applicationId} · page ${page} of ${pageCount}`,
        { align: 'left', drop: 20 },
      );
      return w.save();
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
