import 'server-only';
import type { Command } from 'commander';
import { BOOKING_STATUSES, bookingStatusLabels } from '@/domain/booking';
import { formatMelbourneDateTime } from '@/domain/format';
import type { Runner } from './fuel-levy-commands';
import { formatColumns, OpsError } from './io';
import type { OpsIO } from './io';

/** `booking status B… <status>` and `booking show B…` (docs/operations.md, Bookings). */
export function registerBookingCommands(program: Command, io: OpsIO, run: Runner): void {
  const booking = program.command('booking').description('Bookings made from saved quotes');

  booking
    .command('status')
    .description(
      `Move a booking along its timeline and e-mail the customer (${BOOKING_STATUSES.join(', ')})`,
    )
    .argument('<reference>', 'booking reference, e.g. B7K2M9XQP')
    .argument('<status>', BOOKING_STATUSES.join(' | '))
    .action((reference: string, status: string) =>
      run(async () => {
        // Loaded when used: the other commands start without the mail and PDF modules.
        const { BookingStatusError, changeBookingStatus } =
          await import('../services/booking.server');
        try {
          const change = await changeBookingStatus(reference, status);
          io.out(
            `${change.reference}: ${bookingStatusLabels[change.from]} -> ${bookingStatusLabels[change.to]} at ${formatMelbourneDateTime(change.at)}. ${change.email} will be e-mailed.`,
          );
        } catch (err) {
          if (err instanceof BookingStatusError) throw new OpsError(err.message);
          throw err;
        }
      }),
    );

  booking
    .command('show')
    .description('Show a booking and its timeline')
    .argument('<reference>', 'booking reference, e.g. B7K2M9XQP')
    .action((reference: string) =>
      run(async () => {
        const { bookingDetails } = await import('../services/booking.server');
        const found = await bookingDetails(reference);
        if (!found) throw new OpsError(`There is no booking ${reference}.`);
        const b = found.booking;
        io.out(
          [
            `${b.booking_reference}  quotation ${b.quote_number}  ${b.email}`,
            `Pickup   ${b.pickup_date} ${b.pickup_ready_from}-${b.pickup_closes_at}  ${b.pickup_business_name}, ${b.pickup_street}, ${b.pickup_suburb}`,
            `Delivery ${b.delivery_business_name}, ${b.delivery_street}, ${b.delivery_suburb}`,
            '',
            formatColumns(
              ['Status', 'At'],
              found.timeline.map((e) => [
                bookingStatusLabels[e.status],
                formatMelbourneDateTime(e.at),
              ]),
            ),
          ].join('\n'),
        );
      }),
    );
}
