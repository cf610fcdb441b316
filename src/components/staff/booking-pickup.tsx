'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { formatPickupDay } from '@/domain/pickup-date';
import { failureText, staffPost } from './staff-fetch';
import { buttonClass, inputClass, Message } from './ui';

type Pickup = { date: string; readyFrom: string; closesAt: string; movable: boolean };

/**
 * Move a booking's pickup to another day and window (decision 161). The server checks the day
 * (a pickup day in the pickup state) and mails the customer; /track shows it at once, and the rest
 * of the page is drawn again so every panel shows the new pickup.
 */
export function BookingPickupMove({
  bookingId,
  reference,
  customer,
  initial,
}: {
  bookingId: number;
  reference: string;
  customer: string;
  initial: Pickup;
}) {
  const id = useId();
  const router = useRouter();
  const [pickup, setPickup] = useState(initial);
  const [draft, setDraft] = useState({
    pickup_date: initial.date,
    ready_from: initial.readyFrom,
    closes_at: initial.closesAt,
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const answer = await staffPost(`/staff/api/bookings/${bookingId}/pickup`, draft);
    setBusy(false);
    const moved = answer.data.pickup as Pickup | undefined;
    if (answer.ok && moved) {
      setPickup(moved);
      router.refresh();
      setMessage({
        tone: 'ok',
        text: `${reference} is now picked up on ${formatPickupDay(moved.date)}, ${moved.readyFrom} to ${moved.closesAt}. ${customer} will be e-mailed.`,
      });
    } else {
      setMessage({ tone: 'error', text: failureText(answer, 'The pickup was not moved.') });
    }
  }

  const field = (name: keyof typeof draft, label: string, type: 'date' | 'time') => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        required
        className={inputClass}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      <p>
        Pickup:{' '}
        <strong>
          {formatPickupDay(pickup.date)}, {pickup.readyFrom} to {pickup.closesAt}
        </strong>{' '}
        (local time at the pickup address)
      </p>
      {/* Read from the page each time it is drawn: a status change may have closed the pickup. */}
      {initial.movable ? (
        <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label="Move the pickup">
          <div className="grid gap-3 sm:grid-cols-3">
            {field('pickup_date', 'New pickup day', 'date')}
            {field('ready_from', 'Ready from', 'time')}
            {field('closes_at', 'Closes at', 'time')}
          </div>
          <p className="text-sm">
            A weekday that is no public holiday in the pickup state. The price stays the
            booking&apos;s; {customer} is e-mailed the new pickup.
          </p>
          <button type="submit" className={buttonClass} disabled={busy}>
            Move the pickup
          </button>
        </form>
      ) : (
        <p>
          The freight has been collected or the booking is closed: the pickup can no longer move.
        </p>
      )}
      <div aria-live="polite">
        {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      </div>
    </div>
  );
}
