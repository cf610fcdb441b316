import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BookingDetails, QuoteDetails } from '@/components/staff/booking-details';
import { BookingPickupMove } from '@/components/staff/booking-pickup';
import { BookingStatusActions } from '@/components/staff/booking-status';
import { ItemActions } from '@/components/staff/item-actions';
import { RevealBank } from '@/components/staff/reveal-bank';
import { StaffShell } from '@/components/staff/staff-shell';
import { Card } from '@/components/staff/ui';
import { formatMelbourneDateTime } from '@/domain/format';
import { database } from '@/server/db/client';
import { bookingForStaff } from '@/server/services/booking-staff.server';
import { quoteForStaff } from '@/server/services/quote-staff.server';
import { BANK_FIELDS } from '@/server/staff/credit';
import {
  hasOwnStatus,
  isItemKind,
  ITEM_KINDS,
  ITEM_STATUSES,
  itemFields,
  itemState,
  kindsFor,
  listNotes,
  mailsFor,
  staffChoices,
} from '@/server/staff/inbox';
import { requirePage } from '@/server/staff/session';

type ItemParams = { params: Promise<{ kind: string; id: string }> };

const itemId = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : NaN);

/**
 * The tab names the item, so several open side by side can be told apart: its kind and number,
 * from the address alone (nothing a reader of the address does not already know, whatever their
 * role), as the inbox links to it.
 */
export async function generateMetadata({ params }: ItemParams): Promise<Metadata> {
  const { kind, id } = await params;
  return {
    title:
      isItemKind(kind) && Number.isSafeInteger(itemId(id))
        ? `${ITEM_KINDS[kind].label} ${id}`
        : 'Item',
  };
}

export default async function StaffItemPage({ params }: ItemParams) {
  const user = await requirePage('/staff/items/[kind]/[id]');
  const { kind, id: idText } = await params;
  const id = itemId(idText);
  if (!isItemKind(kind) || !Number.isSafeInteger(id)) notFound();
  if (!user || !kindsFor(user).includes(kind))
    return (
      <StaffShell user={null} title="Item">
        {null}
      </StaffShell>
    );
  const db = await database();
  const [fields, booking, quote] = await Promise.all([
    kind === 'booking' || kind === 'quote' ? [] : itemFields(db, kind, id),
    kind === 'booking' ? bookingForStaff(db, id) : null,
    kind === 'quote' ? quoteForStaff(db, id) : null,
  ]);
  if (!fields || (kind === 'booking' && !booking) || (kind === 'quote' && !quote)) notFound();
  const [state, notes, mails, staff] = await Promise.all([
    itemState(db, kind, id),
    listNotes(db, kind, id),
    mailsFor(db, kind, id),
    staffChoices(db),
  ]);
  const bankAllowed = user.role === 'admin' || user.role === 'accounts';

  return (
    <StaffShell
      user={user}
      title={
        booking
          ? `Booking ${booking.reference}`
          : quote
            ? `Saved quote ${quote.number}`
            : `${ITEM_KINDS[kind].label} ${id}`
      }
    >
      <p>
        <Link href="/staff" className="text-emerald-900 underline">
          Back to the inbox
        </Link>
      </p>
      <Card title="Work on it">
        <ItemActions
          base={`/staff/api/items/${kind}/${id}`}
          initial={{ status: state.status, assigneeId: state.assigneeId, version: state.version }}
          statuses={
            // A booking's status moves along its timeline below; here only its assignee.
            hasOwnStatus(kind)
              ? []
              : Object.entries(ITEM_STATUSES).map(([value, label]) => ({ value, label }))
          }
          staff={staff}
          notes={notes}
        />
      </Card>
      {booking ? (
        <>
          <Card title="Status timeline">
            <BookingStatusActions
              bookingId={booking.id}
              reference={booking.reference}
              customer={booking.email}
              initial={{ status: booking.status, timeline: booking.timeline, next: booking.next }}
            />
          </Card>
          <Card title="Pickup day and window">
            <BookingPickupMove
              bookingId={booking.id}
              reference={booking.reference}
              customer={booking.email}
              initial={booking.pickup}
            />
          </Card>
          <BookingDetails booking={booking} />
        </>
      ) : quote ? (
        <QuoteDetails quote={quote} />
      ) : (
        <Card title="What was sent">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
            {fields.map((f) => (
              <div key={f.name} className="contents">
                <dt className="font-medium">{f.label}</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{f.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      {kind === 'credit' ? (
        <>
          <Card title="Signatures and PDF">
            <div className="flex flex-wrap gap-6">
              {(['declaration', 'act'] as const).map((which) => (
                <figure key={which}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored signature image */}
                  <img
                    src={`/staff/api/credit/${id}/signature/${which}`}
                    alt={`${which === 'act' ? 'Acting signatory' : 'Declaration'} signature`}
                    width={300}
                    height={100}
                    className="rounded border border-slate-300 bg-white"
                  />
                  <figcaption className="text-sm">
                    {which === 'act' ? 'Acting signatory' : 'Declaration'}
                  </figcaption>
                </figure>
              ))}
            </div>
            {bankAllowed ? (
              <p className="mt-4">
                <a
                  href={`/staff/api/credit/${id}/pdf`}
                  className="font-semibold text-emerald-900 underline underline-offset-4"
                >
                  Download the application as a PDF
                </a>{' '}
                (it holds the bank details; each download is written to the audit log)
              </p>
            ) : null}
          </Card>
          <Card title="Bank details">
            {bankAllowed ? (
              <RevealBank applicationId={id} labels={BANK_FIELDS.map((f) => f.label)} />
            ) : (
              <p>Only accounts staff and administrators can see bank details.</p>
            )}
          </Card>
        </>
      ) : null}
      <Card title="Mail about it">
        {mails.length === 0 ? (
          <p>No mail was sent about this item.</p>
        ) : (
          <ul className="space-y-2">
            {mails.map((m) => (
              <li key={m.id}>
                <span className="font-medium">{m.state}</span>: {m.subject} to {m.to}
                {m.sentAt ? `, sent ${formatMelbourneDateTime(m.sentAt)} Melbourne time` : ''}
                {m.lastError ? ` (last error: ${m.lastError.slice(0, 200)})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </StaffShell>
  );
}
