import 'server-only';
import { randomInt } from 'node:crypto';
import { createElement } from 'react';
import {
  BANK_FIELDS,
  creditApplicationFields,
  creditApplicationWarnings,
  creditSignatureFields,
  withSignatureFileNames,
} from '@/domain/credit-application';
import type {
  BankField,
  CreditApplication,
  CreditApplicationField,
  CreditSignatureField,
} from '@/domain/credit-application';
import { columnName, isInputField } from '@/domain/form-fields';
import type { SnakeCase } from '@/domain/form-fields';
import { formatMelbourneDateTime } from '@/domain/format';
import { PNG_DATA_URL_PREFIX, safeFileName } from '@/domain/signature';
import { encryptJson, keyedFingerprint } from '../crypto/field-encryption';
import { nowIso } from '../db/client';
import type { CreditApplicationsTable } from '../db/tables/credit';
import { env } from '../env';
import { ApiError } from '../http/api';
import { takeVisitorMail } from '../http/rate-limit';
import { SignatureImageError, reencodeSignaturePng } from '../images/signature-image.server';
import type { CleanSignaturePng } from '../images/signature-image.server';
import { sealSignature } from '../images/stored-signature.server';
import type { SignatureColumn } from '../images/stored-signature.server';
import { log } from '../log';
import { renderMail } from '../mail/render';
import {
  CreditApplicantMail,
  creditApplicantMailSubject,
} from '../mail/templates/credit-applicant-mail';
import { CreditCompanyMail, creditCompanyMailSubject } from '../mail/templates/credit-company-mail';
import type { MailAttachment, OutgoingMail } from '../outbox/outbox';
import { prepareCreditApplicationPdf } from '../pdf/credit-application-pdf';
import type { CreditPdfSignatures } from '../pdf/credit-application-pdf';
import type { KeyToKeep } from '../http/idempotency';
import { saveSubmissionOnce } from './submission.server';
import type { Saved } from './submission.server';
import { site } from '@/content/site';

/** A repeat of the same application within this window is the same submission, not a new one. */
const SAME_SUBMISSION_MS = 60 * 60 * 1000;

const CREDIT_COMPANY_TOPIC = 'credit.company';
const CREDIT_APPLICANT_TOPIC = 'credit.applicant';

/** The sent signature decoded and re-encoded, or null when not signed; refused: 400 naming it. */
async function cleanSignature(
  app: CreditApplication,
  { name: field }: CreditSignatureField,
): Promise<CleanSignaturePng | null> {
  const dataUrl = app[field];
  if (!dataUrl) return null;
  try {
    return await reencodeSignaturePng(
      Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64'),
    );
  } catch (err) {
    if (!(err instanceof SignatureImageError)) throw err;
    log.warn({ field, reason: err.reason }, 'signature image refused');
    throw new ApiError(400, `${field}: ${err.message}`, { field });
  }
}

/** Every signature the sender gave, decoded and re-encoded; from here on only these are used. */
async function cleanSignatures(app: CreditApplication): Promise<CreditPdfSignatures> {
  const cleaned = await Promise.all(
    creditSignatureFields.map(async (f) => [f.signature.id, await cleanSignature(app, f)] as const),
  );
  return Object.fromEntries(cleaned) as CreditPdfSignatures;
}

function signatureAttachments(
  app: CreditApplication,
  signatures: CreditPdfSignatures,
): MailAttachment[] {
  return creditSignatureFields.flatMap(({ signature }) => {
    const png = signatures[signature.id];
    if (!png) return [];
    return [
      { filename: safeFileName(app[signature.fileName]), contentType: 'image/png', content: png },
    ];
  });
}

type TextColumn = SnakeCase<Exclude<CreditApplicationField, CreditSignatureField>['name']>;
type StoredColumn = Exclude<TextColumn, BankField>;

/**
 * The application's own columns: one per field, named in snake_case, and each signature's file
 * name. Bank details are left to bank_details_enc and signature images to their sealed columns.
 */
function applicationColumns(app: CreditApplication) {
  const columns: Record<string, string> = {};
  for (const field of creditApplicationFields) {
    if (isInputField(field)) {
      if (!field.secret) columns[columnName(field.name)] = app[field.name];
    } else columns[field.signature.fileName] = app[field.signature.fileName];
  }
  return columns as Pick<
    CreditApplicationsTable,
    StoredColumn | CreditSignatureField['signature']['fileName']
  >;
}

/**
 * Each signature image's column: sealed to its row, so empty until the row exists (and when not
 * signed).
 */
