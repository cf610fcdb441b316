import type { HomeQuoteRequest } from '@/domain/home-quote-request';
import { FieldTable, MailLayout } from './mail-layout';

export function homeQuoteCompanyMailSubject(req: HomeQuoteRequest): string {
  return `Quote request: ${req.pickup} to ${req.delivery}`;
}

/** The company's copy of a home quote request; replying goes straight to the visitor. */
export function HomeQuoteCompanyMail({
  req,
  receivedAt,
  straightKm,
}: {
  req: HomeQuoteRequest;
  receivedAt: string;
  /** Straight-line distance between the two suburbs, when both are known. */
  straightKm?: number;
}) {
  return (
    <MailLayout
      title="New quote request from the website"
      preview={`${req.pickup} to ${req.delivery}`}
    >
      <p style={{ margin: '0 0 16px' }}>
        A visitor asked for a quotation on the home page. Reply to this e-mail to send them a price
        or to ask about the load.
      </p>
      <FieldTable
        rows={[
          ['Pickup', req.pickup],
          ['Delivery', req.delivery],
          ['Email', req.email],
          [
            'Straight-line distance',
            straightKm === undefined ? '' : `${Math.round(straightKm).toLocaleString('en-AU')} km`,
          ],
          ['Received', receivedAt],
        ]}
      />
    </MailLayout>
  );
}
