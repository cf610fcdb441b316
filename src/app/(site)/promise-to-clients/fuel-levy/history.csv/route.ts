import { getRoute } from '@/server/http/api';
import { fuelLevyHistoryCsv } from '@/server/services/fuel-levy.server';

export const dynamic = 'force-dynamic';

/** The fuel levy history as a spreadsheet download. */
export const GET = getRoute(
  async () =>
    new Response(await fuelLevyHistoryCsv(), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="fuel-levy-history.csv"',
        'Cache-Control': 'no-store',
      },
    }),
);
