import 'server-only';
import { formatAddress, mainOffice, site } from '@/content/site';
import { termsClauses, termsTitle } from '@/content/terms';
import { formatDisplayDate, formatPercent } from '@/domain/format';
import { packagingTypeName } from '@/domain/packaging-types';
import { formatKg } from '@/domain/quote-math';
import type { AppliedLevy, QuotePrice, RatePrice } from '@/domain/quote-pricing';
import { gstLabel, money } from '@/domain/rate-format';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '../db/client';
import type { MailAttachment } from '../outbox/outbox';
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

/** What the PDF prints: the saved quote, or the figures the quote mail holds when it is saved. */
export type QuotePdfInput = {
  quoteNumber: string;
  /** ISO time the quote was saved. */
  createdAt: string;
  pickup: string;
  delivery: string;
  pickupDate: string;
  expiryDate: string;
  roadKm: number;
  extras: string[];
  packages: {
    typeId: string;
    quantity: number;
    length: number;
    width: number;
    height: number;
    weight: number;
    totalWeight: number;
    chargeablePallets: number;
  }[];
  totalWeight: number;
  chargeablePallets: number;
  rate: RatePrice;
  levy: AppliedLevy | null;
};

/** Clauses a customer should read before booking: rates, dangerous goods, packing, claims, payment, liability. */
export const QUOTE_KEY_CLAUSES = [4, 8, 11, 14, 21, 26] as const;

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
    ['Road distance', `${q.roadKm.toLocaleString('en-AU')} km`],
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
    [
      ...q.rate.lines.map((l): [string, string] => [l.label, money(l.cents)]),
      ['Total ex GST', money(q.rate.exGstCents)],
      [gstLabel, money(q.rate.gstCents)],
      ['Total inc GST', money(q.rate.incGstCents)],
    ],
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

  w.footers(
    (page, pageCount) =>
      `${site.name}  |  Quotation ${q.quoteNumber}  |  Page ${page} of ${pageCount}`,
    { align: 'right', drop: 24 },
  );
  return w.save();
}

/** The quote PDF as a mail attachment: what the quote mail attaches once it calls this. */
export async function quotePdfAttachment(q: QuotePdfInput): Promise<MailAttachment> {
  return {
    filename: quotePdfFileName(q.quoteNumber),
    contentType: 'application/pdf',
    content: Buffer.from(await buildQuotePdf(q)),
  };
}

/** A saved quote, read back from the database, as the PDF prints it. */
export async function savedQuotePdfInput(db: Db, quoteId: number): Promise<QuotePdfInput> {
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const packagings = await db
    .selectFrom('quote_packagings')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('position')
    .execute();
  const pricing = JSON.parse(quote.pricing) as QuotePrice;
  const rate = pricing.rates.find((r) => r.id === quote.rate_id);
  if (!rate) throw new Error(`Quote ${quote.quote_number} has no saved ${quote.rate_id} rate`);
  return {
    quoteNumber: quote.quote_number,
    createdAt: quote.created_at,
    pickup: quote.pickup_postcode_id,
    delivery: quote.delivery_postcode_id,
    pickupDate: quote.pickup_date,
    expiryDate: quote.expiry_date,
    roadKm: Number(quote.road_km),
    extras: [
      quote.is_dg ? 'Dangerous goods' : '',
      quote.is_hand_unload ? 'Hand unload' : '',
      quote.is_trailer_split ? 'Trailer split' : '',
      quote.has_tailgate ? 'Tailgate truck' : '',
    ].filter(Boolean),
    packages: packagings.map((p) => ({
      typeId: p.packaging_type_id,
      quantity: Number(p.quantity),
      length: Number(p.length),
      width: Number(p.width),
      height: Number(p.height),
      weight: Number(p.weight),
      totalWeight: Number(p.total_weight),
      chargeablePallets: Number(p.chargeable_pallets),
    })),
    totalWeight: Number(quote.total_weight),
    chargeablePallets: Number(quote.chargeable_pallets),
    rate,
    levy: pricing.levy,
  };
}
