import { describe, expect, it } from 'vitest';
import { SAMPLE_LANES } from '@/content/rate-card-sample-lanes';
import { RATE_IDS, rateCard } from '@/domain/rate-card';
import { buildShippedCard } from '@/domain/shipped-rate-card';
import { greatCircleKm } from '@/domain/suburb';
import { compileCard, priceLane } from '@/domain/zone-rate-card';
import { allSuburbs, findSuburb } from '../suburbs/suburbs.server';
import {
  readRateCardFiles,
  uncoveredPostcodes,
  lanesCsv,
  surchargeTexts,
  zonesCsv,
} from './rate-card-files';

const card = buildShippedCard(allSuburbs());

/** Economy and express base in cents by the formula the site priced with before the cards. */
function formulaAt(straightKm: number, pallets: number): [number, number] {
  const roadKm = Math.round(straightKm * rateCard.roadFactor * 10) / 10;
  const { minimumCents, perPalletCents, perPalletKmCents } = rateCard.economy;
  const economy = Math.max(
    minimumCents,
    Math.round(pallets * (perPalletCents + perPalletKmCents * roadKm)),
  );
  return [economy, Math.round(economy * rateCard.expressMultiplier)];
}
const compiled = compileCard(card);

/**
 * The sample lanes at 3 pallets, base rate in cents: today's formula between the two suburbs
 * (economy, express), and the shipped card's lane (economy, express).
 */
const PINNED: [string, string, string, number, number, number, number][] = [
  ['MELBOURNE VIC 3000', 'SYDNEY NSW 2000', 'MEL → SYD', 75983, 74682, 110175, 108291],
  ['SYDNEY NSW 2000', 'BRISBANE CITY QLD 4000', 'SYD → BNE', 77527, 77838, 112414, 112863],
  ['MELBOURNE VIC 3000', 'ADELAIDE SA 5000', 'MEL → ADL', 71231, 71991, 103285, 104385],
  ['ADELAIDE SA 5000', 'PERTH WA 6000', 'ADL → PER', 188302, 188295, 273038, 273027],
  ['MELBOURNE VIC 3000', 'PERTH WA 6000', 'MEL → PER', 235043, 235683, 340812, 341739],
  ['BRISBANE CITY QLD 4000', 'PERTH WA 6000', 'BNE → PER', 305095, 304131, 442388, 440991],
  ['MELBOURNE VIC 3000', 'HOBART TAS 7000', 'MEL → HBA', 66855, 65013, 96940, 94269],
  ['SYDNEY NSW 2000', 'CANBERRA ACT 2600', 'SYD → CBR', 39280, 38487, 56956, 55809],
  ['ADELAIDE SA 5000', 'DARWIN CITY NT 0800', 'ADL → DRW', 227598, 223914, 330017, 324678],
  ['LAVERTON NORTH VIC 3026', 'ROCKLEA QLD 4106', 'MEL → BNE', 128453, 128130, 186257, 185787],
  ['DANDENONG VIC 3175', 'PARRAMATTA NSW 2150', 'MEL → SYD', 74749, 74682, 108386, 108291],
  ['LAVERTON NORTH VIC 3026', 'DANDENONG VIC 3175', 'MEL → MEL', 22780, 22548, 33031, 32697],
  ['MELBOURNE VIC 3000', 'GEELONG VIC 3220', 'MEL → GEELONG', 24615, 25269, 35692, 36639],
  ['SYDNEY NSW 2000', 'NEWCASTLE NSW 2300', 'SYD → NEWCASTLE', 28813, 29361, 41779, 42573],
  ['SYDNEY NSW 2000', 'WOLLONGONG NSW 2500', 'SYD → WOLLONGONG', 24912, 24939, 36122, 36162],
  ['BRISBANE CITY QLD 4000', 'SOUTHPORT QLD 4215', 'BNE → GOLD-COAST', 24767, 25956, 35912, 37635],
  [
    'BRISBANE CITY QLD 4000',
    'TOWNSVILLE CITY QLD 4810',
    'BNE → TOWNSVILLE',
    107478,
    106659,
    155843,
    154656,
  ],
  [
    'BRISBANE CITY QLD 4000',
    'TOOWOOMBA CITY QLD 4350',
    'BNE → QLD-COUNTRY-43',
    27928,
    27288,
    40496,
    39567,
  ],
  ['SYDNEY NSW 2000', 'DUBBO NSW 2830', 'SYD → NSW-COUNTRY-28', 43366, 43524, 62881, 63111],
  ['SYDNEY NSW 2000', 'WAGGA WAGGA NSW 2650', 'SYD → NSW-COUNTRY-26', 49477, 47076, 71742, 68259],
];

describe('the rate card that ships with the site', () => {
  it("names each capital's metro zone and each state's country", () => {
    const zones = new Set(card.zones.map((z) => z.zone));
    for (const zone of ['MEL', 'SYD', 'BNE', 'ADL', 'PER', 'HBA', 'CBR', 'DRW']) {
      expect(zones).toContain(zone);
    }
    for (const state of ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT']) {
      expect([...zones].some((z) => z.startsWith(`${state}-COUNTRY-`))).toBe(true);
    }
    expect(compiled.zoneOf('3000')).toBe('MEL');
    expect(compiled.zoneOf('0800')).toBe('DRW');
    expect(compiled.zoneOf('2620')).toBe('CBR');
    expect(compiled.zoneOf('3550')).toBe('VIC-COUNTRY-35');
  });

  it('covers every suburb of the list, each postcode in one zone, every lane both ways', () => {
    expect(
      uncoveredPostcodes(
        card.zones,
        allSuburbs().map((s) => s.postcode),
      ),
    ).toEqual([]);
    // Read back through the import's checks: no overlap, every lane priced for both services.
    const files = {
      zones: zonesCsv(card.zones),
      lanes: lanesCsv(card.lanes),
      surcharges: surchargeTexts(card.surcharges),
    };
    expect(readRateCardFiles(files)).toEqual(card);
  });

  it("prices the 20 sample lanes within 5% of today's formula", () => {
    expect(PINNED.map(([a, b]) => [a, b])).toEqual(SAMPLE_LANES);
    for (const [a, b, lane, todayEconomy, cardEconomy, todayExpress, cardExpress] of PINNED) {
      const from = findSuburb(a)!;
      const to = findSuburb(b)!;
      // The pins are today's formula between these two suburbs (rate-card.ts)...
      expect(formulaAt(greatCircleKm(from, to), 3)).toEqual([todayEconomy, todayExpress]);
      // ...and the card's lane, which prices them within 5%.
      const priced = RATE_IDS.map((id) => priceLane(compiled, id, from.postcode, to.postcode, 3)!);
      expect(`${priced[0]!.fromZone} → ${priced[0]!.toZone}`).toBe(lane);
      expect(priced.map((p) => p.baseCents)).toEqual([cardEconomy, cardExpress]);
      expect(Math.abs(cardEconomy / todayEconomy - 1)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(cardExpress / todayExpress - 1)).toBeLessThanOrEqual(0.05);
    }
  });
});
