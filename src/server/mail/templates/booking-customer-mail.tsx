import { site } from '@/content/site';
import { formatDisplayDate } from '@/domain/format';
import type { RatePrice } from '@/domain/quote-pricing';
import { money } from '@/domain/rate-format';
import { FieldTable, MailLayout } from './mail-layout';

export type BookingSummary = {
  reference: string;
  quoteNumber: string;
  pickupSuburb: string;
  deliverySuburb: string;
  pickupDate: string;
  readyFrom: string;
  closesAt: string;
  rate: RatePrice;
  trackLink: string;
};

export const bookingCustomerMailSubject = (s: Pick<BookingSummary, 'reference'>) =>
  `Booking request ${s.reference} received – ${site.name}`;

/**
 * The customer's confirmation of a booking request. Like every mail to a visitor's address it
 * repeats nothing typed into the form: only what the saved quote and our own reference hold.
 */
export function BookingCustomerMail(s: BookingSummary) {
  return (
    <MailLayout
      title={`Booking request ${s.reference} received`}
      preview={`Pickup on ${formatDisplayDate(s.pickupDate)} between ${s.readyFrom} and ${s.closesAt}. Our operations team will confirm it.`}
    >
      <p style={{ margin: '0 0 16px' }}>Hello,</p>
      <p style={{ margin: '0 0 16px' }}>
        Thank you for booking with {site.name}. We have received your booking request for quotation{' '}
        {s.quoteNumber}. Please quote the booking reference {s.reference} whenever you contact us
        about this consignment.
      </p>
      <FieldTable
        rows={[
          ['Booking reference', s.reference],
          ['Quotation number', s.quoteNumber],
          ['Pickup', s.pickupSuburb],
          ['Delivery', s.deliverySuburb],
          ['Pickup date', formatDisplayDate(s.pickupDate)],
          ['Pickup window', `${s.readyFrom} to ${s.closesAt} (local time)`],
          ['Service', `${s.rate.label}: ${s.rate.description}`],
          ['Price ex GST', money(s.rate.exGstCents)],
          ['Total inc GST', money(s.rate.incGstCents)],
        ]}
      />
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>What happens next</h2>
      <p style={{ margin: '0 0 16px' }}>
        Our operations team checks every booking and confirms it by e-mail, normally within one
        business day and always before the pickup date. You will receive an e-mail each time your
        booking moves along: confirmed, picked up, in transit and delivered. The attached calendar
        file holds the pickup window; please have the freight labelled and ready by then.
      </p>
      <p style={{ margin: '0 0 16px' }}>
        Follow your booking at any time with its reference and this e-mail address:{' '}
        <a href={s.trackLink} style={{ color: '#0f4c3a' }}>
          {s.trackLink}
        </a>
      </p>
      <p style={{ margin: 0 }}>
        Need to change something? Call us on {site.phones.sales.display} or reply to this e-mail. If
        you did not make this booking, please let us know.
      </p>
    </MailLayout>
  );
}
