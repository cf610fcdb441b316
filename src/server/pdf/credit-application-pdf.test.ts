import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { creditApplicationSchema } from '@/domain/credit-application';
import { readPdf } from '../../../tests/support/credit-pdf';
import { signatureDataUrl, undecodablePng } from '../../../tests/support/credit-png';
import {
  SignatureImageError,
  creditApplicationPdf,
  winAnsiSanitizer,
} from './credit-application-pdf';

describe('WinAnsi text for the PDF fonts', () => {
  it('keeps what the font has, maps look-alikes and accents, and replaces the rest', async () => {
    const doc = await PDFDocument.create();
    const clean = winAnsiSanitizer(await doc.embedFont(StandardFonts.Helvetica));
    expect(clean('Café “Crème” – 10 € · ½')).toBe('Café “Crème” – 10 € · ½');
    expect(clean('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(clean('Nguyễn Văn Ánh')).toBe('Nguyen Van Ánh');
    expect(clean('张伟 🚚')).toBe('?? ?');
    expect(clean('a\u2011b\u2009c\u200bd\te')).toBe('a-b cd e');
  });
});

describe('credit application PDF', () => {
  it('draws a minimal application: sections present, blank signatures shown as not signed', async () => {
    const app = creditApplicationSchema.parse({ email: 'solo@example.com' });
    const bytes = await creditApplicationPdf(
      { ...app, declaration_signature: 'signedNone.png', act_signature: 'signedNone.png' },
      { applicationId: 3, receivedAt: '2026-11-22T01:00:00.000Z' },
    );
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('Credit Application');
    expect(pdf.text).toContain('Application no. 3 · received 22 Nov 2026, 12:00 pm');
    expect(pdf.text.match(/Not signed/g)).toHaveLength(2);
    expect(pdf.images).toHaveLength(0);
  });

  it('wraps very long values onto more lines and pages instead of overflowing', async () => {
    const app = creditApplicationSchema.parse({
      email: 'long@example.com',
      home_address: 'Unit 4 '.repeat(42),
      company_name: 'X'.repeat(200),
      declarationSignatureBinary: signatureDataUrl(),
    });
    const pdf = await readPdf(
      await creditApplicationPdf(app, { applicationId: 9, receivedAt: '2026-11-22T01:00:00.000Z' }),
    );
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.text.replace(/\n/g, '')).toContain('X'.repeat(200));
    expect(pdf.images).toEqual([{ width: 530, height: 300 }]);
  });

  it('names the field of a signature whose image data does not decode', async () => {
    const app = creditApplicationSchema.parse({
      email: 'bad@example.com',
      actSignatureBinary: `data:image/png;base64,${undecodablePng().toString('base64')}`,
    });
    const error = await creditApplicationPdf(app, {
      applicationId: 1,
      receivedAt: '2026-11-22T01:00:00.000Z',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignatureImageError);
    expect((error as SignatureImageError).field).toBe('actSignatureBinary');
  });
});
