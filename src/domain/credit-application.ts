import { z } from 'zod';
import { emailField, freeText } from './email';
import { checkSignatureDataUrl, signatureFileName } from './signature';

export const creditApplicationMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  sendFailed: 'Please try again! We cannot submit your message',
  saved:
    'Thank you. Your credit application has been received and our accounts team will contact you within two business days.',
  mailed:
    'Thank you. Your credit application has been received and our accounts team will contact you within two business days.',
} as const;

/** A signature image as the form sends it: empty (no signature) or a checked PNG data URL. */
function signatureImage() {
  return z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      if (value === '') return;
      const check = checkSignatureDataUrl(value);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: `Signature ${check.reason}` });
    });
}

/**
 * The credit application form of spec §3, with its field names. Only the e-mail is validated for
 * people (spec §5); the other fields are free text with a ceiling, and signature images must be
 * PNG data URLs that decode to a real PNG of sane size.
 */
export const creditApplicationSchema = z.strictObject({
  // Applicant Details
  name: freeText(150),
  email: emailField({
    required: creditApplicationMessages.emailRequired,
    invalid: creditApplicationMessages.emailInvalid,
  }),
  phoneNumber: freeText(40),
  position: freeText(150),
  year_in_business: freeText(40),
  home_address: freeText(300),
  suburb: freeText(100),
  state: freeText(40),
  postcode: freeText(10),
  // Company Details
  company_name: freeText(200),
  acn: freeText(20),
  abn: freeText(20),
  trading_name: freeText(200),
  years_in_trading: freeText(40),
  company_address: freeText(300),
  company_suburb: freeText(100),
  company_state: freeText(40),
  company_postcode: freeText(10),
  postal_address: freeText(300),
  postal_suburb: freeText(100),
  postal_state: freeText(40),
  postal_postcode: freeText(10),
  company_phone: freeText(40),
  company_fax: freeText(40),
  company_email: freeText(254),
  // Bank Details (encrypted at rest, never logged)
  bank_name: freeText(200),
  bank_account_number: freeText(60),
  bank_address: freeText(300),
  // Trade Reference
  first_reference_name: freeText(200),
  first_reference_address: freeText(300),
  first_reference_phone: freeText(40),
  second_reference_name: freeText(200),
  second_reference_address: freeText(300),
  second_reference_phone: freeText(40),
  third_reference_name: freeText(200),
  third_reference_address: freeText(300),
  third_reference_phone: freeText(40),
  // Declaration
  declaration_name: freeText(150),
  declaration_position: freeText(150),
  declaration_signature: freeText(300),
  declarationSignatureBinary: signatureImage(),
  declaration_date_signed: freeText(40),
  // Privacy Act 1988 acknowledgment
  act_name: freeText(150),
  act_position: freeText(150),
  act_signature: freeText(300),
  actSignatureBinary: signatureImage(),
  act_date_signed: freeText(40),
});

export type CreditApplicationInput = z.input<typeof creditApplicationSchema>;
export type CreditApplication = z.output<typeof creditApplicationSchema>;

/** The bank fields: kept apart, encrypted at rest, left out of the applicant's copy. */
export const BANK_FIELDS = ['bank_name', 'bank_account_number', 'bank_address'] as const;
export type BankDetails = Pick<CreditApplication, (typeof BANK_FIELDS)[number]>;

/**
 * The signature file names as the server records them: derived from the signer's name and
 * whether an image came with it, whatever file name the client sent (spec §3).
 */
export function withSignatureFileNames(app: CreditApplication): CreditApplication {
  return {
    ...app,
    declaration_signature: signatureFileName(
      'Declaration',
      app.declaration_name,
      app.declarationSignatureBinary !== '',
    ),
    act_signature: signatureFileName('PrivacyAct1988', app.act_name, app.actSignatureBinary !== ''),
  };
}
