import 'server-only';
import { randomInt } from 'node:crypto';
import { createElement } from 'react';
import { creditApplicationMessages, withSignatureFileNames } from '@/domain/credit-application';
import type { CreditApplication } from '@/domain/credit-application';
import { formatMelbourneDateTime } from '@/domain/format';
import { PNG_DATA_URL_PREFIX, safeFileName } from '@/domain/signature';
import { encryptJson, keyedFingerprint } from '../crypto/field-encryption';
import { nowIso } from '../db/client';
import { env } from '../env';
import { ApiError } from '../http/api';
import { takeVisitorMail } from '../http/rate-limit';
import { SignatureImageError, reencodeSignaturePng } from '../images/signature-image.server';
import type { CleanSignaturePng } from '../images/signature-image.server';
import { sealSignature } from '../images/stored-signature.server';
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
import { saveSubmissionOnce } from './submission.server';
import { site } from '@/content/site';

/** A repeat of the same application within this window is the same submission, not a new one. */
const SAME_SUBMISSION_MS = 60 * 60 * 1000;

export const CREDIT_COMPANY_TOPIC = 'credit.company';
export const CREDIT_APPLICANT_TOPIC = 'credit.applicant';

type SignatureField = 'declarationSignatureBinary' | 'actSignatureBinary';

/** The sent signature decoded and re-encoded, or null when not signed; refused: 400 naming it. */
async function cleanSignature(
  app: CreditApplication,
  field: SignatureField,
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

function signatureAttachments(
  app: CreditApplication,
  signatures: CreditPdfSignatures,
): MailAttachment[] {
  const out: MailAttachment[] = [];
  if (signatures.declaration)
    out.push({
      filename: safeFileName(app.declaration_signature),
      contentType: 'image/png',
      content: signatures.declaration,
    });
  if (signatures.act)
    out.push({
      filename: safeFileName(app.act_signature),
      contentType: 'image/png',
      content: signatures.act,
    });
  return out;
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
 * The slow work (decoding and re-encoding the signatures, laying out the PDF, rendering the mails)
 * happens before the transaction, so the database is held only for the inserts and for writing the
 * new application number into the PDF and the company's mail.
 */
export async function submitCreditApplication(
  input: CreditApplication,
): Promise<{ id: number; created: boolean }> {
  const app = withSignatureFileNames(input);
  const fp = keyedFingerprint(app);
  const createdAt = nowIso();
  const receivedAt = formatMelbourneDateTime(createdAt);
  const bankDetailsEnc = encryptJson({
    bank_name: app.bank_name,
    bank_account_number: app.bank_account_number,
    bank_address: app.bank_address,
  });

  // From here on only the re-encoded images are used: stored, mailed and drawn.
  const [declaration, act] = await Promise.all([
    cleanSignature(app, 'declarationSignatureBinary'),
    cleanSignature(app, 'actSignatureBinary'),
  ]);
  const signatures: CreditPdfSignatures = { declaration, act };
  const [pdf, companyMail, applicantMail] = await Promise.all([
    prepareCreditApplicationPdf(app, { receivedAt: createdAt, signatures }),
    renderCompanyMail(app, receivedAt),
    renderMail(createElement(CreditApplicantMail, { app, receivedAt })),
  ]);

  const result = await saveSubmissionOnce({
    table: 'credit_applications',
    fingerprint: fp,
    sameWithinMs: SAME_SUBMISSION_MS,
    async save(trx) {
      const row = await trx
        .insertInto('credit_applications')
        .values({
          name: app.name,
          email: app.email,
          phone_number: app.phoneNumber,
          position: app.position,
          year_in_business: app.year_in_business,
          home_address: app.home_address,
          suburb: app.suburb,
          state: app.state,
          postcode: app.postcode,
          company_name: app.company_name,
          acn: app.acn,
          abn: app.abn,
          trading_name: app.trading_name,
          years_in_trading: app.years_in_trading,
          company_address: app.company_address,
          company_suburb: app.company_suburb,
          company_state: app.company_state,
          company_postcode: app.company_postcode,
          postal_address: app.postal_address,
          postal_suburb: app.postal_suburb,
          postal_state: app.postal_state,
          postal_postcode: app.postal_postcode,
          company_phone: app.company_phone,
          company_fax: app.company_fax,
          company_email: app.company_email,
          bank_details_enc: bankDetailsEnc,
          first_reference_name: app.first_reference_name,
          first_reference_address: app.first_reference_address,
          first_reference_phone: app.first_reference_phone,
          second_reference_name: app.second_reference_name,
          second_reference_address: app.second_reference_address,
          second_reference_phone: app.second_reference_phone,
          third_reference_name: app.third_reference_name,
          third_reference_address: app.third_reference_address,
          third_reference_phone: app.third_reference_phone,
          declaration_name: app.declaration_name,
          declaration_position: app.declaration_position,
          declaration_signature: app.declaration_signature,
          declaration_signature_png: '',
          declaration_date_signed: app.declaration_date_signed,
          act_name: app.act_name,
          act_position: app.act_position,
          act_signature: app.act_signature,
          act_signature_png: '',
          act_date_signed: app.act_date_signed,
          fingerprint: fp,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // The images are bound to their row (see stored-signature), so they follow the insert.
      if (declaration || act)
        await trx
          .updateTable('credit_applications')
          .set({
            declaration_signature_png: sealSignature(
              declaration,
              'declaration_signature_png',
              row.id,
            ),
            act_signature_png: sealSignature(act, 'act_signature_png', row.id),
          })
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
  if (result.created) log.info({ creditApplicationId: result.id }, 'credit application saved');
  return result;
}

export { creditApplicationMessages };