function signatureColumns(signatures: CreditPdfSignatures, rowId?: number) {
  return Object.fromEntries(
    creditSignatureFields.map(({ signature: { id } }) => {
      const column: SignatureColumn = `${id}_signature_png`;
      return [column, rowId === undefined ? '' : sealSignature(signatures[id], column, rowId)];
    }),
  ) as Record<SignatureColumn, string>;
}

const pdfName = (applicationId: number | string) => `credit-application-${applicationId}.pdf`;

/**
 * The company's mail, rendered before the application has its number: a random stand-in takes
 * the number's place and is swapped for it once the row exists. No text a visitor typed can hold
 * the stand-in, since it is drawn afresh for each application.
 */
async function renderCompanyMail(app: CreditApplication, receivedAt: string) {
  const standIn = randomInt(10 ** 11, 10 ** 12);
  const { html, text } = await renderMail(
    createElement(CreditCompanyMail, {
      app,
      applicationId: standIn,
      receivedAt,
      pdfName: pdfName(standIn),
    }),
  );
  return (applicationId: number) => {
    const fill = (s: string) => s.replaceAll(String(standIn), String(applicationId));
    return { html: fill(html), text: fill(text) };
  };
}

/**
 * Save a credit application and queue its two mails (the company's copy with the PDF, the
 * applicant's acknowledgment) in one transaction. Idempotent: the same application sent again
 * within the hour (the page's follow-up mail call, a double click, a retry) finds the saved one
 * and queues nothing new. Bank details and signature images are stored only encrypted, and are
 * never logged.
 *
 * Warnings (a mistyped ABN, a blank signature pad…) never stop an application: the company's mail
 * and the PDF list them at the top, each working them out from the application as parsed here,
 * which is what is stored; a list sent by the browser would be refused as an unknown field.
 *
 * The slow work (decoding and re-encoding the signatures, laying out the PDF, rendering the mails)
 * happens before the transaction, so the database is held only for the inserts and for writing the
 * new application number into the PDF and the company's mail.
 */
export async function submitCreditApplication(
  input: CreditApplication,
  once?: KeyToKeep<Saved>,
): Promise<Saved> {
  const app = withSignatureFileNames(input);
  const fp = keyedFingerprint(app);
  const createdAt = nowIso();
  const receivedAt = formatMelbourneDateTime(createdAt);
  const bankDetailsEnc = encryptJson(Object.fromEntries(BANK_FIELDS.map((f) => [f, app[f]])));
  const signatures = await cleanSignatures(app);
  const [pdf, companyMail, applicantMail] = await Promise.all([
    prepareCreditApplicationPdf(app, { receivedAt: createdAt, signatures }),
    renderCompanyMail(app, receivedAt),
    renderMail(createElement(CreditApplicantMail, { app, receivedAt })),
  ]);

  const result = await saveSubmissionOnce({
    once,
    table: 'credit_applications',
    fingerprint: fp,
    sameWithinMs: SAME_SUBMISSION_MS,
    async save(trx) {
      const row = await trx
        .insertInto('credit_applications')
        .values({
          ...applicationColumns(app),
          ...signatureColumns(signatures),
          bank_details_enc: bankDetailsEnc,
          fingerprint: fp,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // The images are bound to their row (see stored-signature), so they follow the insert.
      if (Object.values(signatures).some(Boolean))
        await trx
          .updateTable('credit_applications')
          .set(signatureColumns(signatures, row.id))
          .where('id', '=', row.id)
          .execute();

      const mails: OutgoingMail[] = [
        {
          topic: CREDIT_COMPANY_TOPIC,
          ref: `credit_applications:${row.id}`,
          to: env().CREDIT_MAIL_TO ?? env().MAIL_TO,
          replyTo: app.email,
          subject: creditCompanyMailSubject(app, row.id),
          ...companyMail(row.id),
          attachments: [
            {
              filename: pdfName(row.id),
              contentType: 'application/pdf',
              content: Buffer.from(await pdf.finish(row.id)),
            },
            ...signatureAttachments(app, signatures),
          ],
        },
      ];
      // The application is kept and the accounts team told whatever happens; the applicant's
      // acknowledgment goes only while their address has not had the day's share of mail.
      if (await takeVisitorMail(trx, app.email)) {
        mails.push({
          topic: CREDIT_APPLICANT_TOPIC,
          ref: `credit_applications:${row.id}`,
          to: app.email,
          replyTo: site.emails.accounts,
          subject: creditApplicantMailSubject,
          ...applicantMail,
        });
      }
      return { id: row.id, mails };
    },
  });
  if (result.created)
    log.info(
      {
        creditApplicationId: result.id,
        warnings: creditApplicationWarnings(app).map((w) => w.name),
      },
      'credit application saved',
    );
  return result;
}
