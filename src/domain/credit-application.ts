import './zod-in-the-browser';
import { z } from 'zod';
import {
  creditTerms,
  creditTermsHeading,
  declarationText,
  privacyActHeading,
  privacyActText,
} from '@/content/credit-application';
import { fieldWarnings, fieldsOf, isSignatureField, shapeOf } from './form-fields';
import type { FieldWarning, FormSection, SignatureField } from './form-fields';
import { signatureFileName } from './signature';
import type { SignatureKind } from './signature';

export const creditApplicationMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  sendFailed: 'Please try again! We cannot submit your message',
  saved:
    'Thank you. Your credit application has been received and our accounts team will contact you within two business days.',
  mailed:
    'Thank you. Your credit application has been received and our accounts team will contact you within two business days.',
} as const;

/** A trade reference: three fields under their own legend on the page. */
function tradeReference<const P extends string>(prefix: P, ordinal: string) {
  const group = `${ordinal} reference`;
  const field = <const N extends string>(part: N, label: string, max: number) =>
    ({
      name: `${prefix}_reference_${part}`,
      label,
      documentLabel: `${group} ${part}`,
      group,
      max,
      autoComplete: 'off',
    }) as const;
  return [
    field('name', 'Business name', 200),
    field('address', 'Address', 300),
    { ...field('phone', 'Phone', 40), input: 'tel' },
  ] as const;
}

/**
 * A signed part: the signer's name and position, the pad, and the date signed. `padLabel` names
 * the pad on the page; `documentLabel` names the signature in the accounts team's mail.
 */
function signedBy<const P extends string>(
  prefix: P,
  kind: SignatureKind,
  padLabel: string,
  documentLabel: string,
) {
  return [
    { name: `${prefix}_name`, label: 'Name', max: 150, autoComplete: 'name' },
    {
      name: `${prefix}_position`,
      label: 'Position',
      max: 150,
      autoComplete: 'organization-title',
    },
    {
      name: `${prefix}SignatureBinary`,
      label: padLabel,
      documentLabel,
      signature: {
        id: prefix,
        kind,
        fileName: `${prefix}_signature`,
        signer: `${prefix}_name`,
        dateSigned: `${prefix}_date_signed`,
      },
    },
    {
      name: `${prefix}_date_signed`,
      label: 'Date signed',
      max: 40,
      input: 'date',
      startsToday: true,
    },
  ] as const;
}

/**
 * The credit application of spec §3, section by section, in the spec's order: the one place its
 * fields are declared. Only the e-mail is validated for people (spec §5); other fields are free
 * text with a ceiling, and signature images must be PNG data URLs that decode to a real PNG of
 * sane size.
 */
