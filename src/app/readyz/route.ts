import { databaseAnswers } from '@/server/db/client';

// Readiness: the database answers, so the instance can take traffic.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const ok = await databaseAnswers();
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: ok },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
