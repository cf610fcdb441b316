import type { Generated } from 'kysely';

// A credit application: one column per field declared in src/domain/credit-application.ts, named
// in snake_case (phoneNumber is phone_number), except the bank details, which exist only as one
// AES-256-GCM encrypted JSON value in bank_details_enc, and the signature images, which are stored
// re-encoded and encrypted (src/server/images/stored-signature). A field declared there without its
// column here fails the type check of the insert in credit-application.server.ts.

export interface CreditApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone_number: string;
  position: string;
  year_in_business: string;
  home_address: string;
  suburb: string;
  state: string;
  postcode: string;
  company_name: string;
  acn: string;
  abn: string;
  trading_name: string;
  years_in_trading: string;
  company_address: string;
  company_suburb: string;
  company_state: string;
  company_postcode: string;
  postal_address: string;
  postal_suburb: string;
  postal_state: string;
  postal_postcode: string;
  company_phone: string;
  company_fax: string;
  company_email: string;
  /** encryptJson({ bank_name, bank_account_number, bank_address }) of field-encryption.ts. */
  bank_details_enc: string;
  first_reference_name: string;
  first_reference_address: string;
  first_reference_phone: string;
  second_reference_name: string;
  second_reference_address: string;
  second_reference_phone: string;
  third_reference_name: string;
  third_reference_address: string;
  third_reference_phone: string;
  declaration_name: string;
  declaration_position: string;
  /** The signature's file name, e.g. "signedDeclaration_Jane Citizen.png" or "signedNone.png". */
  declaration_signature: string;
  /**
   * The signature image: empty when not signed; "enc:" + encryptJson(base64 of the re-encoded PNG)
   * bound to this row and column; in rows saved before that, the sent PNG as plain base64. Read it
   * with openSignature, never directly.
   */
  declaration_signature_png: string;
  declaration_date_signed: string;
  act_name: string;
  act_position: string;
  act_signature: string;
  /** As declaration_signature_png. */
  act_signature_png: string;
  act_date_signed: string;
  /** Keyed hash of the whole application, so the follow-up mail call finds it instead of a copy. */
  fingerprint: string;
  created_at: string;
}

export interface CreditTables {
  credit_applications: CreditApplicationsTable;
}
