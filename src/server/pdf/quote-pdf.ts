import 'server-only';
import { formatAddress, mainOffice, site } from '@/content/site';
import { termsClauses, termsTitle } from '@/content/terms';
import { formatDisplayDate, formatKm, formatPercent } from '@/domain/format';
import { packagingTypeName } from '@/domain/packaging-types';
import { formatKg } from '@/domain/quote-math';
import { quotePriceLines } from '@/domain/quote-price-lines';
import type { QuoteSummary } from '@/domain/quote-summary';
import { money } from '@/domain/rate-format';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '../db/client';
import type { MailAttachment } from '../outbox/outbox';
import { findSavedQuote, pickedRate, savedQuoteSummary } from '../services/saved-quote.server';
import { colours, openDocument } from './document';
import type { DocumentStyle } from './document';

// A saved quote as an A4 PDF (docs/decisions/095-quote-pdf-for-its-owner-only.md), on the same
// document module as the terms and the credit application: letterhead, the quote's figures and
// the chosen rate itemised, and the terms' key clauses with a link to the rest.

const style: DocumentStyle = {
  margin: 48,
  bodySize: 9.5,
  leading: (size) => size * 1.4,
  ink: colours.ink,
};

/** What the PDF prints: a saved quote's summary and when it was saved. */
export type QuotePdfInput = QuoteSummary & {
  /** ISO time the quote was saved. */
  createdAt: string;
};

/** Clauses a customer should read before booking: rates, dangerous goods, packing, claims, payment, liability. */
export const QUOTE_KEY_CLAUSES = [4, 8, 11, 14, 21, 26] as const;

/** Wrapped lines of the key clauses, by font, size, width and text: a fixed set, made once. */
const clauseLines = new Map<string, string[]>();

export const termsLink = () => absoluteUrl('/resources/terms-conditions');

export const quotePdfFileName = (quoteNumber: string) => `quote-${quoteNumber}.pdf`;

export async function buildQuotePdf(q: QuotePdfInput): Promise<Uint8Array> {
  const w = await openDocument(
    {
      title: `${site.name} quotation ${q.quoteNumber}`,
      subject: `Freight quotation ${q.quoteNumber}: ${q.pickup} to ${q.delivery}`,
      createdAt: new Date(q.createdAt),
    },
    style,
  );

  w.text(site.legalName, { bold: true, size: 13, color: colours.brand });
  w.text(`ABN ${site.abn}  ACN ${site.acn}`, { size: 8.5, color: colours.muted });
  w.text(`${formatAddress(mainOffice)}  |  ${site.phones.sales.display}  |  ${site.emails.sales}`, {
    size: 8.5,
    color: colours.muted,
    gap: 12,
  });
  w.rule(1.5, colours.brand);
  w.gap(6);
  w.text(`Freight quotation ${q.quoteNumber}`, { bold: true, size: 18, color: colours.brand });
  w.gap(4);

  w.fields([
    ['Quotation number', q.quoteNumber],
    ['Quoted on', formatDisplayDate(q.createdAt.slice(0, 10))],
    ['Pickup date', formatDisplayDate(q.pickupDate)],
    ['Valid until', formatDisplayDate(q.expiryDate)],
    ['Pickup', q.pickup],
    ['Delivery', q.delivery],
    ['Road distance', formatKm(q.roadKm)],
    ['Services', q.extras.length ? q.extras.join(', ') : 'None'],
  ]);

  w.heading('Packages');
  w.fields([
    ...q.packages.map((p, i): [string, string] => [
      `${i + 1}. ${packagingTypeName(p.typeId)}`,
      `${p.quantity} x ${p.length} x ${p.width} x ${p.height} cm, ${formatKg(p.weight)} each; gross ${formatKg(p.totalWeight)}; ${p.chargeablePallets} chargeable pallet${p.chargeablePallets === 1 ? '' : 's'}`,
    ]),
    [
      'Total',
      `${formatKg(q.totalWeight)}; ${q.chargeablePallets} chargeable pallet${q.chargeablePallets === 1 ? '' : 's'}`,
    ],
  ]);

  w.heading(`${q.rate.label} service: ${q.rate.description}`);
  w.fields(
    quotePriceLines(q.rate).map((l): [string, string] => [l.label, money(l.cents)]),
    330,
  );
  w.gap(6);
  w.text(
    q.levy
      ? `Fuel levy: the ${q.levy.kind} levy of ${q.levy.month}, ${formatPercent(q.levy.percent)}, in force on the pickup date (from ${formatDisplayDate(q.levy.appliesFrom)}).`
      : 'Fuel levy: no fuel levy month was published for the pickup date, so none is charged.',
    { gap: 4 },
  );
  w.text(
    `Prices are in Australian dollars. Freight is quoted ex GST; GST is added at the rate shown. This quotation holds until ${formatDisplayDate(q.expiryDate)} for the consignment described above; a different consignment or pickup date needs a new quote.`,
  );

  w.heading(`Key terms`);
  w.text(
    `Every booking is carried under our ${termsTitle}. These clauses matter most when you book; the full terms are at ${termsLink()}.`,
    { gap: 6 },
  );
  // The key clauses read the same in every quote: their lines are wrapped once per process.
  const wrap = w.wrap.bind(w);
  w.wrap = (text, font, size, width) => {
    const key = `${font.name}|${size}|${width}|${text}`;
    let lines = clauseLines.get(key);
    if (!lines) clauseLines.set(key, (lines = wrap(text, font, size, width)));
    return lines;
  };
  for (const clause of termsClauses.filter((c) =>
    (QUOTE_KEY_CLAUSES as readonly number[]).includes(c.number),
  )) {
    w.ensure(style.leading(style.bodySize) * 4);
    w.text(`${clause.number}. ${clause.title}`, { bold: true, color: colours.brand, gap: 2 });
    for (const paragraph of clause.body) {
      if (typeof paragraph === 'string') w.text(paragraph, { gap: 3 });
      else {
        w.text(paragraph.text, { gap: 2 });
        for (const item of paragraph.items) w.text(`- ${item}`, { indent: 12, gap: 2 });
      }
    }
    w.gap(4);
  }
  w.wrap = wrap;

  w.footers(
    (page, pageCount) =>
      `${site.name}  |  Quotation ${q.quoteNumber}  |  Page ${page} of ${pageCount}`,
    { align: 'right', drop: 24 },
  );
  return w.save();
}

/** A built quote PDF as the visitor's quote mail attaches it (the bytes are not copied). */
export function quotePdfAttachment(quoteNumber: string, pdf: Uint8Array): MailAttachment {
  return {
    filename: quotePdfFileName(quoteNumber),
    contentType: 'application/pdf',
    content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
  };
}

/** A saved quote, read back from the database, as the PDF prints it. */
export async function savedQuotePdfInput(db: Db, quoteId: number): Promise<QuotePdfInput> {
  const saved = await findSavedQuote(db, { id: quoteId });
  if (!saved) throw new Error(`There is no saved quote ${quoteId}`);
  return { ...savedQuoteSummary(saved, pickedRate(saved)), createdAt: saved.quote.created_at };
}
