import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TermsDocument } from '@/components/terms/terms-document';
import { site } from '@/content/site';
import { termsAcknowledgment, termsClauses, termsTitle } from '@/content/terms';
import { readPdf } from '../../../tests/support/pdf-text';
import { buildTermsPdf } from './terms-pdf';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function paragraphs(): string[] {
  return termsClauses.flatMap((c) =>
    c.body.flatMap((p) => (typeof p === 'string' ? [p] : [p.text, ...p.items])),
  );
}

describe('terms and conditions', () => {
  it('has clauses 1 to 37 in order', () => {
    expect(termsClauses.map((c) => c.number)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
  });

  it('carries every figure of spec §9 and the §6 terms text', () => {
    const text = squash(paragraphs().join(' '));
    for (const figure of [
      'not been used for 90 days',
      'at least 2 weeks notice',
      'more than 3% against the baseline',
      'minimum 4-hour increments',
      '50% of the quoted Charges paid in advance',
      '30 days notice',
      'more than 20% must be notified',
      'after giving 14 days written notice',
      'within 2 working days',
      "within 14 days of the Company's advice of loss",
      'within 14 days of delivery',
      'within 9 months',
      'more than 1.5%',
      'at least AU$20,000,000',
      '14 days notice in writing of any change of its name',
      'not withdrawn or dismissed within 21 days',
      'Invoices are issued weekly',
      'within 14 days of the invoice date',
      'within 3 months of service completion',
      '4% above the bank base rate',
      'at least 7 working days before the final dispatch',
      'not repaid within 7 days',
      'exclusive of GST',
      'in writing within 5 business days',
      'pay the undisputed portion',
      'not remedied within 5 working days',
      'not remedied within 30 business days',
      '2 days after posting',
      'laws of the State of Victoria',
      'Clauses 6, 8, 9, 14, 15 and 21 survive termination',
      'may refuse to accept, carry or store any goods',
      'in writing and signed by a director',
    ]) {
      expect(text, figure).toContain(figure);
    }
  });

  it('covers the second-half topics of spec §2', () => {
    const titles = termsClauses.map((c) => c.title.toLowerCase()).join(' | ');
    for (const topic of [
      'payment',
      'payment disputes',
      'termination',
      'transferability',
      'notices',
      'liability',
      'legislation',
      'force majeure',
      'variations',
      'governing law',
      'services outside these conditions',
      'confidentiality',
      'assignment',
      'whole agreement',
      'no waiver',
      'severance',
      'time is of the essence',
    ]) {
      expect(titles, topic).toContain(topic);
    }
  });

  it('the PDF and the page are drawn from the same clauses', async () => {
    const bytes = await buildTermsPdf();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // Page footers fall between the lines of a paragraph that runs over a page break.
    const footer = new RegExp(`${site.name} \\| ${termsTitle} \\| Page \\d+ of \\d+`, 'g');
    const pdf = squash(squash((await readPdf(bytes)).text).replace(footer, ' '));
    const html = squash(
      renderToStaticMarkup(createElement(TermsDocument))
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    for (const clause of termsClauses) {
      expect(pdf).toContain(`${clause.number}. ${clause.title}`);
      expect(html).toContain(`${clause.number}. ${clause.title}`);
    }
    for (const paragraph of paragraphs()) {
      expect(pdf).toContain(squash(paragraph));
      expect(html).toContain(squash(paragraph));
    }
    for (const field of termsAcknowledgment.fields) expect(pdf).toContain(`${field}:`);
  });

  it('builds the same bytes every time', async () => {
    const [a, b] = await Promise.all([buildTermsPdf(), buildTermsPdf()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
