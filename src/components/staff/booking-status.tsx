'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bookingStatusLabels } from '@/domain/booking';
import type { BookingStatus, TimelineEntry } from '@/domain/booking';
import { formatMelbourneDateTime } from '@/domain/format';
import { failureText, staffPost } from './staff-fetch';
import { ConfirmPanel, useConfirm } from './confirm-panel';
import { buttonClass, Message, secondaryButtonClass } from './ui';

type BookingState = { status: BookingStatus; timeline: TimelineEntry[]; next: BookingStatus[] };

/** The moves that cannot be undone: they ask first, naming who will be mailed. */
const FINAL: readonly BookingStatus[] = ['delivered', 'cancelled'];

/**
 * A booking's timeline and a button for each status it may move to next. Each change names the
 * status this view showed, so a change made from an older view is refused by the server. Delivered
 * and Cancelled are final and mail the customer at once, so they ask first. After a change the
 * rest of the page is drawn again, so every panel shows the new status.
 */
export function BookingStatusActions({
  bookingId,
  reference,
  customer,
  initial,
}: {
  bookingId: number;
  reference: string;
  /** The e-mail address the customer's news goes to. */
  customer: string;
  initial: BookingState;
}) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { asking, ask: setAsking, cancel, trigger } = useConfirm<BookingStatus>();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function move(to: BookingStatus) {
    setAsking(null);
    setBusy(true);
    setMessage(null);
    const answer = await staffPost(`/staff/api/bookings/${bookingId}/status`, {
      from: state.status,
      to,
    });
    setBusy(false);
    const booking = answer.data.booking as BookingState | undefined;
    if (booking) setState(booking);
    if (booking) router.refresh();
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
              ref={trigger(to)}
              type="button"
              disabled={busy}
              aria-expanded={FINAL.includes(to) ? asking === to : undefined}
              onClick={() => (FINAL.includes(to) ? setAsking(to) : void move(to))}
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
      {asking && state.next.includes(asking) ? (
        <ConfirmPanel
          question={`Mark ${reference} as ${bookingStatusLabels[asking]}? This cannot be undone, and ${customer} is e-mailed at once.`}
          confirmLabel={`Mark ${reference} as ${bookingStatusLabels[asking]}`}
          busy={busy}
          onConfirm={() => void move(asking)}
          onCancel={cancel}
        />
      ) : null}
      <div aria-live="polite">
        {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      </div>
    </div>
  );
}
