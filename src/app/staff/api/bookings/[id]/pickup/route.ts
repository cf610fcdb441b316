import { pickupMoveSchema } from '@/domain/booking';
import { kickDelivery } from '@/server/outbox/outbox';
import { movePickupFromConsole } from '@/server/services/booking-staff.server';
import { staffPost } from '@/server/staff/calls';
import { assertItem } from '@/server/staff/inbox';

/**
 * Move a booking's pickup day and window from its item page (decision 161): the booking, the
 * customer's mail and an audit row in one transaction; /track shows the new pickup at once.
 */
export const POST = staffPost(
  '/staff/api/bookings/[id]/pickup',
  pickupMoveSchema,
  async ({ user, input, params, db }) => {
    const id = Number(params.id);
    await assertItem(db, user, 'booking', id);
    const answer = await movePickupFromConsole(user, id, input);
    kickDelivery();
    return answer;
  },
);
