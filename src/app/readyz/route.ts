import { databaseWrites } from '@/server/db/client';

// Readiness: the database takes a write, so the instance can take traffic (decision 133).
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const ok = await databaseWrites();
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: ok },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
