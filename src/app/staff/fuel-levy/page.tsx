import type { Metadata } from 'next';
import { FuelLevyForm, RemoveSampleMonths } from '@/components/staff/fuel-levy-form';
import { StaffShell } from '@/components/staff/staff-shell';
import { StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { Card } from '@/components/staff/ui';
import { formatDisplayDate, formatPercent } from '@/domain/format';
import { database } from '@/server/db/client';
import { listFuelLevies } from '@/server/services/fuel-levy.server';
import { requirePage } from '@/server/staff/session';

export const metadata: Metadata = { title: 'Fuel levy' };

/** The history table shows two years; older months stay in the database and the CSV. */
const HISTORY_MONTHS = 24;

type Month = Awaited<ReturnType<typeof listFuelLevies>>[number];

const LEVY_COLUMNS: StaffColumn<Month>[] = [
  {
    header: 'Month',
    cell: (m) => `${m.monthName} ${m.year}`,
    rowHeader: true,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Applies from',
    cell: (m) => formatDisplayDate(m.appliesFrom),
    className: 'whitespace-nowrap',
  },
  { header: 'Diesel (c/L)', cell: (m) => m.dieselPriceCents.toFixed(2) },
  { header: 'Fuel tax credit (c/L)', cell: (m) => m.fuelTaxCreditCents.toFixed(2) },
  { header: 'Base (c/L)', cell: (m) => m.basePriceCents.toFixed(2) },
  { header: 'Local', cell: (m) => formatPercent(m.local) },
  { header: 'Linehaul', cell: (m) => formatPercent(m.linehaul) },
  { header: 'Figures', cell: (m) => (m.sample ? <strong>Sample</strong> : 'Published') },
];

export default async function StaffFuelLevyPage() {
  const user = await requirePage('/staff/fuel-levy');
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
        <div className="mb-4">
          <StaffTable
            caption="Saved fuel-levy months, newest first"
            rows={months.slice(0, HISTORY_MONTHS)}
            rowKey={(m) => `${m.year}-${m.month}`}
            columns={LEVY_COLUMNS}
            empty="No months are saved yet."
          />
        </div>
        <RemoveSampleMonths count={samples} />
      </Card>
    </StaffShell>
  );
}
