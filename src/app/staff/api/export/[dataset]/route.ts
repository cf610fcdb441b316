import { database } from '@/server/db/client';
import { exportForStaff } from '@/server/staff/exports';
import { staffRoute } from '@/server/staff/http';
import { requireCall } from '@/server/staff/session';

/** A CSV download of one kind of record (GET, so the browser saves it); each one audited. */
export function GET(request: Request, context: { params: Promise<{ dataset: string }> }) {
  return staffRoute('/staff/api/export/[dataset]', async () => {
    const user = await requireCall(request, '/staff/api/export/[dataset]');
    const { dataset } = await context.params;
    const query = new URL(request.url).searchParams;
    const { filename, csv } = await exportForStaff(await database(), user, {
      kind: dataset,
      since: query.get('since'),
      bank: query.get('bank'),
    });
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    });
  });
}
