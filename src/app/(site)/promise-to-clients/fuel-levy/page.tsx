import { connection } from 'next/server';
import { Download } from 'lucide-react';
import { FuelLevyChart } from '@/components/fuel-levy/fuel-levy-chart';
import { FuelLevyFormula } from '@/components/fuel-levy/fuel-levy-formula';
import { FuelLevyTable } from '@/components/fuel-levy/fuel-levy-table';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';
import { log } from '@/server/log';
import { fuelLevyChartMonths } from '@/server/services/fuel-levy.server';
import type { FuelLevyRecord } from '@/server/services/fuel-levy.server';

const page: PageInfo = {
  heading: 'Fuel Levy',
  title: 'Fuel Levy',
  description:
    'Our monthly fuel levy for local and linehaul freight, the formula behind it worked through with this month’s figures, and the history of the last twelve months.',
  path: '/promise-to-clients/fuel-levy',
  crumbs: [
    { label: 'Promise to Clients', href: '/promise-to-clients' },
    { label: 'Fuel Levy', href: '/promise-to-clients/fuel-levy' },
  ],
};

export const metadata = pageMetadata(page);

async function recentMonths(): Promise<FuelLevyRecord[]> {
  try {
    return await fuelLevyChartMonths();
  } catch (err) {
    log.error({ err }, 'fuel levy history could not be read for the page');
    return [];
  }
}

export default async function FuelLevyPage() {
  // Read at request time, so a month an operator adds shows at once.
  await connection();
  const months = await recentMonths();
  const latest = months.at(-1) ?? null;

  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        <section aria-labelledby="fuel-levy-rates" className="max-w-3xl space-y-4">
          <h2 id="fuel-levy-rates" className="text-2xl font-bold text-brand-900">
            Current fuel levy rates
          </h2>
          <p className="text-muted">
            The levy is added to the freight charge as a percentage: the local rate for pick-up and
            delivery work, the linehaul rate for freight between cities.
          </p>
          <FuelLevyTable />
        </section>

        <FuelLevyFormula month={latest} />

        {months.length > 0 ? (
          <section aria-labelledby="fuel-levy-history" className="max-w-3xl space-y-4">
            <h2 id="fuel-levy-history" className="text-2xl font-bold text-brand-900">
              The last {months.length} months
            </h2>
            <FuelLevyChart months={months} />
            <p>
              <a
                className="btn-outline inline-flex items-center gap-2"
                href="/promise-to-clients/fuel-levy/history.csv"
                download
              >
                <Download aria-hidden="true" className="size-4" />
                Download the fuel levy history (CSV)
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
