import { bookingStatusLabels, TIMELINE_STATUSES } from '@/domain/booking';
import type { BookingStatus, TimelineEntry } from '@/domain/booking';
import { formatMelbourneDateTime } from '@/domain/format';

/**
 * A booking's steps in order, each with the time it was reached; steps not yet reached are shown
 * as to come. A cancelled booking ends with its cancellation.
 */
export function BookingTimeline({
  reference,
  status,
  timeline,
}: {
  reference: string;
  status: BookingStatus;
  timeline: TimelineEntry[];
}) {
  const reached = new Map(timeline.map((e) => [e.status, e.at]));
  const steps: BookingStatus[] =
    status === 'cancelled'
      ? [...TIMELINE_STATUSES.filter((s) => reached.has(s)), 'cancelled']
      : [...TIMELINE_STATUSES];
  return (
    <section aria-labelledby="booking-timeline-title" className="mt-8">
      <h2 id="booking-timeline-title" className="text-2xl font-bold text-brand-900">
        Booking {reference}: {bookingStatusLabels[status]}
      </h2>
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
