import { describe, expect, it } from 'vitest';
import { namesSuburbExactly } from '@/domain/suburb';
import {
  allSuburbs,
  findSuburb,
  isKnownSuburb,
  searchSuburbs,
  suburbLabels,
} from './suburbs.server';

describe('compiled suburb table', () => {
  it('holds the places freight reaches, about 17.8k localities with coordinates in Australia', () => {
    const all = allSuburbs();
    expect(all.length).toBeGreaterThan(17_500);
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
  it('offers the city itself first: SYDNEY NSW 2000, PERTH WA 6000, ROCKLEA QLD 4106', () => {
    expect(searchSuburbs('Sydney')[0]?.label).toBe('SYDNEY NSW 2000');
    expect(
      searchSuburbs('Perth')
        .map((s) => s.label)
        .slice(0, 2),
    ).toEqual(['PERTH WA 6000', 'PERTH TAS 7300']);
    expect(searchSuburbs('rocklea').map((s) => s.label)).toEqual([
      'ROCKLEA QLD 4106',
      'ROCKLEA WA 6751',
    ]);
  });
  it('leaves out PO-box and large-volume-receiver postcodes and postal sites (decision 015)', () => {
    for (const label of [
      'SYDNEY NSW 1001', // large-volume receiver
      'SYDNEY NSW 2001', // PO boxes
      'PERTH WA 6001', // PO boxes
      'ROCKLEA DC QLD 4106', // delivery centre
      'DARWIN MC NT 0820', // mail centre
      'PERTH BC WA 6849', // business centre
      'SUBIACO PO WA 6904', // post office
    ]) {
      expect(isKnownSuburb(label), label).toBe(false);
    }
    expect(suburbLabels().filter((l) => / (DC|MC|BC|PO|LPO) [A-Z]+ \d{4}$/.test(l))).toEqual([]);
    // A label that is both a delivery area and a PO-box postcode stays.
    expect(isKnownSuburb('PERTH TAS 7300')).toBe(true);
  });
  it('sends browsers exactly the labels the server accepts, central places first', () => {
    const labels = suburbLabels();
    expect(new Set(labels).size).toBe(allSuburbs().length);
    expect(labels.every((l) => isKnownSuburb(l))).toBe(true);
    expect(labels.indexOf('PERTH WA 6000')).toBeLessThan(labels.indexOf('PERTH TAS 7300'));
  });
  it('finds "Laverton North" as the one suburb of that name', () => {
    const exact = searchSuburbs('Laverton North').filter((s) =>
      namesSuburbExactly('Laverton North', s.label),
    );
    expect(exact.map((s) => s.label)).toEqual(['LAVERTON NORTH VIC 3026']);
  });
});
