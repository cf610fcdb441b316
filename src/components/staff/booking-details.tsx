import Link from 'next/link';
import type { BookingView } from '@/server/services/booking-staff.server';
import type { QuoteView, StaffSection } from '@/server/services/quote-staff.server';
import { Card } from './ui';

/** An item's labelled sections, one card each. */
export function StaffSections({ sections }: { sections: readonly StaffSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Card key={section.title} title={section.title}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-medium">{row.label}</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{row.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </>
  );
}

const linkClass = 'font-semibold text-emerald-900 underline underline-offset-4';

/** Every field of a booking, section by section, with a link to the quote it was booked from. */
export function BookingDetails({ booking }: { booking: BookingView }) {
  return (
    <>
      <StaffSections sections={booking.sections} />
      <p>
        <Link href={`/staff/items/quote/${booking.quote.id}`} className={linkClass}>
          Open saved quote {booking.quote.number}
        </Link>{' '}
        (the prices above are the ones it was saved with)
      </p>
    </>
  );
}

/** A saved quote: its booking first when it has one, then its consignment, packages and prices. */
export function QuoteDetails({ quote }: { quote: QuoteView }) {
  return (
    <>
      <p>
        {quote.booking ? (
          <>
            <strong>Booked.</strong>{' '}
            <Link href={`/staff/items/booking/${quote.booking.id}`} className={linkClass}>
              Open booking {quote.booking.reference}
            </Link>{' '}
            ({quote.booking.status})
          </>
        ) : (
          <>Not booked yet.</>
        )}
      </p>
      <StaffSections sections={quote.sections} />
    </>
  );
}
