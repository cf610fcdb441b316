'use client';

import { useEffect, useReducer } from 'react';
import { formatPercent } from '@/domain/format';
import type { FuelLevyEntry } from '@/domain/fuel-levy';
import { fuelLevy } from '@/content/fuel-levy';
import { fuelLevyLabel } from '@/domain/fuel-levy';
import { apiGet } from '@/lib/api-client';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import { fuelLevyTableView, initialFuelLevyTableState, loadFuelLevies } from './fuel-levy-loader';
import type { FuelLevyTableState } from './fuel-levy-loader';
import { SampleTag } from './sample-tag';

const noFuelLevyRates = 'No fuel levy rates available at the moment.';

type Action = { type: 'fetch' } | { type: 'done'; list: FuelLevyEntry[] };

function reduce(state: FuelLevyTableState, action: Action): FuelLevyTableState {
  return action.type === 'fetch'
    ? { ...state, loading: true }
    : { loading: false, list: action.list, finished: true };
}

/**
 * The table of recent levies, fetched in the browser (spec §2, §4, §7, §8). The API answers only
 * the spec's fields, so the page says which months are sample figures ("November 2026").
 */
export function FuelLevyTable({ sampleMonths = [] }: { sampleMonths?: readonly string[] }) {
  const [state, dispatch] = useReducer(reduce, initialFuelLevyTableState);

  useEffect(() => {
    let active = true;
    dispatch({ type: 'fetch' });
    void loadFuelLevies(() => apiGet<unknown>('/tms/getFuelLevies')).then((list) => {
      if (active) dispatch({ type: 'done', list });
    });
    return () => {
      active = false;
    };
  }, []);

  const view = fuelLevyTableView(state);

  if (view === 'loading') {
    return (
      <div className="flex items-center gap-3 py-6 text-muted" aria-busy="true">
        <Spinner label="Loading fuel levy rates" className="size-6 text-brand-700" />
        <span aria-hidden="true">Loading fuel levy rates…</span>
      </div>
    );
  }

  if (view === 'empty') return <Alert tone="warning">{noFuelLevyRates}</Alert>;

  const samples = new Set(sampleMonths);
  const isSample = (row: FuelLevyEntry) =>
    samples.has(fuelLevyLabel({ monthName: row.month_name, year: row.year }));
  const anySample = state.list.some(isSample);

  return (
    <div className="space-y-3">
      {anySample ? (
        <p className="text-sm text-muted" data-testid="fuel-levy-sample-note">
          {fuelLevy.sample.tableNote}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full text-left">
          <caption className="sr-only">Fuel levy for the latest months, newest first</caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                Month
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                Local Fuel Levy
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                Linehaul Fuel Levy
              </th>
            </tr>
          </thead>
          <tbody>
            {state.list.map((row) => (
              <tr
                key={`${row.year}-${row.month_name}`}
                className="border-t border-gray-200 even:bg-brand-50"
              >
                <th scope="row" className="px-3 py-3 sm:px-4 font-medium">
                  {row.month_name} {row.year}
                  {isSample(row) ? <SampleTag /> : null}
                </th>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">
                  {formatPercent(row.local)}
                </td>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">
                  {formatPercent(row.linehaul)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
