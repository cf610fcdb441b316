import { trackSchema } from '@/domain/booking';
import { postRoute } from '@/server/http/api';
import { trackBooking } from '@/server/services/booking.server';

// POST /tms/track { booking_reference, email }: the booking's status and timeline.
export const POST = postRoute({
  schema: trackSchema,
  limits: ['lookup'],
  maxBytes: 4 * 1024,
  handle: (input) => trackBooking(input),
});
