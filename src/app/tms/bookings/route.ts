import { bookingRequestSchema } from '@/domain/booking';
import { postRoute } from '@/server/http/api';
import { requestBooking } from '@/server/services/booking.server';

// POST /tms/bookings: book a saved quote; answers 201 { booking_reference }. An Idempotency-Key
// sent again gets the first answer, kept with the booking.
export const POST = postRoute({
  schema: bookingRequestSchema,
  limits: ['store', 'mail'],
  maxBytes: 16 * 1024,
  idempotent: true,
  status: 201,
  honeypotAnswer: () => ({ booking_reference: null, message: 'Booking not made.' }),
  handle: (input, { once }) => requestBooking(input, once),
});
