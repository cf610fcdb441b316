import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { readPdf } from '../../../tests/support/pdf-text';
import { buildCertificatePdf } from './certificate-pdf';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('certificate of accreditation PDF', () => {
  it('states the scheme, number, modules, scope, dates and certifying body from site.ts', async () => {
    const pdf = await readPdf(await buildCertificatePdf());
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('Banksia Freight Lines Certificate of Accreditation (NHVAS)');
    const text = squash(pdf.text);
    for (const expected of [
      'National Heavy Vehicle Regulator (NHVR)',
      'Certificate of Accreditation',
      'National Heavy Vehicle Accreditation Scheme (NHVAS)',
      'Banksia Freight Lines Pty Ltd',
      'ABN 51 824 753 556',
      'Certificate number NHVAS 502716',
      'Accreditation modules Maintenance Management; Mass Management; Basic Fatigue Management',
      'Scope Interstate and intrastate road freight, including food-grade freight, carried in rigid trucks, semi-trailer and B-double prime movers and road trains.',
      'Depots 41 Boundary Road, Laverton North VIC 3026',
      'Rocklea QLD 4106; 5 Churchill Road North, Kilburn SA 5084; 27 Castlereagh Highway, Gilgandra NSW 2827',
      'Compliance audit 29 Apr 2025',
      'Date of issue 12 May 2025',
      'Date of expiry 11 May 2027',
      'Certifying body National Heavy Vehicle Regulator (NHVR)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads every fact from site.ts, with an expiry after the issue', async () => {
    const text = squash((await readPdf(await buildCertificatePdf())).text);
    const a = site.accreditation;
    for (const fact of [a.scheme, a.certifyingBody, a.certificateNumber, ...a.modules]) {
      expect(text).toContain(fact);
    }
    expect(a.issued < a.expires && a.auditDate <= a.issued).toBe(true);
  });

  it('gives the same bytes for the same facts', async () => {
    const [one, two] = await Promise.all([buildCertificatePdf(), buildCertificatePdf()]);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(true);
  });
});
