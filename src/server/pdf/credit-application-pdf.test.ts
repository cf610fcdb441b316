import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { creditApplicationSchema } from '@/domain/credit-application';
import { readPdfImagePixels } from '../../../tests/support/credit-pdf';
import { readPdf } from '../../../tests/support/pdf-text';
import { signatureDataUrl, signaturePng } from '../../../tests/support/credit-png';
import { reencodeSignaturePng } from '../images/signature-image.server';
import { creditApplicationPdf, prepareCreditApplicationPdf } from './credit-application-pdf';
import { winAnsiSanitizer } from './document';

const receivedAt = '2026-11-22T01:00:00.000Z';
const unsigned = { declaration: null, act: null };

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
      { applicationId: 3, receivedAt, signatures: unsigned },
    );
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('Credit Application');
    expect(pdf.text).toContain('Application no. 3 · received 22 Nov 2026, 12:00 pm');
    expect(pdf.text.match(/Not signed/g)).toHaveLength(2);
    expect(pdf.images).toHaveLength(0);
  });

  it('lists the warnings at the top, worked out from the application itself', async () => {
    const app = creditApplicationSchema.parse({
      email: 'warned@example.com',
      abn: '51 824 753 557',
      postal_postcode: '301',
      bank_account_number: '73315 987654321',
    });
    const bytes = await creditApplicationPdf(
      { ...app, declaration_signature: 'signedNone.png', act_signature: 'signedNone.png' },
      { applicationId: 4, receivedAt, signatures: unsigned },
    );
    const { text } = await readPdf(bytes);
    const lines = [
      'Sent with 5 warnings: check them before relying on these details',
      '- ABN: check digits do not add up',
      '- Postal postcode: not 4 digits',
      '- BSB/Account No.: does not start with a 6-digit BSB',
      '- Declaration: not signed',
      '- Privacy Act 1988: not signed',
    ];
    for (const line of lines) expect(text, line).toContain(line);
    // Above the first section, in the order given.
    const at = lines.map((line) => text.indexOf(line));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at.at(-1)!).toBeLessThan(text.indexOf('Applicant Details'));
  });

  it('wraps very long values onto more lines and pages instead of overflowing', async () => {
    const app = creditApplicationSchema.parse({
      email: 'long@example.com',
      home_address: 'Unit 4 '.repeat(42),
      company_name: 'X'.repeat(200),
      declarationSignatureBinary: signatureDataUrl(),
    });
    const declaration = await reencodeSignaturePng(signaturePng());
    const pdf = await readPdf(
      await creditApplicationPdf(app, {
        applicationId: 9,
        receivedAt,
        signatures: { declaration, act: null },
      }),
    );
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.text.replace(/\n/g, '')).toContain('X'.repeat(200));
    expect(pdf.images).toEqual([{ width: 530, height: 300 }]);
  });

  it('draws the signature as it is: the stroke in opaque blue, the rest transparent', async () => {
    const app = creditApplicationSchema.parse({ email: 'ink@example.com' });
    const act = await reencodeSignaturePng(signaturePng(265, 150));
    const bytes = await creditApplicationPdf(app, {
      applicationId: 4,
      receivedAt,
      signatures: { declaration: null, act },
    });
    const [image, ...others] = await readPdfImagePixels(bytes);
    expect(others).toHaveLength(0);
    expect(image).toMatchObject({ width: 265, height: 150 });
    const at = (x: number, y: number) => {
      const i = y * image!.width + x;
      return [...image!.rgb.subarray(i * 3, i * 3 + 3), image!.alpha[i]];
    };
    // The test image's stroke runs from the top left corner to the bottom right one.
    expect(at(0, 0)).toEqual([0, 0, 255, 255]);
    expect(at(132, 75)).toEqual([0, 0, 255, 255]);
    expect(at(264, 0)[3]).toBe(0);
    expect(at(0, 149)[3]).toBe(0);
    const rgba = await sharp(act).raw().toBuffer();
    const drawn = Buffer.alloc(rgba.length);
    for (let i = 0; i < 265 * 150; i++) {
      image!.rgb.copy(drawn, i * 4, i * 3, i * 3 + 3);
      drawn[i * 4 + 3] = image!.alpha[i]!;
    }
    expect(drawn.equals(rgba)).toBe(true);
  });

  it('writes the application number in when finished, and lays out afresh if finished again', async () => {
    const app = creditApplicationSchema.parse({ email: 'twice@example.com', name: 'Twice' });
    const prepared = await prepareCreditApplicationPdf(app, { receivedAt, signatures: unsigned });
    const first = await readPdf(await prepared.finish(7001));
    const second = await readPdf(await prepared.finish(7002));
    expect(first.title).toBe('Credit application 7001: Twice');
    expect(first.text).toContain('Application no. 7001 · received 22 Nov 2026, 12:00 pm');
    expect(first.text).not.toContain('7002');
    expect(second.title).toBe('Credit application 7002: Twice');
    expect(second.text).toContain('Application no. 7002 · received');
    expect(second.text).not.toContain('7001');
    expect(second.text.match(/Credit application 7002 · page 1 of/g)).toHaveLength(1);
  });
});
