import { database } from '@/server/db/client';
import { staffRoute } from '@/server/staff/http';
import { rateCardFile } from '@/server/staff/rates';
import { requireCall } from '@/server/staff/session';

/** A rate card's zones.csv, lanes.csv or surcharges.csv as a download (any role). */
export function GET(
  request: Request,
  context: { params: Promise<{ card: string; file: string }> },
) {
  return staffRoute('/staff/api/rates/[card]/[file]', async () => {
    await requireCall(request, '/staff/api/rates/[card]/[file]');
    const { card, file } = await context.params;
    const { filename, csv } = await rateCardFile(await database(), card, file);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    });
  });
}
