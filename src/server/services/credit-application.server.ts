import 'server-only';
import { createElement } from 'react';
import { creditApplicationMessages, withSignatureFileNames } from '@/domain/credit-application';
import type { CreditApplication } from '@/domain/credit-application';
import { formatMelbourneDateTime } from '@/domain/format';
import { PNG_DATA_URL_PREFIX, safeFileName } from '@/domain/signature';
import { encryptJson, keyedFingerprint } from '../crypto/field-encryption';
import { nowIso } from '../db/client';
import { env } from '../env';
import { ApiError } from '../http/api';
import { log } from '../log';
import { renderMail } from '../mail/render';
import {
  CreditApplicantMail,
  creditApplicantMailSubject,
} from '../mail/templates/credit-applicant-mail';
import { CreditCompanyMail, creditCompanyMailSubject } from '../mail/templates/credit-company-mail';
import type { OutgoingMail } from '../outbox/outbox';
import { saveSubmissionOnce } from './submission.server';
import type { MailAttachment } from '../outbox/outbox';
import { SignatureImageError, creditApplicationPdf } from '../pdf/credit-application-pdf';
import { site } from '@/content/site';

/** A repeat of the same application within this window is the same submission, not a new one. */
const SAME_SUBMISSION_MS = 60 * 60 * 1000;

export const CREDIT_COMPANY_TOPIC = 'credit.company';
export const CREDIT_APPLICANT_TOPIC = 'credit.applicant';

function pngBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
}

function signatureAttachments(app: CreditApplication): MailAttachment[] {
  const out: MailAttachment[] = [];
  if (app.declarationSignatureBinary)
    out.push({
      filename: safeFileName(app.declaration_signature),
      contentType: 'image/png',
      content: pngBytes(app.declarationSignatureBinary),
    });
  if (app.actSignatureBinary)
    out.push({
      filename: safeFileName(app.act_signature),
      contentType: 'image/png',
      content: pngBytes(app.actSignatureBinary),
    });
  return out;
}

/**
 * Save a credit application and queue its two mails (the company's copy with the PDF, the
 * applicant's acknowledgment) in one transaction. Idempotent: the same application sent again
 * within the hour (the page's follow-up mail call, a double click, a retry) finds the saved one
 * and queues nothing new. Bank details are stored only encrypted and are never logged.
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
          declaration_signature_png: app.declarationSignatureBinary.slice(
            PNG_DATA_URL_PREFIX.length,
          ),
          declaration_date_signed: app.declaration_date_signed,
          act_name: app.act_name,
          act_position: app.act_position,
          act_signature: app.act_signature,
          act_signature_png: app.actSignatureBinary.slice(PNG_DATA_URL_PREFIX.length),
          act_date_signed: app.act_date_signed,
          fingerprint: fp,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      let pdf: Uint8Array;
      try {
        pdf = await creditApplicationPdf(app, { applicationId: row.id, receivedAt: createdAt });
      } catch (err) {
        if (err instanceof SignatureImageError)
          throw new ApiError(400, err.message, { field: err.field });
        throw err;
      }
      const pdfName = `credit-application-${row.id}.pdf`;
      const companyMail = await renderMail(
        createElement(CreditCompanyMail, { app, applicationId: row.id, receivedAt, pdfName }),
      );
      const applicantMail = await renderMail(
        createElement(CreditApplicantMail, { app, receivedAt }),
      );

      const mails: OutgoingMail[] = [
        {
          topic: CREDIT_COMPANY_TOPIC,
          ref: `credit_applications:${row.id}`,
          to: env().CREDIT_MAIL_TO ?? env().MAIL_TO,
          replyTo: app.email,
          subject: creditCompanyMailSubject(app, row.id),
          ...companyMail,
          attachments: [
            { filename: pdfName, contentType: 'application/pdf', content: Buffer.from(pdf) },
            ...signatureAttachments(app),
          ],
        },
        {
          topic: CREDIT_APPLICANT_TOPIC,
          ref: `credit_applications:${row.id}`,
          to: app.email,
          replyTo: site.emails.accounts,
          subject: creditApplicantMailSubject,
          ...applicantMail,
        },
      ];
      return { id: row.id, mails };
    },
  });
  if (result.created) log.info({ creditApplicationId: result.id }, 'credit application saved');
  return result;
}

export { creditApplicationMessages };
