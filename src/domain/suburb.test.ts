import { describe, expect, it } from 'vitest';
import {
  createSuburbSearch,
  greatCircleKm,
  namesSuburbExactly,
  normaliseSuburbQuery,
  suburbLocality,
} from './suburb';

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
  it('ranks suburbs the query names exactly first, then labels starting with it, then word starts', () => {
    expect(find('laverton')).toEqual([
      'LAVERTON VIC 3028',
      'LAVERTON WA 6440',
      'LAVERTON NORTH VIC 3026',
    ]);
    expect(find('laverton north')).toEqual(['LAVERTON NORTH VIC 3026']);
    expect(find('north')).toEqual(['NORTH MELBOURNE VIC 3051', 'LAVERTON NORTH VIC 3026']);
  });
  it('keeps the order of the list within a rank', () => {
    // The server sends central places first; the search must not sort them back alphabetically.
    const list = [
      'PERTH WA 6000',
      'PERTH AIRPORT WA 6105',
      'PERTHVILLE NSW 2795',
      'PERTH TAS 7300',
      'NORTH PERTH WA 6006',
    ];
    const rank = createSuburbSearch(list);
    expect(rank('perth').map((i) => list[i])).toEqual([
      'PERTH WA 6000',
      'PERTH TAS 7300',
      'PERTH AIRPORT WA 6105',
      'PERTHVILLE NSW 2795',
      'NORTH PERTH WA 6006',
    ]);
  });
  it('counts a whole label typed out as an exact match', () => {
    expect(find('laverton vic 3028')).toEqual(['LAVERTON VIC 3028']);
    expect(find('laverton vic 3028', 1)).toEqual(['LAVERTON VIC 3028']);
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
    expect(find('laverton', 1)).toEqual(['LAVERTON VIC 3028']);
  });
});

describe('exact names', () => {
  it('takes the locality from a label', () => {
    expect(suburbLocality('LAVERTON NORTH VIC 3026')).toBe('LAVERTON NORTH');
    expect(suburbLocality("O'CONNOR ACT 2602")).toBe("O'CONNOR");
    expect(suburbLocality('NOT A LABEL')).toBe('NOT A LABEL');
  });
  it('names a suburb by its locality or its whole label, forgiving case and spacing', () => {
    expect(namesSuburbExactly(' laverton  north ', 'LAVERTON NORTH VIC 3026')).toBe(true);
    expect(namesSuburbExactly('laverton north vic 3026', 'LAVERTON NORTH VIC 3026')).toBe(true);
    expect(namesSuburbExactly('laverton', 'LAVERTON NORTH VIC 3026')).toBe(false);
    expect(namesSuburbExactly('laverton north vic', 'LAVERTON NORTH VIC 3026')).toBe(false);
    expect(namesSuburbExactly('', 'LAVERTON NORTH VIC 3026')).toBe(false);
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
