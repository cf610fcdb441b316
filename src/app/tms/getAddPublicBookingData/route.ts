import { getRoute } from '@/server/http/api';
import { publicBookingData } from '@/server/services/quote-booking-data.server';

// GET /tms/getAddPublicBookingData: { packaging_types: [{ id, name }], postcodes: [label, …] }.
export const GET = getRoute(({ request }) => {
  const data = publicBookingData();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: data.etag,
    Vary: 'Accept-Encoding',
  };
  if (request.headers.get('if-none-match') === data.etag) {
    return new Response(null, { status: 304, headers });
  }
  // The server gzips it on the way out (about 115 kB on the wire).
  return new Response(data.json, { headers });
});
