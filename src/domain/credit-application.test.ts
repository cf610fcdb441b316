import { describe, expect, it } from 'vitest';
import { signatureDataUrl } from '../../tests/support/credit-png';
import { creditApplicationSchema, withSignatureFileNames } from './credit-application';

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
