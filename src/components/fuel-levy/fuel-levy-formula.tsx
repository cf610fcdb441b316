import { fuelLevy } from '@/content/fuel-levy';
import { fuelLevyConfig, fuelPriceIndexName } from '@/content/fuel-levy-config';
import { formatDisplayDate, formatPercent } from '@/domain/format';
import { computeFuelLevy } from '@/domain/fuel-levy';
import type { FuelLevyInputs, FuelLevyMonth } from '@/domain/fuel-levy';
import { SampleTag } from './sample-tag';

export type FuelLevyWorkedMonth = FuelLevyMonth &
  FuelLevyInputs & { localFactor: number; linehaulFactor: number };

const cents = (value: number) => `${value.toFixed(2)} c/L`;
const factor = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** The formula of spec §9 in plain words, worked through with the latest month's own numbers. */
export function FuelLevyFormula({ month }: { month: FuelLevyWorkedMonth | null }) {
  return (
    <section aria-labelledby="fuel-levy-formula" className="prose-site max-w-3xl">
      <h2 id="fuel-levy-formula">How the fuel levy is worked out</h2>
      <p>
        Fuel is almost a third of what it costs to move freight by road, and its price changes every
        week. Rather than reprice every lane each time diesel moves, our rates are set at a base
        fuel price and a monthly fuel levy adds the difference on top. The levy is calculated the
        same way every month, in the open:
      </p>
      <p className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-4 py-3 font-medium text-brand-900">
        levy = (((current fuel price ÷ 1.1) − fuel tax credit) − base fuel price) ÷ base fuel price
        × fuel factor
      </p>
      <ul>
        <li>
          The <strong>current fuel price</strong> is the previous month&apos;s average price of
          diesel on {fuelPriceIndexName}, in cents per litre including GST. Dividing by 1.1 takes
          the GST out.
        </li>
        <li>
          The <strong>fuel tax credit</strong> is the part of the fuel excise the Australian
          Taxation Office refunds on fuel used by heavy vehicles on public roads, so it is not a
          cost we pass on.
        </li>
        <li>
          The <strong>base fuel price</strong> is the fuel price our freight rates were set at.
        </li>
        <li>
          The <strong>fuel factor</strong> is the share of a freight rate that moves with the price
          of fuel: {factor(fuelLevyConfig.linehaulFactor)} for linehaul work between cities and{' '}
          {factor(fuelLevyConfig.localFactor)} for local pick-up and delivery.
        </li>
      </ul>
      <p>
        If fuel ever falls below the base price, the levy is zero: it never goes negative. A new
        levy applies to all freight movements from the date stated with it.
      </p>
      {month ? <WorkedExample month={month} /> : null}
    </section>
  );
}

function WorkedExample({ month }: { month: FuelLevyWorkedMonth }) {
  const { netPriceCents, movement } = computeFuelLevy(month, {
    localFactor: month.localFactor,
    linehaulFactor: month.linehaulFactor,
    gstDivisor: fuelLevyConfig.gstDivisor,
  });
  const exGst = month.dieselPriceCents / fuelLevyConfig.gstDivisor;
  const label = `${month.monthName} ${month.year}`;
  return (
    <>
      <h3 id="fuel-levy-worked-example">
        The levy for {label}, step by step{month.sample ? <SampleTag /> : null}
      </h3>
      {month.sample ? (
        <p className="rounded-md border-l-4 border-accent-700 bg-accent-100 px-4 py-3">
          {fuelLevy.sample.workedExampleNote(label)}
        </p>
      ) : null}
      <ol aria-labelledby="fuel-levy-worked-example">
        <li>
          Average diesel price for the month before:{' '}
          <strong>{cents(month.dieselPriceCents)}</strong> including GST.
        </li>
        <li>
          Without GST: {cents(month.dieselPriceCents)} ÷ 1.1 = <strong>{cents(exGst)}</strong>.
        </li>
        <li>
          Less the fuel tax credit of {cents(month.fuelTaxCreditCents)}:{' '}
          <strong>{cents(netPriceCents)}</strong>.
        </li>
        <li>
          Against our base fuel price of {cents(month.basePriceCents)}: ({cents(netPriceCents)} −{' '}
          {cents(month.basePriceCents)}) ÷ {cents(month.basePriceCents)} ={' '}
          <strong>{formatPercent(movement * 100)}</strong>.
        </li>
        <li>
          Times the fuel factor: {formatPercent(movement * 100)} × {factor(month.linehaulFactor)} ={' '}
          <strong>{formatPercent(month.linehaul)} linehaul</strong>, and{' '}
          {formatPercent(movement * 100)} × {factor(month.localFactor)} ={' '}
          <strong>{formatPercent(month.local)} local</strong>.
        </li>
      </ol>
      <p>
        These levies apply to all freight movements from{' '}
        <strong>{formatDisplayDate(month.appliesFrom)}</strong>.
      </p>
    </>
  );
}
