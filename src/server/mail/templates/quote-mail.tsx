import { formatDisplayDate, formatKm } from '@/domain/format';
import { packagingTypeName } from '@/domain/packaging-types';
import { formatKg } from '@/domain/quote-math';
import { quotePriceLines } from '@/domain/quote-price-lines';
import type { QuotePriceLine } from '@/domain/quote-price-lines';
import type { QuoteSummary } from '@/domain/quote-summary';
import { money, sampleLevyNote } from '@/domain/rate-format';
import { FieldTable, MailLayout, MailTable } from './mail-layout';

export type QuoteMailProps = QuoteSummary & {
  /** Opens the quote on the site. */
  link: string;
  /** The company's copy says who asked. */
  forCompany?: { email: string };
  /** Sent again for a quote looked up by its number. */
  resent?: boolean;
};

/** The opening sentence: the only part besides the subject where the two copies differ. */
export function quoteMailIntro(p: Pick<QuoteMailProps, 'forCompany' | 'resent'>): string {
  if (p.forCompany) {
    const what = p.resent ? 'looked this quote up and e-mailed it again' : 'e-mailed this quote';
    return `A visitor ${what} to ${p.forCompany.email} from the website. Reply to this e-mail to reach them.`;
  }
  return p.resent
    ? 'Here is your quote again, with the prices it was saved with; quote its number when you book or call us about it.'
    : 'Thank you for pricing your freight with us. Here is your quote; quote its number when you book or call us about it.';
}

const cell = { padding: '6px 8px', borderBottom: '1px solid #e3e8e6' } as const;

export function quoteMailSubject(
  p: Pick<QuoteMailProps, 'quoteNumber' | 'pickup' | 'delivery' | 'forCompany'>,
) {
  return p.forCompany
    ? `Quote ${p.quoteNumber} requested by ${p.forCompany.email}: ${p.pickup} to ${p.delivery}`
    : `Your freight quote ${p.quoteNumber}: ${p.pickup} to ${p.delivery}`;
}

/** The quote e-mail: number, route, packages, the chosen rate itemised, GST, expiry, a link back. */
export function QuoteMail(p: QuoteMailProps) {
  return (
    <MailLayout
      title={`Freight quote ${p.quoteNumber}`}
      preview={`${p.rate.label} ${money(p.rate.exGstCents)} ex GST, valid until ${formatDisplayDate(p.expiryDate)}`}
    >
      <p style={{ margin: '0 0 16px' }}>{quoteMailIntro(p)}</p>
      <FieldTable
        rows={[
          ['Quotation number', p.quoteNumber],
          ['Pickup', p.pickup],
          ['Delivery', p.delivery],
          ['Pickup date', formatDisplayDate(p.pickupDate)],
          ['Road distance', formatKm(p.roadKm)],
          ['Services', p.extras.length ? p.extras.join(', ') : 'None'],
          ['Valid until', formatDisplayDate(p.expiryDate)],
        ]}
      />
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>Packages</h2>
      <MailTable fontSize={14}>
        <tr>
          <th align="left" style={cell}>
            Type
          </th>
          <th align="right" style={cell}>
            Qty
          </th>
          <th align="left" style={cell}>
            L x W x H (cm)
          </th>
          <th align="right" style={cell}>
            Gross weight
          </th>
          <th align="right" style={cell}>
            Pallets
          </th>
        </tr>
        {p.packages.map((pkg, i) => (
          <tr key={i}>
            <td style={cell}>{packagingTypeName(pkg.typeId)}</td>
            <td align="right" style={cell}>
              {pkg.quantity}
            </td>
            <td style={cell}>
              {pkg.length} x {pkg.width} x {pkg.height}, {formatKg(pkg.weight)} each
            </td>
            <td align="right" style={cell}>
              {formatKg(pkg.totalWeight)}
            </td>
            <td align="right" style={cell}>
              {pkg.chargeablePallets}
            </td>
          </tr>
        ))}
        <tr>
          <th align="left" style={cell} colSpan={3}>
            Total
          </th>
          <th align="right" style={cell}>
            {formatKg(p.totalWeight)}
          </th>
          <th align="right" style={cell}>
            {p.chargeablePallets}
          </th>
        </tr>
      </MailTable>
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>
        {p.rate.label}: {p.rate.description}
      </h2>
      <MailTable fontSize={14}>
        {quotePriceLines(p.rate).map((line) => (
          <MoneyRow key={line.label} {...line} />
        ))}
      </MailTable>
      <p style={{ margin: '0 0 16px' }}>
        {p.levy
          ? `Fuel levy: the ${p.levy.kind} rate of ${p.levy.month}, applying from ${formatDisplayDate(p.levy.appliesFrom)}.`
          : 'No fuel levy was published for the pickup date, so none is charged.'}
      </p>
      {p.levy?.sample ? (
        <p style={{ margin: '0 0 16px', fontWeight: 700 }}>{sampleLevyNote(p.levy.month)}</p>
      ) : null}
      <p style={{ margin: '0 0 16px' }}>
        This quote is valid until {formatDisplayDate(p.expiryDate)}. Prices are in Australian
        dollars; freight is quoted ex GST.
      </p>
      <p style={{ margin: 0 }}>
        <a href={p.link} style={{ color: '#0f4c3a', fontWeight: 700 }}>
          Open quote {p.quoteNumber} on our website
        </a>
        <br />
        {p.link}
      </p>
    </MailLayout>
  );
}

/** A line of the rate; totals are header cells so they stand out in every mail client. */
function MoneyRow({ label, cents, total }: QuotePriceLine) {
  const Cell = total ? 'th' : 'td';
  return (
    <tr>
      <Cell align={total ? 'left' : undefined} style={cell}>
        {label}
      </Cell>
      <Cell align="right" style={cell}>
        {money(cents)}
      </Cell>
    </tr>
  );
}
