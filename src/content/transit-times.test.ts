import { describe, expect, it } from 'vitest';
import { cities, routeLabel, transitTimes } from './transit-times';

describe('express transit times (spec §9)', () => {
  it('has 15 distinct city pairs', () => {
    expect(transitTimes).toHaveLength(15);
    const pairs = new Set(transitTimes.map((r) => [r.from, r.to].sort().join('-')));
    expect(pairs.size).toBe(15);
    expect(transitTimes.every((r) => r.from !== r.to && cities[r.from] && cities[r.to])).toBe(true);
  });

  it('runs from 8 hours Melbourne–Adelaide 731 km to 48 hours Brisbane–Perth 4,314 km', () => {
    const first = transitTimes[0]!;
    const last = transitTimes.at(-1)!;
    expect([routeLabel(first), first.distanceKm, first.transitHours]).toEqual([
      'Melbourne – Adelaide',
      731,
      8,
    ]);
    expect([routeLabel(last), last.distanceKm, last.transitHours]).toEqual([
      'Brisbane – Perth',
      4314,
      48,
    ]);
    const hours = transitTimes.map((r) => r.transitHours);
    expect(Math.min(...hours)).toBe(8);
    expect(Math.max(...hours)).toBe(48);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
  });

  it('never claims an average faster than a truck can run door to door', () => {
    for (const r of transitTimes) expect(r.distanceKm / r.transitHours).toBeLessThanOrEqual(92);
  });
});
