import { connection } from 'next/server';
import { Download } from '@/components/ui/line-icons';
import { FuelLevyChart } from '@/components/fuel-levy/fuel-levy-chart';
import { FuelLevyFormula } from '@/components/fuel-levy/fuel-levy-formula';
import { FuelLevyTable } from '@/components/fuel-levy/fuel-levy-table';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { fuelLevy } from '@/content/fuel-levy';
import { definePage, pageMetadata } from '@/lib/page';
import { log } from '@/server/log';
import { fuelLevyChartMonths, sampleFuelLevyLabels } from '@/server/services/fuel-levy.server';
import type { FuelLevyRecord } from '@/server/services/fuel-levy.server';

const page = definePage('/promise-to-clients/fuel-levy', fuelLevy);

export const metadata = pageMetadata(page);

async function recentMonths(): Promise<{ months: FuelLevyRecord[]; sampleMonths: string[] }> {
  try {
    const [months, sampleMonths] = await Promise.all([
      fuelLevyChartMonths(),
      sampleFuelLevyLabels(),
    ]);
    return { months, sampleMonths };
  } catch (err) {
    log.error({ err }, 'fuel levy history could not be read for the page');
    return { months: [], sampleMonths: [] };
  }
}

export default async function FuelLevyPage() {
  // Rendered on request, never at build time, from the history kept for FUEL_LEVY_CACHE_SECONDS
  // (decision 054); the server answers visits with its copy of this page for as long again (073).
  await connection();
  const { months, sampleMonths } = await recentMonths();
  const latest = months.at(-1) ?? null;

  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        <section aria-labelledby="fuel-levy-rates" className="max-w-3xl space-y-4">
          <h2 id="fuel-levy-rates" className="text-2xl font-bold text-brand-900">
            {fuelLevy.rates.title}
          </h2>
          <p className="text-muted">{fuelLevy.rates.text}</p>
          {/* The table loads after the page (spec §2); its space is kept from the start so the
              formula below does not move when it arrives. */}
          <div className="min-h-[42rem] md:min-h-[26rem]">
            <FuelLevyTable sampleMonths={sampleMonths} />
          </div>
        </section>

        <FuelLevyFormula month={latest} />

        {months.length > 0 ? (
          <section aria-labelledby="fuel-levy-history" className="max-w-3xl space-y-4">
            <h2 id="fuel-levy-history" className="text-2xl font-bold text-brand-900">
              {fuelLevy.historyTitle(months.length)}
            </h2>
            <FuelLevyChart months={months} />
            <p>
              <a
                className="btn-outline inline-flex items-center gap-2"
                href="/promise-to-clients/fuel-levy/history.csv"
                download
              >
                <Download aria-hidden="true" className="size-4" />
                {fuelLevy.historyDownload}
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
