// The words of the credit application (spec §2, §9 "Credit terms on the form"): shown on the page
// and printed in the PDF the accounts team receives, from this one source.
import { site } from './site';

export const creditApplicationIntro = [
  `Open a 7-day trading account with ${site.name}. Fill in the form below, sign the declaration and the Privacy Act acknowledgment, and send it. Our accounts team checks your trade references and usually comes back to you within two business days.`,
  'Your bank details are encrypted as soon as they reach us and are only used to assess this application.',
];

export const declarationText = [
  `I/We declare that the information given in this application is true and correct, and that I am/we are authorised to sign it on behalf of the applicant.`,
  `I/We have read and accept the credit terms below and the ${site.name} terms and conditions of carriage, storage and handling, which apply to every service supplied on this account.`,
  `I/We agree to tell ${site.legalName} in writing within 14 days of any change in the ownership, directors, name, address or trading status of the applicant.`,
];

export const creditTermsHeading = 'Credit Terms';

export const creditTerms = [
  'Payment in full is due within 7 days of invoice delivery.',
  'Invoices are delivered by e-mail to the accounts address given in this application; an invoice counts as delivered on the day it is sent.',
  `Overdue accounts may be placed on hold, and ${site.name} may refuse further bookings until the account is paid in full.`,
  'Reasonable costs of recovering overdue amounts, including collection agency and legal fees, are payable by the applicant.',
  `The credit limit and terms are set at the discretion of ${site.name} and may be reviewed at any time.`,
];

export const privacyActHeading = 'Privacy Act 1988 Acknowledgment';

export const privacyActText = [
  `Under the Privacy Act 1988 (Cth), the applicant and each person signing below authorise ${site.legalName} to obtain a credit report about them, or about the applicant's business, from a credit reporting body, for the purpose of assessing this application for commercial credit.`,
  `They also authorise ${site.name} to contact the trade referees and the bank named in this application, and to exchange information about the applicant's creditworthiness, credit standing, credit history and credit capacity with them.`,
  `Personal information collected in this application is used to assess it, to manage the account and to recover overdue amounts. It may be disclosed to credit reporting bodies, debt collectors and our professional advisers for those purposes. If the information is not given, ${site.name} may be unable to grant credit.`,
  `You may ask to see and correct the personal information we hold about you by writing to ${site.emails.accounts}. We keep it securely and only for as long as we need it.`,
];

/** Shown under each signature pad; the same words describe the pad to screen readers. */
export const signatureInstructions =
  'Sign in the box with a mouse, finger or stylus. If you cannot draw your signature, choose "Type your name instead" and type your full name; it is turned into the same signature image.';
