import { fuelLevy } from '@/content/fuel-levy';
import { formatPercent } from '@/domain/format';
import type { FuelLevyMonth } from '@/domain/fuel-levy';
import { describeFuelLevyTrend } from './fuel-levy-chart-summary';
import { SampleTag } from './sample-tag';

type Month = Pick<FuelLevyMonth, 'monthName' | 'year' | 'local' | 'linehaul' | 'sample'>;

const WIDTH = 560;
const HEIGHT = 300;
const PAD = { left: 48, right: 24, top: 16, bottom: 52 };

// Both lines have at least 3:1 contrast against white (WCAG 1.4.11); they differ by dash too.
const series = [
  { key: 'linehaul', label: 'Linehaul fuel levy', colour: '#155c45', dash: undefined },
  { key: 'local', label: 'Local fuel levy', colour: '#9a520a', dash: '8 5' },
] as const;

/** A line chart of the last months (oldest first) with its text alternative. Server-rendered. */
export function FuelLevyChart({ months }: { months: Month[] }) {
  if (months.length === 0) return null;
  const top = Math.max(5, Math.ceil(Math.max(...months.map((m) => m.linehaul, 0)) / 5) * 5);
  const ticks = Array.from({ length: top / 5 + 1 }, (_, i) => i * 5);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (months.length === 1 ? plotW / 2 : (i * plotW) / (months.length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const summary = describeFuelLevyTrend(months);
  const first = months[0]!;
  const last = months.at(-1)!;

  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <svg
        role="img"
        aria-labelledby="fuel-levy-chart-title"
        aria-describedby="fuel-levy-chart-desc"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        <title id="fuel-levy-chart-title">
          {`Fuel levy by month, ${first.monthName} ${first.year} to ${last.monthName} ${last.year}`}
        </title>
        <desc id="fuel-levy-chart-desc">{summary}</desc>
        <g fontSize="14" fill="#4f5e59">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(t)}
                y2={y(t)}
                stroke={t === 0 ? '#4f5e59' : '#d1d5db'}
                strokeWidth={1}
              />
              <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end">
                {`${t}%`}
              </text>
            </g>
          ))}
          {months.map((m, i) => (
            <text key={`${m.year}-${m.monthName}`} x={x(i)} y={HEIGHT - 30} textAnchor="middle">
              {m.monthName.slice(0, 3)}
              {i === 0 || m.monthName === 'January' ? (
                <tspan x={x(i)} dy={16}>
                  {m.year}
                </tspan>
              ) : null}
            </text>
          ))}
        </g>
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.colour}
              strokeWidth={3}
              strokeDasharray={s.dash}
              strokeLinejoin="round"
              points={months.map((m, i) => `${x(i)},${y(m[s.key])}`).join(' ')}
            />
            {months.map((m, i) => (
              <circle
                key={`${m.year}-${m.monthName}`}
                cx={x(i)}
                cy={y(m[s.key])}
                r={4}
                // A sample month is a hollow point (the legend and the summary say so).
                fill={m.sample ? '#ffffff' : s.colour}
                stroke={s.colour}
                strokeWidth={m.sample ? 2 : 0}
                data-sample={m.sample ? 'true' : undefined}
              />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="mt-4 space-y-3 text-sm text-muted">
        <ul className="flex flex-wrap gap-x-6 gap-y-1" aria-label="Legend">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg aria-hidden="true" width="32" height="8" viewBox="0 0 32 8">
                <line
                  x1="0"
                  x2="32"
                  y1="4"
                  y2="4"
                  stroke={s.colour}
                  strokeWidth="3"
                  strokeDasharray={s.dash}
                />
              </svg>
              {s.label}
            </li>
          ))}
          {months.some((m) => m.sample) ? (
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <circle cx="6" cy="6" r="4" fill="#ffffff" stroke="#4f5e59" strokeWidth="2" />
              </svg>
              {fuelLevy.sample.chartLegend}
            </li>
          ) : null}
        </ul>
        <p>{summary}</p>
        <details>
          <summary className="cursor-pointer font-medium text-brand-700">
            The chart&apos;s figures as a table
          </summary>
          <table className="mt-2 w-full max-w-md text-left text-ink">
            <caption className="sr-only">Fuel levy by month, oldest first</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Month
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  Linehaul
                </th>
                <th scope="col" className="py-1 text-right">
                  Local
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={`${m.year}-${m.monthName}`} className="border-t border-gray-200">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {m.monthName} {m.year}
                    {m.sample ? <SampleTag /> : null}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatPercent(m.linehaul)}</td>
                  <td className="py-1 text-right tabular-nums">{formatPercent(m.local)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
