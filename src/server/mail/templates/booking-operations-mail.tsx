import { formatDisplayDate, formatKm } from '@/domain/format';
import type { DangerousGoods } from '@/domain/booking';
import type { RatePrice } from '@/domain/quote-pricing';
import { quotePriceLines } from '@/domain/quote-price-lines';
import { money } from '@/domain/rate-format';
import { FieldTable, MailLayout } from './mail-layout';

type Party = {
  business_name: string;
  street: string;
  suburb: string;
  contact_name: string;
  phone: string;
  instructions: string;
};

export type BookingOperationsMailProps = {
  reference: string;
  quoteNumber: string;
  email: string;
  pickupDate: string;
  readyFrom: string;
  closesAt: string;
  pickup: Party;
  delivery: Party;
  customerReference: string;
  goodsDescription: string;
  dangerousGoods: DangerousGoods | null;
  extras: string[];
  packages: string[];
  roadKm: number;
  rate: RatePrice;
  /** The booking's page in the staff console. */
  consoleLink: string;
};

export const bookingOperationsMailSubject = (
  p: Pick<BookingOperationsMailProps, 'reference' | 'pickup' | 'delivery' | 'pickupDate'>,
) =>
  `Booking ${p.reference}: ${p.pickup.suburb} to ${p.delivery.suburb}, pickup ${formatDisplayDate(p.pickupDate)}`;

const partyRows = (title: string, p: Party): [string, string][] => [
  [`${title} business`, p.business_name],
  [`${title} address`, `${p.street}, ${p.suburb}`],
  [`${title} contact`, `${p.contact_name}, ${p.phone}`],
  [`${title} instructions`, p.instructions],
];

/** Operations' copy: everything needed to dispatch the job. */
export function BookingOperationsMail(p: BookingOperationsMailProps) {
  return (
    <MailLayout
      title={`New booking ${p.reference}`}
      preview={`${p.pickup.suburb} to ${p.delivery.suburb}, pickup ${formatDisplayDate(p.pickupDate)}`}
    >
      <p style={{ margin: '0 0 16px' }}>
        A customer booked quotation {p.quoteNumber} on the website. Reply to this e-mail to reach
        them at {p.email}. Once the job is planned, confirm it on the booking&apos;s page in the
        staff console: the customer is e-mailed at each change of status.
      </p>
      <p style={{ margin: '0 0 16px' }}>
        <a href={p.consoleLink} style={{ color: '#0f4c3a', fontWeight: 700 }}>
          Open booking {p.reference} in the staff console
        </a>
      </p>
      <FieldTable
        rows={[
          ['Booking reference', p.reference],
          ['Quotation number', p.quoteNumber],
          ['Customer e-mail', p.email],
          ['Customer reference', p.customerReference],
          ['Pickup date', formatDisplayDate(p.pickupDate)],
          ['Pickup window', `${p.readyFrom} to ${p.closesAt}`],
          ...partyRows('Pickup', p.pickup),
          ...partyRows('Delivery', p.delivery),
          ['Goods', p.goodsDescription],
          [
            'Dangerous goods',
            p.dangerousGoods
              ? `${p.dangerousGoods.un_number}, class ${p.dangerousGoods.class}, packing group ${p.dangerousGoods.packing_group}, ${p.dangerousGoods.proper_shipping_name}`
              : 'None',
          ],
          ['Services', p.extras.length ? p.extras.join(', ') : 'None'],
          ['Packages', p.packages.join('\n')],
          ['Road distance', formatKm(p.roadKm)],
          ['Service', `${p.rate.label}: ${p.rate.description}`],
          ...quotePriceLines(p.rate).map((l): [string, string] => [l.label, money(l.cents)]),
        ]}
      />
    </MailLayout>
  );
}
