import { describe, expect, it } from 'vitest';
import { describeLastMonth } from './rate-card-preview.server';

describe('describeLastMonth', () => {
  it('says when no quote was saved to compare', () => {
    expect(describeLastMonth({ quotes: 0, averageChangePercent: null, byHand: 0 })).toBe(
      'No quotes were saved in the last 30 days to compare.',
    );
  });

  it('gives the change on average, rounded to a tenth, and the quotes left to price by hand', () => {
    expect(describeLastMonth({ quotes: 1_250, averageChangePercent: 2.34, byHand: 0 })).toBe(
      'The 1,250 quotes of the last 30 days would have cost 2.3% more on average.',
    );
    expect(describeLastMonth({ quotes: 40, averageChangePercent: -1.5, byHand: 3 })).toBe(
      'The 40 quotes of the last 30 days would have cost 1.5% less on average. 3 of them would have been priced by hand.',
    );
  });

  it('says "the same" for a change that rounds to nothing, and no average of one quote', () => {
    expect(describeLastMonth({ quotes: 1, averageChangePercent: 0, byHand: 0 })).toBe(
      'The one quote of the last 30 days would have cost the same.',
    );
    expect(describeLastMonth({ quotes: 9, averageChangePercent: -0.04, byHand: 0 })).toBe(
      'The 9 quotes of the last 30 days would have cost the same on average.',
    );
  });

  // A draft that prices none of the month's quotes has nothing to average: that is the warning.
  it('says plainly when the draft would price every quote by hand', () => {
    expect(describeLastMonth({ quotes: 12, averageChangePercent: null, byHand: 12 })).toBe(
      'All 12 quotes of the last 30 days would have been priced by hand.',
    );
    expect(describeLastMonth({ quotes: 1, averageChangePercent: null, byHand: 1 })).toBe(
      'The one quote of the last 30 days would have been priced by hand.',
    );
  });
});
