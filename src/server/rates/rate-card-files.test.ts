import { describe, expect, it } from 'vitest';
import { compileCard } from '@/domain/zone-rate-card';
import { MAX_COLUMNS, RateCardFileError, readRateCardFiles } from './rate-card-files';
import { SURCHARGES } from '../../../tests/support/rate-card-surcharges';

const ZONES = 'zone,postcode_from,postcode_to\nMEL,3000,3999\nSYD,2000,2999\n';
const LANE_HEADER =
  'service,from_zone,to_zone,basic_charge,per_pallet,minimum,max_pallets,transit_days';
const LANES = [
  LANE_HEADER,
  'economy,MEL,SYD,0,250.00,95.00,,2',
  'express,MEL,SYD,0,360.00,137.75,,1',
].join('\n');

/** The faults a set of files is refused with, or [] when it reads as a card. */
function faultsOf(files: { zones?: string; lanes?: string }): string[] {
  try {
    readRateCardFiles({ zones: ZONES, lanes: LANES, surcharges: SURCHARGES, ...files });
    return [];
  } catch (err) {
    if (err instanceof RateCardFileError) return err.faults;
    throw err;
  }
}

describe('reading a rate card file', () => {
  it('reads the sample files as a card', () => {
    const card = readRateCardFiles({ zones: ZONES, lanes: LANES, surcharges: SURCHARGES });
    expect(card.zones).toEqual([
      { zone: 'MEL', from: 3000, to: 3999 },
      { zone: 'SYD', from: 2000, to: 2999 },
    ]);
    expect(card.lanes).toHaveLength(2);
  });

  it('refuses a header wider than a rate sheet, whatever its rows, and names the limit', () => {
    const wide = `zone,postcode_from,postcode_to${','.repeat(20_000)}\n${'MEL,3000,3999\n'.repeat(2_000)}`;
    expect(faultsOf({ zones: wide })).toContain(
      `zones.csv: its first row has 20,003 columns; a rate card file has at most ${MAX_COLUMNS}, named zone,postcode_from,postcode_to,postcode`,
    );
  });

  it('reads the columns it knows from a file with others beside them, in any order', () => {
    const zones = 'note,postcode_to,zone,postcode_from\nCBD,3999,MEL,3000\n,2999,SYD,2000\n';
    expect(faultsOf({ zones })).toEqual([]);
  });

  it('skips the empty rows a spreadsheet writes and counts them in the row numbers', () => {
    const lanes = [
      LANE_HEADER,
      ',,,,,,,',
      'economy,MEL,SYD,0,250.00,95.00,,2',
      '',
      'express,MEL,SYD,0,360.00,12O.00,,1',
    ].join('\n');
    expect(faultsOf({ lanes })).toContain("lanes.csv row 5, minimum: '12O.00' is not an amount");
  });

  it('takes a zone name the same whatever its case and runs of spaces', () => {
    const zones = 'zone,postcode_from,postcode_to\nMel  West,3000,3999\nSYD,2000,2999\n';
    const lanes = [
      LANE_HEADER,
      'economy,MEL WEST,SYD,0,250.00,95.00,,2',
      'express,mel west,SYD,0,360.00,137.75,,1',
    ].join('\n');
    const card = readRateCardFiles({ zones, lanes, surcharges: SURCHARGES });
    expect(card.zones[0]!.zone).toBe('MEL WEST');
    expect(new Set(card.lanes.map((l) => l.fromZone))).toEqual(new Set(['MEL WEST']));
  });

  it('refuses a lane row that would price a load at $0', () => {
    const lanes = [
      LANE_HEADER,
      'economy,MEL,SYD,,0,,,2',
      'express,MEL,SYD,0,360.00,137.75,,1',
    ].join('\n');
    expect(faultsOf({ lanes })).toContain(
      'lanes.csv row 2: it prices every load at $0; give it a per_pallet charge, a basic_charge or a minimum',
    );
    // A basic charge or a minimum alone is a price.
    const flat = [LANE_HEADER, 'economy,MEL,SYD,,0,95.00,,2', 'express,MEL,SYD,150,0,,,1'];
    expect(faultsOf({ lanes: flat.join('\n') })).toEqual([]);
  });

  it('keeps a postcode listed twice in one zone once, so a card holds no more ranges than postcodes', () => {
    const repeated = `zone,postcode_from,postcode_to\n${'MEL,0000,9999\n'.repeat(50_000)}`;
    const card = readRateCardFiles({
      zones: repeated,
      lanes: [LANE_HEADER, 'economy,MEL,MEL,0,70.00,95.00,,1', 'express,MEL,MEL,0,99,0,,1'].join(
        '\n',
      ),
      surcharges: SURCHARGES,
    });
    expect(card.zones).toEqual([{ zone: 'MEL', from: 0, to: 9999 }]);
    const zones = 'zone,postcode_from,postcode_to\nMEL,3000,3100\nSYD,2000,2999\nMEL,3050,3999\n';
    const merged = readRateCardFiles({ zones, lanes: LANES, surcharges: SURCHARGES });
    expect(merged.zones).toEqual([
      { zone: 'SYD', from: 2000, to: 2999 },
      { zone: 'MEL', from: 3000, to: 3999 },
    ]);
    expect(compileCard(merged).zoneOf('3075')).toBe('MEL');
  });
});
