'use client';

import { useState } from 'react';
import { bookingStatusLabels } from '@/domain/booking';
import type { BookingStatus, TimelineEntry } from '@/domain/booking';
import { formatMelbourneDateTime } from '@/domain/format';
import { failureText, staffPost } from './staff-fetch';
import { buttonClass, Message, secondaryButtonClass } from './ui';

type BookingState = { status: BookingStatus; timeline: TimelineEntry[]; next: BookingStatus[] };

/**
 * A booking's timeline and a button for each status it may move to next. Each change names the
 * status this view showed, so a change made from an older view is refused by the server.
 */
export function BookingStatusActions({
  bookingId,
  reference,
  initial,
}: {
  bookingId: number;
  reference: string;
  initial: BookingState;
}) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function move(to: BookingStatus) {
    setBusy(true);
    setMessage(null);
    const answer = await staffPost(`/staff/api/bookings/${bookingId}/status`, {
      from: state.status,
      to,
    });
    setBusy(false);
    const booking = answer.data.booking as BookingState | undefined;
    if (booking) setState(booking);
    if (answer.ok) {
      setMessage({
        tone: 'ok',
        text: `${reference} is now ${bookingStatusLabels[to]}. The customer will be e-mailed.`,
      });
    } else {
      setMessage({ tone: 'error', text: failureText(answer, 'The status was not changed.') });
    }
  }

  return (
    <div className="space-y-4">
      <p>
        Status: <strong>{bookingStatusLabels[state.status]}</strong>
      </p>
      <ol aria-label={`Timeline of booking ${reference}`} className="space-y-1">
        {state.timeline.map((e) => (
          <li key={e.status}>
            <span className="font-medium">{bookingStatusLabels[e.status]}</span>,{' '}
            <time dateTime={e.at}>{formatMelbourneDateTime(e.at)}</time> Melbourne time
          </li>
        ))}
      </ol>
      {state.next.length > 0 ? (
        <div role="group" aria-label="Move the booking to" className="flex flex-wrap gap-3">
          {state.next.map((to) => (
            <button
              key={to}
              type="button"
              disabled={busy}
              onClick={() => void move(to)}
              className={to === 'cancelled' ? secondaryButtonClass : buttonClass}
            >
              Mark as {bookingStatusLabels[to]}
            </button>
          ))}
        </div>
      ) : (
        <p>
          The booking is {bookingStatusLabels[state.status].toLowerCase()}: its status can no longer
          change.
        </p>
      )}
      <div aria-live="polite">
        {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      </div>
    </div>
  );
}
