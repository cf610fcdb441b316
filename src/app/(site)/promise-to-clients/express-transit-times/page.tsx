import Link from 'next/link';
import { AustraliaRouteMap } from '@/components/content/australia-route-map';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { cities, formatDistance, formatTransitHours, transitTimes } from '@/content/transit-times';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Express Transit Times',
  title: 'Express Transit Times',
  description:
    'Express road transit times between 15 Australian city pairs, from 8 hours Melbourne to Adelaide to 48 hours Brisbane to Perth, with distances.',
  path: '/promise-to-clients/express-transit-times',
  crumbs: [
    { label: 'Promise to Clients', href: '/promise-to-clients' },
    { label: 'Express Transit Times', href: '/promise-to-clients/express-transit-times' },
  ],
};

export const metadata = pageMetadata(page);

export default function ExpressTransitTimesPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>How long express freight takes</h2>
        <p>
          Our express service runs two-up driver teams on most legs, so the truck keeps moving while
          one driver rests. These are the transit times we plan to for each city pair, from pick-up
          to delivery, for freight booked before the day&apos;s cut-off. They are the same in both
          directions.
        </p>
      </ProseSection>
      <div className="mx-auto max-w-6xl px-4 pb-14">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]">
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption
                id="transit-table-title"
                className="mb-3 text-left text-xl font-bold text-brand-900"
              >
                Express routes, distances and transit times
              </caption>
              <thead>
                <tr className="bg-brand-800 text-white">
                  <th scope="col" className="px-3 py-2">
                    Route
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Distance
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Transit time
                  </th>
                </tr>
              </thead>
              <tbody>
                {transitTimes.map((r) => (
                  <tr
                    key={`${r.from}-${r.to}`}
                    className="border-b border-gray-200 even:bg-brand-50"
                  >
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {cities[r.from].name} – {cities[r.to].name}
                    </th>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatDistance(r.distanceKm)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatTransitHours(r.transitHours)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AustraliaRouteMap routes={transitTimes} />
        </div>
      </div>
      <ProseSection className="pt-0">
        <h2>What affects transit times</h2>
        <p>
          Transit times are for express freight on our linehaul network between metropolitan areas.
          Regional pick-ups and deliveries, tailgate and hand-unload deliveries, dangerous goods and
          road closures from floods or bushfires can add time; we tell you before you book if your
          job will take longer, and straight away if something changes on the road.
        </p>
        <p>
          For freight that is not urgent, our economy service costs less and usually takes one or
          two days longer. Compare both on our <Link href="/get-a-quote">quote page</Link>.
        </p>
      </ProseSection>
    </>
  );
}
