import { formatPercent } from '@/domain/format';
import type { FuelLevyMonth } from '@/domain/fuel-levy';

type Month = Pick<FuelLevyMonth, 'monthName' | 'year' | 'local' | 'linehaul'> & {
  sample?: boolean;
};

const label = (m: Month) => `${m.monthName} ${m.year}`;

/** "December 2025 to March 2026 and June 2026": runs of neighbouring sample months. */
function sampleSpans(months: Month[]): string[] {
  const spans: string[] = [];
  let start: Month | undefined;
  months.forEach((m, i) => {
    if (!m.sample) return;
    start ??= m;
    if (!months[i + 1]?.sample) {
      spans.push(start === m ? label(m) : `${label(start)} to ${label(m)}`);
      start = undefined;
    }
  });
  return spans;
}

/** A sentence saying which months hold sample figures, or '' when none do. */
export function describeSampleMonths(months: Month[]): string {
  const spans = sampleSpans(months);
  if (spans.length === 0) return '';
  if (months.every((m) => m.sample)) {
    return months.length === 1
      ? 'These are sample figures, not a published levy.'
      : 'All of these months are sample figures, not published levies.';
  }
  const list =
    spans.length === 1 ? spans[0] : `${spans.slice(0, -1).join(', ')} and ${spans.at(-1)}`;
  return `The figures for ${list} are sample figures, not published levies.`;
}

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
  const samples = describeSampleMonths(months);
  if (months.length === 1) {
    return [
      `${label(last)}: linehaul fuel levy ${formatPercent(last.linehaul)}, local fuel levy ${formatPercent(last.local)}.`,
      ...(samples ? [samples] : []),
    ].join(' ');
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
    ...(samples ? [samples] : []),
  ].join(' ');
}
