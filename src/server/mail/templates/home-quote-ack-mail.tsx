import { site } from '@/content/site';
import type { HomeQuoteRequest } from '@/domain/home-quote-request';
import { absoluteUrl } from '@/lib/site-url';
import { FieldTable, MailLayout } from './mail-layout';

export const homeQuoteAckMailSubject = `Your quote request – ${site.name}`;

/** The visitor's acknowledgment: what we received and what happens next. */
export function HomeQuoteAckMail({
  req,
  receivedAt,
}: {
  req: HomeQuoteRequest;
  receivedAt: string;
}) {
  return (
    <MailLayout
      title="Thank you for your quote request"
      preview="Our sales team will send you a quotation within one business day."
    >
      <p style={{ margin: '0 0 16px' }}>Hello,</p>
      <p style={{ margin: '0 0 16px' }}>
        Thank you for asking {site.name} for a quotation. Our sales team will look at your route and
        e-mail you a price within one business day. To help us quote exactly, reply to this e-mail
        with the number of pallets or cartons, their size and weight, and your preferred pick-up
        date.
      </p>
      <FieldTable
        rows={[
          ['Pickup', req.pickup],
          ['Delivery', req.delivery],
          ['Received', receivedAt],
        ]}
      />
      <p style={{ margin: '16px 0' }}>
        Need a price straight away? Enter your load on our instant quote page:{' '}
        <a href={absoluteUrl('/get-a-quote')} style={{ color: '#0f4c3a' }}>
          {absoluteUrl('/get-a-quote')}
        </a>
        . You can also call us on {site.phones.sales.display}, 24-7.
      </p>
      <p style={{ margin: 0 }}>If you did not ask for a quotation, you can ignore this e-mail.</p>
    </MailLayout>
  );
}
