import { bookingStatusLabels, TIMELINE_STATUSES } from '@/domain/booking';
import type { BookingStatus, TimelineEntry, TrackAnswer } from '@/domain/booking';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';
import { deliveryDay } from '@/domain/rate-format';

/**
 * A booking's steps in order, each with the time it was reached; steps not yet reached are shown
 * as to come. A cancelled booking ends with its cancellation.
 */
export function BookingTimeline({
  reference,
  status,
  timeline,
  pickup,
}: {
  reference: string;
  status: BookingStatus;
  timeline: TimelineEntry[];
  pickup: Pick<TrackAnswer, 'pickup_date' | 'ready_from' | 'closes_at' | 'estimated_delivery'>;
}) {
  const reached = new Map(timeline.map((e) => [e.status, e.at]));
  const steps: BookingStatus[] =
    status === 'cancelled'
      ? [...TIMELINE_STATUSES.filter((s) => reached.has(s)), 'cancelled']
      : [...TIMELINE_STATUSES];
  return (
    <section aria-labelledby="booking-timeline-title" className="mt-8">
      <h2
        id="booking-timeline-title"
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none"
      >
        Booking {reference}: {bookingStatusLabels[status]}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Pickup</dt>
        <dd>
          {formatDisplayDate(pickup.pickup_date)}, {pickup.ready_from} to {pickup.closes_at} (local
          time)
        </dd>
        {status === 'cancelled' || status === 'delivered' ? null : (
          <>
            <dt className="font-semibold">Estimated delivery</dt>
            <dd>{deliveryDay(pickup.estimated_delivery)}</dd>
          </>
        )}
      </dl>
      <ol className="mt-6 space-y-0" aria-label={`Timeline of booking ${reference}`}>
        {steps.map((step, i) => {
          const at = reached.get(step);
          const current = step === status;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className="relative flex gap-4 pb-6 last:pb-0"
            >
              {i < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-6 left-[0.6875rem] h-full w-0.5 ${at ? 'bg-brand-700' : 'bg-gray-300'}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 size-6 shrink-0 rounded-full border-2 ${
                  at
                    ? step === 'cancelled'
                      ? 'border-red-800 bg-red-800'
                      : 'border-brand-700 bg-brand-700'
                    : 'border-gray-400 bg-white'
                }`}
              />
              <div>
                <p className={`font-semibold ${at ? 'text-brand-900' : 'text-muted'}`}>
                  {bookingStatusLabels[step]}
                  {current ? <span className="sr-only"> (current status)</span> : null}
                </p>
                <p className="text-sm text-muted">
                  {at ? <time dateTime={at}>{formatMelbourneDateTime(at)}</time> : 'To come'}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-6 text-sm text-muted">Times are Melbourne time.</p>
    </section>
  );
}
