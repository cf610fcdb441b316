import { describe, expect, it } from 'vitest';
import { allSuburbs, findSuburb, isKnownSuburb, searchSuburbs } from './suburbs.server';

describe('compiled suburb table', () => {
  it('holds the whole dataset, about 18.5k localities with coordinates in Australia', () => {
    const all = allSuburbs();
    expect(all.length).toBeGreaterThan(18_000);
    // One assertion over the whole table (not 90,000 of them), naming any locality that is off.
    const misplaced = all.filter(
      (s) =>
        !(s.lat < -9 && s.lat > -56 && s.lng > 72 && s.lng < 168) ||
        s.label !== `${s.locality} ${s.state} ${s.postcode}`,
    );
    expect(misplaced).toEqual([]);
  });
  it('finds a suburb by its label, forgiving case and spacing', () => {
    expect(findSuburb('LAVERTON NORTH VIC 3026')).toMatchObject({
      locality: 'LAVERTON NORTH',
      state: 'VIC',
      postcode: '3026',
    });
    expect(isKnownSuburb(' laverton  north vic 3026 ')).toBe(true);
    expect(isKnownSuburb('LAVERTON NORTH VIC 3027')).toBe(false);
    expect(isKnownSuburb('')).toBe(false);
  });
  it('searches by name and by postcode', () => {
    expect(searchSuburbs('laverton n').map((s) => s.label)).toEqual(['LAVERTON NORTH VIC 3026']);
    expect(searchSuburbs('3026').map((s) => s.label)).toContain('LAVERTON NORTH VIC 3026');
    expect(searchSuburbs('melb', 5)).toHaveLength(5);
  });
});
