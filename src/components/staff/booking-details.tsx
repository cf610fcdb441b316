import Link from 'next/link';
import type { BookingView } from '@/server/services/booking-staff.server';
import { Card } from './ui';

/** Every field of a booking, section by section, with a link to the quote it was booked from. */
export function BookingDetails({ booking }: { booking: BookingView }) {
  return (
    <>
      {booking.sections.map((section) => (
        <Card key={section.title} title={section.title}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-medium">{row.label}</dt>
                <dd className="break-words whitespace-pre-wrap">{row.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      <p>
        <Link
          href={`/staff/items/quote/${booking.quote.id}`}
          className="font-semibold text-emerald-900 underline underline-offset-4"
        >
          Open saved quote {booking.quote.number}
        </Link>{' '}
        (the prices above are the ones it was saved with)
      </p>
    </>
  );
}
