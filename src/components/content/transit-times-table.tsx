import { expressTransitTimes } from '@/content/express-transit-times';
import { formatTransitHours, routeLabel } from '@/content/transit-times';
import { formatKm } from '@/domain/format';
import type { TransitTime } from '@/content/transit-times';

/** The express routes with their distances and transit times, one row per city pair. */
export function TransitTimesTable({ routes }: { routes: TransitTime[] }) {
  const { caption, columns } = expressTransitTimes.table;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="mb-3 text-left text-xl font-bold text-brand-900">{caption}</caption>
        <thead>
          <tr className="bg-brand-800 text-white">
            <th scope="col" className="px-3 py-2">
              {columns.route}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {columns.distance}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {columns.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {routes.map((r) => (
            <tr key={`${r.from}-${r.to}`} className="border-b border-gray-200 even:bg-brand-50">
              <th scope="row" className="px-3 py-2 font-semibold">
                {routeLabel(r)}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatKm(r.distanceKm)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatTransitHours(r.transitHours)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