export const creditApplicationSections = [
  {
    id: 'applicant',
    title: 'Applicant Details',
    fields: [
      {
        name: 'name',
        label: 'Full name',
        documentLabel: 'Name',
        max: 150,
        autoComplete: 'name',
      },
      {
        name: 'email',
        label: 'Email',
        input: 'email',
        autoComplete: 'email',
        email: {
          required: creditApplicationMessages.emailRequired,
          invalid: creditApplicationMessages.emailInvalid,
        },
      },
      { name: 'phoneNumber', label: 'Phone number', max: 40, input: 'tel', autoComplete: 'tel' },
      { name: 'position', label: 'Position', max: 150, autoComplete: 'organization-title' },
      { name: 'year_in_business', label: 'Years in business', max: 40, inputMode: 'numeric' },
      {
        name: 'home_address',
        label: 'Home address',
        max: 300,
        autoComplete: 'address-line1',
        wide: true,
      },
      { name: 'suburb', label: 'Suburb', max: 100, autoComplete: 'address-level2' },
      { name: 'state', label: 'State', max: 40, autoComplete: 'address-level1' },
      {
        name: 'postcode',
        label: 'Postcode',
        documentLabel: 'Home postcode',
        max: 10,
        autoComplete: 'postal-code',
        inputMode: 'numeric',
        check: 'postcode',
      },
    ],
  },
  {
    id: 'company',
    title: 'Company Details',
    fields: [
      { name: 'company_name', label: 'Company name', max: 200, autoComplete: 'organization' },
      { name: 'acn', label: 'ACN', max: 20, inputMode: 'numeric', check: 'acn' },
      { name: 'abn', label: 'ABN', max: 20, inputMode: 'numeric', check: 'abn' },
      { name: 'trading_name', label: 'Trading name', max: 200, onPageAfter: 'company_name' },
      { name: 'years_in_trading', label: 'Years trading', max: 40, inputMode: 'numeric' },
      {
        name: 'company_address',
        label: 'Company address',
        max: 300,
        autoComplete: 'section-company address-line1',
        wide: true,
      },
      {
        name: 'company_suburb',
        label: 'Suburb',
        max: 100,
        autoComplete: 'section-company address-level2',
      },
      {
        name: 'company_state',
        label: 'State',
        max: 40,
        autoComplete: 'section-company address-level1',
      },
      {
        name: 'company_postcode',
        label: 'Postcode',
        documentLabel: 'Company postcode',
        max: 10,
        autoComplete: 'section-company postal-code',
        inputMode: 'numeric',
        check: 'postcode',
      },
      {
        name: 'postal_address',
        label: 'Postal address',
        max: 300,
        autoComplete: 'section-postal address-line1',
        wide: true,
      },
      {
        name: 'postal_suburb',
        label: 'Postal suburb',
        max: 100,
        autoComplete: 'section-postal address-level2',
      },
      {
        name: 'postal_state',
        label: 'Postal state',
        max: 40,
        autoComplete: 'section-postal address-level1',
      },
      {
        name: 'postal_postcode',
        label: 'Postal postcode',
        max: 10,
        autoComplete: 'section-postal postal-code',
        inputMode: 'numeric',
        check: 'postcode',
      },
      {
        name: 'company_phone',
        label: 'Company phone',
        documentLabel: 'Phone',
        max: 40,
        input: 'tel',
        autoComplete: 'section-company work tel',
      },
      {
        name: 'company_fax',
        label: 'Company fax',
        documentLabel: 'Fax',
        max: 40,
        input: 'tel',
        autoComplete: 'section-company fax tel',
      },
      {
        name: 'company_email',
        label: 'Accounts email',
        max: 254,
        input: 'email',
        autoComplete: 'section-company work email',
      },
    ],
  },
  {
    id: 'bank',
    title: 'Bank Details',
    hint: 'Encrypted when it reaches us, and only used to assess this application.',
    fields: [
      { name: 'bank_name', label: 'Bank name', max: 200, autoComplete: 'off', secret: true },
      {
        name: 'bank_account_number',
        label: 'BSB/Account No.',
        max: 60,
        autoComplete: 'off',
        secret: true,
        check: 'bsb',
      },
      {
        name: 'bank_address',
        label: 'Bank address',
        max: 300,
        autoComplete: 'off',
        wide: true,
        secret: true,
      },
    ],
  },
  {
    id: 'references',
    title: 'Trade Reference',
    hint: 'Three businesses that have given you credit, such as suppliers or other carriers.',
    fields: [
      ...tradeReference('first', 'First'),
      ...tradeReference('second', 'Second'),
      ...tradeReference('third', 'Third'),
    ],
  },
  {
    id: 'declaration',
    title: 'Declaration',
    text: declarationText,
    fields: signedBy('declaration', 'Declaration', 'Declaration signature', 'Declaration'),
  },
  { id: 'terms', title: creditTermsHeading, text: creditTerms, fields: [] },
  {
    id: 'privacy',
    title: privacyActHeading,
    text: privacyActText,
    fields: signedBy('act', 'PrivacyAct1988', 'Privacy Act signature', 'Privacy Act 1988'),
  },
] as const satisfies readonly FormSection[];

export const creditApplicationFields = fieldsOf(creditApplicationSections);
export type CreditApplicationField = (typeof creditApplicationFields)[number];

/** The signature pads, each with the fields its file name and date come from. */
export const creditSignatureFields = creditApplicationFields.filter(isSignatureField);
export type CreditSignatureField = Extract<CreditApplicationField, SignatureField>;
export type CreditSignatureId = CreditSignatureField['signature']['id'];

export const creditApplicationSchema = z.strictObject(shapeOf(creditApplicationFields));

export type CreditApplication = z.output<typeof creditApplicationSchema>;

export type BankField = Extract<CreditApplicationField, { secret: true }>['name'];

/** The bank fields: kept apart, encrypted at rest, left out of mail and the applicant's copy. */
export const BANK_FIELDS = creditApplicationFields.flatMap((f) =>
  f.secret ? [f.name as BankField] : [],
);

/**
 * The signature file names as the server records them and the page sends them: derived from the
 * signer's name and whether an image came with it, whatever file name the client sent (spec §3).
 */
export function withSignatureFileNames(app: CreditApplication): CreditApplication {
  const named = { ...app };
  for (const { name, signature } of creditSignatureFields) {
    named[signature.fileName] = signatureFileName(
      signature.kind,
      app[signature.signer],
      app[name] !== '',
    );
  }
  return named;
}

/**
 * The postal address fields and the company address fields they copy when the applicant ticks
 * "Postal address same as company address". The tick itself is not sent: the copied values are.
 */
export const POSTAL_SAME_AS_COMPANY = [
  ['postal_address', 'company_address'],
  ['postal_suburb', 'company_suburb'],
  ['postal_state', 'company_state'],
  ['postal_postcode', 'company_postcode'],
] as const satisfies readonly (readonly [
  CreditApplicationField['name'],
  CreditApplicationField['name'],
])[];

export const postalSameAsCompanyLabel = 'Postal address same as company address';

/**
 * What the accounts team will want to check in an application, which never stops it being sent
 * (spec §5 requires only the e-mail): an ABN or ACN whose check digits fail, a postcode that is
 * not 4 digits, a BSB that is not 6 digits, a signature pad left blank.
 */
export function creditApplicationWarnings(
  app: Readonly<Record<string, string | undefined>>,
): FieldWarning[] {
  return fieldWarnings(creditApplicationFields, app);
}
