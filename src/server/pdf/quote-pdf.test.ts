import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { termsClauses } from '@/content/terms';
import { readPdf } from '../../../tests/support/pdf-text';
import { buildQuotePdf, QUOTE_KEY_CLAUSES, quotePdfAttachment } from './quote-pdf';
import type { QuotePdfInput } from './quote-pdf';

// A quote as saved: the economy rate of 2 pallets, worked by hand.
//   base 2 x ($65.00 + $0.22 x 120.4 km) = 2 x $91.488 = $182.98 (above the $95.00 minimum)
//   fuel levy: 120.4 km is over 100 km, so linehaul, 19.80% x $182.98 = $36.23
//   ex GST $219.21; GST 10% $21.92; inc GST $241.13
const quote: QuotePdfInput = {
  quoteNumber: 'Q7K2M9XQP',
  createdAt: '2026-11-23T04:05:06.000Z',
  pickup: 'LAVERTON NORTH VIC 3026',
  delivery: 'GEELONG VIC 3220',
  pickupDate: '2026-11-25',
  expiryDate: '2026-12-09',
  roadKm: 120.4,
  extras: ['Tailgate truck'],
  packages: [
    {
      typeId: '10',
      quantity: 2,
      length: 120,
      width: 100,
      height: 100,
      weight: 400,
      totalWeight: 800,
      chargeablePallets: 2,
    },
  ],
  totalWeight: 800,
  chargeablePallets: 2,
  rate: {
    id: 'economy',
    label: 'Economy',
    description: '2-3 days working service',
    lines: [
      {
        key: 'base',
        label: 'Base rate: 2 pallets x ($65.00 + $0.22/km x 120.4 km), minimum $95.00',
        cents: 18_298,
      },
      { key: 'fuel_levy', label: 'Fuel levy (linehaul, November 2026): 19.80%', cents: 3_623 },
    ],
    exGstCents: 21_921,
    gstCents: 2_192,
    incGstCents: 24_113,
    base_price: 219.21,
    ex_gst: true,
  },
  levy: { kind: 'linehaul', percent: 19.8, month: 'November 2026', appliesFrom: '2026-11-01' },
};

describe('quote PDF', () => {
  it('prints the letterhead, the quote, every price line, the levy month and the key terms', async () => {
    const pdf = await readPdf(await buildQuotePdf(quote));
    expect(pdf.title).toBe(`${site.name} quotation Q7K2M9XQP`);
    for (const line of [
      site.legalName,
      `ABN ${site.abn}`,
      site.phones.sales.display,
      'Freight quotation Q7K2M9XQP',
      '23 Nov 2026',
      '25 Nov 2026',
      '09 Dec 2026',
      'LAVERTON NORTH VIC 3026',
      'GEELONG VIC 3220',
      '120.4 km',
      'Tailgate truck',
      '2 x 120 x 100 x 100 cm, 400 kg each; gross 800 kg; 2 chargeable pallets',
      'Economy service: 2-3 days working service',
      '$182.98',
      '$36.23',
      'Total ex GST',
      '$219.21',
      'GST (10%)',
      '$21.92',
      'Total inc GST',
      '$241.13',
      'the linehaul levy of November 2026, 19.80%',
      '/resources/terms-conditions',
    ]) {
      expect(pdf.text, line).toContain(line);
    }
    for (const n of QUOTE_KEY_CLAUSES) {
      const clause = termsClauses.find((c) => c.number === n)!;
      expect(pdf.text).toContain(`${n}. ${clause.title}`);
    }
    expect(pdf.text).not.toContain('37. Time is of the essence');
  });

  it('names each font once in the resources of a page, however many lines use it', async () => {
    const doc = await PDFDocument.load(await buildQuotePdf(quote));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    for (const page of doc.getPages()) {
      const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
      // Helvetica and Helvetica-Bold: drawing each line with its font named again made hundreds.
      expect(fonts?.keys().length).toBe(2);
    }
  });

  it('says so when no levy month applied', async () => {
    const pdf = await readPdf(await buildQuotePdf({ ...quote, levy: null }));
    expect(pdf.text).toContain('no fuel levy month was published for the pickup date');
  });

  it('is the quote mail attachment', async () => {
    const attachment = quotePdfAttachment(quote.quoteNumber, await buildQuotePdf(quote));
    expect(attachment.filename).toBe('quote-Q7K2M9XQP.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
