import { z } from 'zod';
import { BOOKING_STATUSES } from '@/domain/booking';
import { kickDelivery } from '@/server/outbox/outbox';
import { moveBookingFromConsole } from '@/server/services/booking-staff.server';
import { staffPost } from '@/server/staff/calls';
import { assertItem } from '@/server/staff/inbox';

const schema = z.strictObject({
  /** The status the page showed; the change is refused when the booking has another by now. */
  from: z.enum(BOOKING_STATUSES),
  to: z.enum(BOOKING_STATUSES),
});

/**
 * Move a booking along its timeline from its item page, through the operator command's own
 * service: one mail to the customer, an audit row, and 409 when the booking changed meanwhile.
 */
export const POST = staffPost(
  '/staff/api/bookings/[id]/status',
  schema,
  async ({ db, user, input, params }) => {
    const id = Number(params.id);
    await assertItem(db, user, 'booking', id);
    const answer = await moveBookingFromConsole(db, user, id, input.from, input.to);
    kickDelivery();
    return answer;
  },
);
