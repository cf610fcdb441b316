import { describe, expect, it } from 'vitest';
import { describeFuelLevyTrend } from './fuel-levy-chart-summary';

const months = [
  { monthName: 'September', year: 2026, local: 13.5, linehaul: 17.14 },
  { monthName: 'October', year: 2026, local: 14.19, linehaul: 18.01 },
  { monthName: 'November', year: 2026, local: 14.8, linehaul: 18.79 },
];

describe('describeFuelLevyTrend', () => {
  it('names the span, the low and high of each levy and the latest month, 2 decimals', () => {
    expect(describeFuelLevyTrend(months)).toBe(
      'Over the 3 months from September 2026 to November 2026, the linehaul fuel levy ranged from 17.14% (September 2026) to 18.79% (November 2026) and the local fuel levy from 13.50% (September 2026) to 14.80% (November 2026). In November 2026 they are 18.79% linehaul and 14.80% local.',
    );
  });
  it('describes one month and no months', () => {
    expect(describeFuelLevyTrend(months.slice(2))).toBe(
      'November 2026: linehaul fuel levy 18.79%, local fuel levy 14.80%.',
    );
    expect(describeFuelLevyTrend([])).toMatch(/No fuel levy months/);
  });

  it('says which months hold sample figures', () => {
    const sample = (m: (typeof months)[number]) => ({ ...m, sample: true });
    const [september, october, november] = months as [
      (typeof months)[number],
      (typeof months)[number],
      (typeof months)[number],
    ];
    expect(describeFuelLevyTrend(months.map(sample))).toMatch(
      /In November 2026 they are 18\.79% linehaul and 14\.80% local\. All of these months are sample figures, not published levies\.$/,
    );
    expect(describeFuelLevyTrend([sample(september), sample(october), november])).toMatch(
      /14\.80% local\. The figures for September 2026 to October 2026 are sample figures, not published levies\.$/,
    );
    expect(describeFuelLevyTrend([sample(september), october, sample(november)])).toMatch(
      /The figures for September 2026 and November 2026 are sample figures, not published levies\.$/,
    );
    expect(describeFuelLevyTrend([sample(november)])).toBe(
      'November 2026: linehaul fuel levy 18.79%, local fuel levy 14.80%. These are sample figures, not a published levy.',
    );
    expect(describeFuelLevyTrend(months)).not.toMatch(/sample/);
  });
});
