import { describe, expect, it } from 'vitest';
import { createSuburbSearch, greatCircleKm, normaliseSuburbQuery } from './suburb';

const labels = [
  'DERRIMUT VIC 3026',
  'LAVERTON NORTH VIC 3026',
  'LAVERTON VIC 3028',
  'LAVERTON WA 6440',
  'NORTH MELBOURNE VIC 3051',
  "O'CONNOR ACT 2602",
];
const search = createSuburbSearch(labels);
const find = (q: string, limit?: number) => search(q, limit).map((i) => labels[i]);

describe('suburb search', () => {
  it('ranks labels that start with the query first, then word starts, alphabetically', () => {
    expect(find('laverton')).toEqual([
      'LAVERTON NORTH VIC 3026',
      'LAVERTON VIC 3028',
      'LAVERTON WA 6440',
    ]);
    expect(find('north')).toEqual(['NORTH MELBOURNE VIC 3051', 'LAVERTON NORTH VIC 3026']);
  });
  it('finds by postcode and by words in any order', () => {
    expect(find('3026')).toEqual(['DERRIMUT VIC 3026', 'LAVERTON NORTH VIC 3026']);
    expect(find('3026 laverton')).toEqual(['LAVERTON NORTH VIC 3026']);
  });
  it('forgives case, spacing, commas and typographic apostrophes', () => {
    expect(normaliseSuburbQuery('  laverton   north, vic ')).toBe('LAVERTON NORTH VIC');
    expect(find('o’connor')).toEqual(["O'CONNOR ACT 2602"]);
  });
  it('returns nothing for an empty query and honours the limit', () => {
    expect(find('   ')).toEqual([]);
    expect(find('laverton', 1)).toEqual(['LAVERTON NORTH VIC 3026']);
  });
});

describe('greatCircleKm', () => {
  it('measures a quarter of the equator as a quarter of the 6371 km circle', () => {
    // 2 x pi x 6371 / 4 = 10 007.54 km.
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(10_007.54, 2);
  });
  it('measures Melbourne to Sydney by the haversine formula', () => {
    // sin2(dLat/2) = 0.0011846; cos(lat1) cos(lat2) = 0.655957; sin2(dLng/2) = 0.0029682;
    // h = 0.0031316; 2 x 6371 x asin(sqrt h) = 2 x 6371 x 0.0559902 = 713.43 km.
    const km = greatCircleKm({ lat: -37.8136, lng: 144.9631 }, { lat: -33.8688, lng: 151.2093 });
    expect(km).toBeCloseTo(713.43, 2);
  });
  it('is zero for one point', () => {
    expect(greatCircleKm({ lat: -37.8, lng: 144.9 }, { lat: -37.8, lng: 144.9 })).toBe(0);
  });
});
