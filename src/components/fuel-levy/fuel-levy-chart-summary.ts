import { formatPercent } from '@/domain/format';
import type { FuelLevyMonth } from '@/domain/fuel-levy';

type Month = Pick<FuelLevyMonth, 'monthName' | 'year' | 'local' | 'linehaul'>;

const label = (m: Month) => `${m.monthName} ${m.year}`;

function range(months: Month[], key: 'local' | 'linehaul'): { low: Month; high: Month } {
  let low = months[0]!;
  let high = months[0]!;
  for (const m of months) {
    if (m[key] < low[key]) low = m;
    if (m[key] > high[key]) high = m;
  }
  return { low, high };
}

/** The chart's text alternative: the span, the range of each levy and the latest month. */
export function describeFuelLevyTrend(months: Month[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'No fuel levy months have been published yet.';
  if (months.length === 1) {
    return `${label(last)}: linehaul fuel levy ${formatPercent(last.linehaul)}, local fuel levy ${formatPercent(last.local)}.`;
  }
  const linehaul = range(months, 'linehaul');
  const local = range(months, 'local');
  return [
    `Over the ${months.length} months from ${label(first)} to ${label(last)},`,
    `the linehaul fuel levy ranged from ${formatPercent(linehaul.low.linehaul)} (${label(linehaul.low)})`,
    `to ${formatPercent(linehaul.high.linehaul)} (${label(linehaul.high)})`,
    `and the local fuel levy from ${formatPercent(local.low.local)} (${label(local.low)})`,
    `to ${formatPercent(local.high.local)} (${label(local.high)}).`,
    `In ${label(last)} they are ${formatPercent(last.linehaul)} linehaul and ${formatPercent(last.local)} local.`,
  ].join(' ');
}
