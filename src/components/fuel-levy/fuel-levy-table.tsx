import { fuelLevy } from '@/content/fuel-levy';
import { FUEL_LEVY_TABLE_MONTHS } from '@/domain/fuel-levy';
import { FUEL_LEVY_SCRIPT_PATH, ownScriptIntegrity } from '@/server/http/framework-free.ts';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import { SampleTag } from './sample-tag';

const noFuelLevyRates = 'No fuel levy rates available at the moment.';

const CELL = 'px-3 py-3 sm:px-4';

/**
 * The table of recent levies, fetched in the browser (spec §2, §4, §7, §8) by this page's own
 * script (src/site-script/fuel-levy.js, decision 102): the page shows the spinner, and holds the
 * table, its row,
 * the sample tag and the warning as templates the script fills in. The script reads
 * GET /tms/getFuelLevies: the first FUEL_LEVY_TABLE_MONTHS entries of a well-formed answer; any
 * other shape, or a failed request, is logged and shows the warning, as does an empty list. The
 * API answers only the spec's fields, so the page says which months are sample figures.
 */
export function FuelLevyTable({ sampleMonths = [] }: { sampleMonths?: readonly string[] }) {
  return (
    <div
      data-fuel-levy-table="/tms/getFuelLevies"
      data-months={FUEL_LEVY_TABLE_MONTHS}
      data-sample-months={JSON.stringify(sampleMonths)}
    >
      {/* Async: React loads it once, also when the router draws this page in the browser. */}
      <script
        async
        src={FUEL_LEVY_SCRIPT_PATH}
        integrity={ownScriptIntegrity(FUEL_LEVY_SCRIPT_PATH)}
      />
      <div
        data-fuel-levy-loading=""
        className="flex items-center gap-3 py-6 text-muted"
        aria-busy="true"
      >
        <Spinner label="Loading fuel levy rates" className="size-6 text-brand-700" />
        <span aria-hidden="true">Loading fuel levy rates…</span>
      </div>
      <template data-fuel-levy-list="">
        <div className="space-y-3">
          <p className="text-sm text-muted" data-testid="fuel-levy-sample-note">
            {fuelLevy.sample.tableNote}
          </p>
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className="w-full text-left">
              <caption className="sr-only">Fuel levy for the latest months, newest first</caption>
              <thead className="bg-brand-800 text-white">
                <tr>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    Month
                  </th>
                  <th scope="col" className={`${CELL} text-right font-semibold`}>
                    Local Fuel Levy
                  </th>
                  <th scope="col" className={`${CELL} text-right font-semibold`}>
                    Linehaul Fuel Levy
                  </th>
                </tr>
              </thead>
              <tbody />
            </table>
          </div>
        </div>
      </template>
      <template data-fuel-levy-row="">
        <tr className="border-t border-gray-200 even:bg-brand-50">
          <th scope="row" className={`${CELL} font-medium`} data-cell="month" />
          <td className={`${CELL} text-right tabular-nums`} data-cell="local" />
          <td className={`${CELL} text-right tabular-nums`} data-cell="linehaul" />
        </tr>
      </template>
      <template data-fuel-levy-sample-tag="">
        <SampleTag />
      </template>
      <template data-fuel-levy-empty="">
        <Alert tone="warning">{noFuelLevyRates}</Alert>
      </template>
    </div>
  );
}
