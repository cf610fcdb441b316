import { describe, expect, it } from 'vitest';
import { signatureDataUrl } from '../../tests/support/credit-png';
import {
  POSTAL_SAME_AS_COMPANY,
  creditApplicationSchema,
  creditApplicationWarnings,
  withSignatureFileNames,
} from './credit-application';
import { warningLine, warningsHeading } from './form-fields';

function errorsOf(input: unknown): Record<string, string[]> {
  const result = creditApplicationSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('credit application schema (spec §3, §5)', () => {
  it('requires the e-mail with the spec message', () => {
    expect(errorsOf({}).email).toEqual(['Email is required.']);
    expect(errorsOf({ email: '' }).email).toEqual(['Email is required.']);
    expect(errorsOf({ email: '   ' }).email).toEqual(['Email is required.']);
  });

  it('refuses an invalid e-mail with the spec message', () => {
    expect(errorsOf({ email: 'accounts@' }).email).toEqual(['Please enter a valid email address.']);
    expect(errorsOf({ email: 'Accounts@Example.COM' }).email).toEqual([
      'Please enter a valid email address.',
    ]);
  });

  it('has no rule for the other fields: an e-mail alone is a valid application', () => {
    const result = creditApplicationSchema.safeParse({ email: 'accounts@example.com.au' });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.company_name).toBe('');
      expect(result.data.declarationSignatureBinary).toBe('');
    }
  });

  it('refuses unknown fields and non-text values', () => {
    expect(Object.keys(errorsOf({ email: 'a@example.com', isAdmin: true }))).toEqual(['']);
    expect(Object.keys(errorsOf({ email: 'a@example.com', abn: 51824753556 }))).toEqual(['abn']);
  });

  it('accepts PNG signatures and refuses anything else, naming the field', () => {
    const ok = creditApplicationSchema.safeParse({
      email: 'a@example.com',
      declarationSignatureBinary: signatureDataUrl(),
      actSignatureBinary: signatureDataUrl(265, 150),
    });
    expect(ok.success).toBe(true);
    expect(
      errorsOf({ email: 'a@example.com', actSignatureBinary: 'data:image/svg+xml;base64,PHN2Zz4=' })
        .actSignatureBinary,
    ).toEqual([expect.stringMatching(/^Signature must be a PNG image data URL/)]);
  });

  it('records the file names from the signer names and images, not from the client', () => {
    const app = creditApplicationSchema.parse({
      email: 'a@example.com',
      declaration_name: 'Jane Citizen',
      declaration_signature: 'whatever.png',
      declarationSignatureBinary: signatureDataUrl(),
      act_name: 'Jane Citizen',
      act_signature: 'signedPrivacyAct1988_Jane Citizen.png',
    });
    const named = withSignatureFileNames(app);
    expect(named.declaration_signature).toBe('signedDeclaration_Jane Citizen.png');
    expect(named.act_signature).toBe('signedNone.png');
  });
});

describe('credit application warnings (never blocks)', () => {
  const signed = signatureDataUrl();

  it('warns of nothing in a complete, correct, signed application', () => {
    const app = creditApplicationSchema.parse({
      email: 'a@example.com',
      postcode: '3011',
      acn: '004 085 616',
      abn: '51 824 753 556',
      company_postcode: '3013',
      postal_postcode: '3013',
      bank_account_number: '733-156 987654321',
      declarationSignatureBinary: signed,
      actSignatureBinary: signed,
    });
    expect(creditApplicationWarnings(app)).toEqual([]);
  });

  it('leaves an empty number alone, and warns of each blank signature pad', () => {
    const app = creditApplicationSchema.parse({ email: 'a@example.com' });
    expect(creditApplicationWarnings(app).map(warningLine)).toEqual([
      'Declaration: not signed',
      'Privacy Act 1988: not signed',
    ]);
  });

  it('names each failed check in declared order, with the document label and never the value', () => {
    const app = creditApplicationSchema.parse({
      email: 'a@example.com',
      postcode: '301',
      acn: '004 085 617',
      abn: '51 824 753 557',
      company_postcode: 'VIC 3013',
      postal_postcode: '30130',
      bank_account_number: '73315 987654321',
      declarationSignatureBinary: signed,
    });
    const warnings = creditApplicationWarnings(app);
    expect(warnings.map(warningLine)).toEqual([
      'Home postcode: not 4 digits',
      'ACN: check digit does not match',
      'ABN: check digits do not add up',
      'Company postcode: not 4 digits',
      'Postal postcode: not 4 digits',
      'BSB/Account No.: does not start with a 6-digit BSB',
      'Privacy Act 1988: not signed',
    ]);
    expect(warnings.map((w) => w.name)).toEqual([
      'postcode',
      'acn',
      'abn',
      'company_postcode',
      'postal_postcode',
      'bank_account_number',
      'actSignatureBinary',
    ]);
    expect(JSON.stringify(warnings)).not.toContain('987654321');
    expect(warningsHeading(warnings.length)).toBe(
      'Sent with 7 warnings: check them before relying on these details',
    );
  });

  it('copies the four company address fields into the postal ones', () => {
    expect(POSTAL_SAME_AS_COMPANY).toEqual([
      ['postal_address', 'company_address'],
      ['postal_suburb', 'company_suburb'],
      ['postal_state', 'company_state'],
      ['postal_postcode', 'company_postcode'],
    ]);
  });
});
