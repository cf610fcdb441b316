import 'server-only';
import { formatAddress, mainOffice, site } from '@/content/site';
import {
  itemLetter,
  subClauseNumber,
  termsAcknowledgment,
  termsClauses,
  termsIntro,
  termsTitle,
} from '@/content/terms';
import { colours, openDocument } from './document';
import type { DocumentStyle } from './document';

// The terms and conditions as an A4 PDF, drawn from the same clauses as the page
// (src/content/terms.ts), ending with the acknowledgment lines for a signed copy.

const style: DocumentStyle = {
  margin: 56,
  bodySize: 9.5,
  leading: (size) => size * 1.42,
  ink: colours.ink,
};
const LEADING = style.leading(style.bodySize);

/** The terms as a PDF document. Same input, same bytes: no dates are written into it. */
export async function buildTermsPdf(): Promise<Uint8Array> {
  const w = await openDocument(
    { title: `${site.name} ${termsTitle}`, subject: `${termsTitle} of ${site.legalName}` },
    style,
  );

  w.text(site.legalName, { bold: true, size: 11, color: colours.brand });
  w.text(`ABN ${site.abn}  ACN ${site.acn}`, { size: 8.5, color: colours.muted });
  w.text(`${formatAddress(mainOffice)}  |  ${site.phones.sales.display}  |  ${site.emails.sales}`, {
    size: 8.5,
    color: colours.muted,
    gap: 14,
  });
  w.text(termsTitle, { bold: true, size: 20, color: colours.brand, gap: 8 });
  for (const paragraph of termsIntro) w.text(paragraph, { gap: 6 });

  for (const clause of termsClauses) {
    w.gap(8);
    w.ensure(LEADING * 4);
    w.text(`${clause.number}. ${clause.title}`, {
      bold: true,
      size: 11.5,
      color: colours.brand,
      gap: 2,
    });
    clause.body.forEach((paragraph, i) => {
      const number = subClauseNumber(clause, i);
      const text = typeof paragraph === 'string' ? paragraph : paragraph.text;
      if (number) w.numbered(number, text, { indent: 0, labelWidth: 30 });
      else w.text(text);
      if (typeof paragraph !== 'string') {
        paragraph.items.forEach((item, j) =>
          w.numbered(itemLetter(j), item, { indent: number ? 30 : 0, labelWidth: 22 }),
        );
      }
      w.gap(4);
    });
  }

  // The acknowledgment: printed lines to sign on.
  w.gap(16);
  w.ensure(LEADING * 4 + termsAcknowledgment.fields.length * 40);
  w.text(termsAcknowledgment.heading, { bold: true, size: 13, color: colours.brand, gap: 4 });
  w.text(termsAcknowledgment.text, { gap: 8 });
  for (const field of termsAcknowledgment.fields) w.handwritingLine(field, 30);

  w.footers(
    (page, pageCount) => `${site.name}  |  ${termsTitle}  |  Page ${page} of ${pageCount}`,
    {
      align: 'right',
      drop: 24,
    },
  );
  return w.save();
}
