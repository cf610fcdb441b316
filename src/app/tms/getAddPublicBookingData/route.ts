import { getRoute } from '@/server/http/api';
import { publicBookingData } from '@/server/services/quote-booking-data.server';

// GET /tms/getAddPublicBookingData: { packaging_types: [{ id, name }], postcodes: [label, …] }.
// The answer changes only with a new build (the suburb list is part of it), so it is rendered at
// build time; the site's server then answers it from memory, compressed ahead of time (decision 071).
export const dynamic = 'force-static';

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
