import { describe, expect, it } from 'vitest';
import { contactFields, contactSchema } from './contact';
import {
  BANK_FIELDS,
  creditApplicationFields,
  creditApplicationSchema,
} from './credit-application';
import { columnName, pageOrder } from './form-fields';

describe('forms declared once', () => {
  it('names a column in snake_case', () => {
    expect(columnName('phoneNumber')).toBe('phone_number');
    expect(columnName('company_name')).toBe('company_name');
  });

  it('keeps the credit application in the order of spec §3, each signature after its file name', () => {
    // The order is part of the stored fingerprint that finds a repeated application.
    expect(Object.keys(creditApplicationSchema.shape)).toEqual([
      ...['name', 'email', 'phoneNumber', 'position', 'year_in_business', 'home_address'],
      ...['suburb', 'state', 'postcode', 'company_name', 'acn', 'abn', 'trading_name'],
      ...['years_in_trading', 'company_address', 'company_suburb', 'company_state'],
      ...['company_postcode', 'postal_address', 'postal_suburb', 'postal_state'],
      ...['postal_postcode', 'company_phone', 'company_fax', 'company_email'],
      ...['bank_name', 'bank_account_number', 'bank_address'],
      ...['first_reference_name', 'first_reference_address', 'first_reference_phone'],
      ...['second_reference_name', 'second_reference_address', 'second_reference_phone'],
      ...['third_reference_name', 'third_reference_address', 'third_reference_phone'],
      ...['declaration_name', 'declaration_position', 'declaration_signature'],
      ...['declarationSignatureBinary', 'declaration_date_signed'],
      ...['act_name', 'act_position', 'act_signature', 'actSignatureBinary', 'act_date_signed'],
    ]);
    expect(BANK_FIELDS).toEqual(['bank_name', 'bank_account_number', 'bank_address']);
  });

  it('shows the trading name beside the company name on the page only', () => {
    const company = creditApplicationFields.filter((f) =>
      /^(company_name|acn|abn|trading)/.test(f.name),
    );
    expect(company.map((f) => f.name)).toEqual(['company_name', 'acn', 'abn', 'trading_name']);
    expect(pageOrder(company).map((f) => f.name)).toEqual([
      'company_name',
      'trading_name',
      'acn',
      'abn',
    ]);
  });

  it('derives the schema of the contact form from its fields', () => {
    expect(Object.keys(contactSchema.shape)).toEqual(contactFields.map((f) => f.name));
    expect(contactSchema.shape.message.safeParse('x'.repeat(5001)).success).toBe(false);
  });
});
