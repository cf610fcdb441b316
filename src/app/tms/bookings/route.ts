import { bookingRequestSchema } from '@/domain/booking';
import { postRoute } from '@/server/http/api';
import { requestBooking } from '@/server/services/booking.server';

// POST /tms/bookings: book a saved quote; answers 201 { booking_reference }.
export const POST = postRoute({
  schema: bookingRequestSchema,
  limits: ['store', 'mail'],
  maxBytes: 16 * 1024,
  honeypotAnswer: () => ({ booking_reference: null, message: 'Booking not made.' }),
  handle: async (input) =>
    Response.json(await requestBooking(input), {
      status: 201,
      headers: { 'Cache-Control': 'no-store' },
    }),
});
