import type { Metadata } from 'next';
import { FuelLevyForm, RemoveSampleMonths } from '@/components/staff/fuel-levy-form';
import { StaffShell } from '@/components/staff/staff-shell';
import { Card } from '@/components/staff/ui';
import { formatDisplayDate, formatPercent } from '@/domain/format';
import { database } from '@/server/db/client';
import { listFuelLevies } from '@/server/services/fuel-levy.server';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Fuel levy' };

/** The history table shows two years; older months stay in the database and the CSV. */
const HISTORY_MONTHS = 24;

export default async function StaffFuelLevyPage() {
  const user = await requirePage('/staff/fuel-levy');
  if (!user)
    return (
      <StaffShell user={null} title="Fuel levy">
        {null}
      </StaffShell>
    );
  const months = await listFuelLevies(undefined, await database());
  const samples = months.filter((m) => m.sample).length;
  return (
    <StaffShell user={user} title="Fuel levy">
      <Card title="Add a month">
        <FuelLevyForm />
      </Card>
      <Card title="History">
        {samples > 0 ? (
          <p className="mb-3">
            {samples} {samples === 1 ? 'month holds' : 'months hold'} sample figures from the
            history a new site starts with. Remove them once the real months are entered.
          </p>
        ) : null}
        <div className="mb-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Saved fuel-levy months, newest first</caption>
            <thead className="bg-slate-200">
              <tr>
                <th scope="col" className="p-2">
                  Month
                </th>
                <th scope="col" className="p-2">
                  Applies from
                </th>
                <th scope="col" className="p-2">
                  Diesel (c/L)
                </th>
                <th scope="col" className="p-2">
                  Fuel tax credit (c/L)
                </th>
                <th scope="col" className="p-2">
                  Base (c/L)
                </th>
                <th scope="col" className="p-2">
                  Local
                </th>
                <th scope="col" className="p-2">
                  Linehaul
                </th>
                <th scope="col" className="p-2">
                  Figures
                </th>
              </tr>
            </thead>
            <tbody>
              {months.slice(0, HISTORY_MONTHS).map((m) => (
                <tr key={`${m.year}-${m.month}`} className="border-t border-slate-200">
                  <th scope="row" className="p-2 font-medium whitespace-nowrap">
                    {m.monthName} {m.year}
                  </th>
                  <td className="p-2 whitespace-nowrap">{formatDisplayDate(m.appliesFrom)}</td>
                  <td className="p-2">{m.dieselPriceCents.toFixed(2)}</td>
                  <td className="p-2">{m.fuelTaxCreditCents.toFixed(2)}</td>
                  <td className="p-2">{m.basePriceCents.toFixed(2)}</td>
                  <td className="p-2">{formatPercent(m.local)}</td>
                  <td className="p-2">{formatPercent(m.linehaul)}</td>
                  <td className="p-2">{m.sample ? <strong>Sample</strong> : 'Published'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {months.length === 0 ? <p className="p-2">No months are saved yet.</p> : null}
        </div>
        <RemoveSampleMonths count={samples} />
      </Card>
    </StaffShell>
  );
}
