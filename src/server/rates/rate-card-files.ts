import 'server-only';
import { parse } from 'csv-parse/sync';
import type { Info } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { postcodeNumber } from '@/domain/postcode';
import { RATE_IDS } from '@/domain/rate-card';
import type { RateId } from '@/domain/rate-card';
import type { LaneRow, Surcharges, ZoneCard, ZoneRange } from '@/domain/zone-rate-card';

// A zone rate card as the files staff edit in a spreadsheet (decision 127): zones.csv and
// lanes.csv with the columns of the carriers' rate sheets, and the surcharges. Reading checks every
// row and names each fault by file, row and column; a file with any fault gives no card.

export const ZONE_COLUMNS = ['zone', 'postcode_from', 'postcode_to'] as const;
export const LANE_COLUMNS = [
  'service',
  'from_zone',
  'to_zone',
  'basic_charge',
  'per_pallet',
  'minimum',
  'max_pallets',
  'transit_days',
] as const;

export const SURCHARGE_COLUMNS = ['surcharge', 'amount'] as const;

/** The surcharges as named in surcharges.csv and the console's form, with how each is written. */
export const SURCHARGE_FIELDS = [
  {
    name: 'dangerous_goods_percent',
    key: 'dangerousGoodsRate',
    label: 'Dangerous goods, % of the base',
    kind: 'percent',
  },
  {
    name: 'dangerous_goods_flat',
    key: 'dangerousGoodsFlatCents',
    label: 'Dangerous goods, flat ($)',
    kind: 'money',
  },
  {
    name: 'hand_unload_per_pallet',
    key: 'handUnloadPerPalletCents',
    label: 'Hand unload, per pallet ($)',
    kind: 'money',
  },
  { name: 'tailgate', key: 'tailgateCents', label: 'Tailgate truck ($)', kind: 'money' },
  { name: 'trailer_split', key: 'trailerSplitCents', label: 'Trailer split ($)', kind: 'money' },
] as const satisfies readonly {
  name: string;
  key: keyof Surcharges;
  label: string;
  kind: 'percent' | 'money';
}[];

/** An import carries two CSV files: 8 MiB holds a card of tens of thousands of rows. */
export const RATES_IMPORT_LIMIT = 8 * 1024 * 1024;

/** Most rows a file may hold, and most faults listed before the rest are counted. */
export const MAX_ROWS = 50_000;
const MAX_FAULTS = 40;

export class RateCardFileError extends Error {
  constructor(readonly faults: string[]) {
    super(faults.join('\n'));
  }
}

// --- Writing -------------------------------------------------------------------------------

const amount = (cents: number) => (cents / 100).toFixed(2);
const postcode = (n: number) => String(n).padStart(4, '0');

/**
 * CSV as Excel opens it cleanly: a byte-order mark so it reads UTF-8, rows ended CRLF, a header
 * row. Postcodes are written with four digits; Excel shows 0800 as 800, and reading puts the zero
 * back.
 */
function csv(columns: readonly string[], rows: (string | number)[][]): string {
  return stringify(rows, {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
  });
}

export function zonesCsv(zones: readonly ZoneRange[]): string {
  return csv(
    ZONE_COLUMNS,
    zones.map((z) => [z.zone, postcode(z.from), postcode(z.to)]),
  );
}

export function lanesCsv(lanes: readonly LaneRow[]): string {
  return csv(
    LANE_COLUMNS,
    lanes.map((l) => [
      l.service,
      l.fromZone,
      l.toZone,
      amount(l.basicChargeCents),
      amount(l.perPalletCents),
      amount(l.minimumCents),
      l.maxPallets === null ? '' : l.maxPallets,
      l.transitDays,
    ]),
  );
}

const surchargeText = (s: Surcharges, f: (typeof SURCHARGE_FIELDS)[number]) =>
  f.kind === 'percent' ? String(Math.round(s[f.key] * 10_000) / 100) : amount(s[f.key]);

/** The surcharges as the console's form and surcharges.csv write them. */
export function surchargeTexts(s: Surcharges): Record<string, string> {
  return Object.fromEntries(SURCHARGE_FIELDS.map((f) => [f.name, surchargeText(s, f)]));
}

export function surchargesCsv(s: Surcharges): string {
  return csv(
    SURCHARGE_COLUMNS,
    SURCHARGE_FIELDS.map((f) => [f.name, surchargeText(s, f)]),
  );
}

/** A card's files as exported, by file name. */
export const RATE_CARD_FILES = {
  'zones.csv': (card: ZoneCard) => zonesCsv(card.zones),
  'lanes.csv': (card: ZoneCard) => lanesCsv(card.lanes),
  'surcharges.csv': (card: ZoneCard) => surchargesCsv(card.surcharges),
} as const;

export type RateCardFileName = keyof typeof RATE_CARD_FILES;

// --- Reading -------------------------------------------------------------------------------

type Faults = { list: string[]; more: number };

function fault(faults: Faults, message: string): void {
  if (faults.list.length < MAX_FAULTS) faults.list.push(message);
  else faults.more++;
}

/** Most columns a file's header may name: a rate sheet has a handful; more is not one. */
export const MAX_COLUMNS = 64;

/**
 * The rows of a file as records by column, each with its row number as a spreadsheet shows the
 * file (header = 1, blank rows counted). Only the named columns are read, so the work grows with
 * the rows and not with how wide a file is. Rows whose cells are all empty (a spreadsheet writes
 * them for formatted but unused rows) are skipped.
 */
function readRows(
  file: string,
  text: string,
  columns: readonly string[],
  optional: readonly string[],
  faults: Faults,
): { row: number; values: Record<string, string> }[] {
  let records: { record: string[]; info: Info }[];
  try {
    // With `info`, each record comes with the parser's count of lines so far (csv-parse's
    // documented option; its types describe the plain records only).
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
      to: MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: Info }[];
  } catch (err) {
    fault(faults, `${file}: not a CSV file (${err instanceof Error ? err.message : String(err)})`);
    return [];
  }
  const [header, ...rows] = records;
  if (!header) {
    fault(faults, `${file} is empty: its first row must name the columns ${columns.join(',')}`);
    return [];
  }
  if (header.record.length > MAX_COLUMNS) {
    fault(
      faults,
      `${file}: its first row has ${header.record.length.toLocaleString('en-AU')} columns; a rate card file has at most ${MAX_COLUMNS}, named ${columns.join(',')}`,
    );
    return [];
  }
  const names = header.record.map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !names.includes(c) && !optional.includes(c));
  for (const c of missing) {
    fault(
      faults,
      `${file}: the column "${c}" is missing; the first row must name the columns ${columns.join(',')}`,
    );
  }
  if (missing.length) return [];
  if (rows.length === 0) fault(faults, `${file} has no rows under its header`);
  if (rows.length > MAX_ROWS)
    fault(faults, `${file} has more than ${MAX_ROWS.toLocaleString('en-AU')} rows`);
  const read = columns.map((c) => [c, names.indexOf(c)] as const);
  return rows.slice(0, MAX_ROWS).map(({ record, info }) => ({
    row: info.lines,
    values: Object.fromEntries(read.map(([c, j]) => [c, j < 0 ? '' : (record[j] ?? '')])),
  }));
}

const AMOUNT = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** "1,245.40" or "$95" as cents; undefined when it is not an amount. */
function readAmount(text: string): number | undefined {
  if (!AMOUNT.test(text)) return undefined;
  const cents = Math.round(Number(text.replace(/[$,]/g, '')) * 100);
  return cents <= 100_000_000 ? cents : undefined;
}

function readWhole(text: string, max: number): number | undefined {
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

const ZONE_NAME = /^[A-Z0-9][A-Z0-9 _.&'/-]{0,39}$/;

/** A zone as written in either file: upper case, runs of spaces as one ("Mel  x" is "MEL X"). */
const zoneName = (text: string) => text.toUpperCase().replace(/\s+/g, ' ');

const cellFault = (file: string, row: number, column: string, value: string, what: string) =>
  `${file} row ${row}, ${column}: '${value.slice(0, 40)}' is not ${what}`;

function readZones(text: string, faults: Faults): ZoneRange[] {
  const file = 'zones.csv';
  const zones: ZoneRange[] = [];
  for (const { row, values } of readRows(
    file,
    text,
    [...ZONE_COLUMNS, 'postcode'],
    ['postcode', 'postcode_from', 'postcode_to'],
    faults,
  )) {
    const zone = zoneName(values.zone!);
    if (!ZONE_NAME.test(zone)) {
      fault(
        faults,
        cellFault(file, row, 'zone', values.zone!, 'a zone name (letters, digits and dashes)'),
      );
      continue;
    }
    // One postcode per row: a "postcode" column, or postcode_from with postcode_to left empty.
    const fromColumn = values.postcode_from ? 'postcode_from' : 'postcode';
    const fromText = values.postcode_from || values.postcode || '';
    const toText = values.postcode_to || fromText;
    const from = postcodeNumber(fromText);
    const to = postcodeNumber(toText);
    if (from === undefined) fault(faults, cellFault(file, row, fromColumn, fromText, 'a postcode'));
    if (to === undefined && toText !== fromText) {
      fault(faults, cellFault(file, row, 'postcode_to', toText, 'a postcode'));
    }
    if (from === undefined || to === undefined) continue;
    if (from > to) {
      fault(
        faults,
        `${file} row ${row}: postcode_from ${postcode(from)} is after postcode_to ${postcode(to)}`,
      );
      continue;
    }
    zones.push({ zone, from, to });
  }
  // Each postcode in one zone only: sorted by start, a range overlaps the furthest-reaching
  // earlier range of another zone.
  const sorted = [...zones].sort((a, b) => a.from - b.from || a.to - b.to);
  const reported = new Set<string>();
  let reach: ZoneRange | undefined;
  let repeated = false;
  for (const range of sorted) {
    if (reach && range.from <= reach.to) {
      if (range.zone === reach.zone) repeated = true;
      else {
        const pair = [reach.zone, range.zone].sort().join(' and ');
        if (!reported.has(pair)) {
          reported.add(pair);
          fault(faults, `postcode ${postcode(range.from)} is in zones ${pair}`);
        }
      }
    }
    if (!reach || range.to > reach.to) reach = range;
  }
  return repeated ? withoutRepeats(sorted) : zones;
}

/**
 * A postcode listed twice in one zone is kept once: the zone's overlapping ranges become one, so
 * the card holds no more ranges than postcodes and compiling it does the work of the postcodes,
 * not of the rows. `sorted` is by start, and no two zones overlap.
 */
function withoutRepeats(sorted: readonly ZoneRange[]): ZoneRange[] {
  const kept: ZoneRange[] = [];
  for (const range of sorted) {
    const last = kept.at(-1);
    if (last && last.zone === range.zone && range.from <= last.to)
      last.to = Math.max(last.to, range.to);
    else kept.push({ ...range });
  }
  return kept;
}

function readLanes(text: string, zoneNames: ReadonlySet<string>, faults: Faults): LaneRow[] {
  const file = 'lanes.csv';
  const lanes: (LaneRow & { row: number })[] = [];
  for (const { row, values: v } of readRows(file, text, LANE_COLUMNS, [], faults)) {
    const bad = (column: string, what: string) =>
      fault(faults, cellFault(file, row, column, v[column]!, what));
    const service = RATE_IDS.find((id) => id === v.service!.toLowerCase());
    if (!service) bad('service', `a service (${RATE_IDS.join(' or ')})`);
    const fromZone = zoneName(v.from_zone!);
    const toZone = zoneName(v.to_zone!);
    if (!zoneNames.has(fromZone)) bad('from_zone', 'a zone of zones.csv');
    if (!zoneNames.has(toZone)) bad('to_zone', 'a zone of zones.csv');
    const money = (column: string) => {
      const cents = readAmount(v[column]!);
      if (cents === undefined) bad(column, 'an amount');
      return cents;
    };
    const basicChargeCents = v.basic_charge === '' ? 0 : money('basic_charge');
    const perPalletCents = money('per_pallet');
    const minimumCents = v.minimum === '' ? 0 : money('minimum');
    const maxPallets = v.max_pallets === '' ? null : readWhole(v.max_pallets!, 10_000);
    if (maxPallets === undefined || maxPallets === 0)
      bad('max_pallets', 'a whole number of pallets');
    const transitDays = readWhole(v.transit_days!, 60);
    if (transitDays === undefined || transitDays === 0)
      bad('transit_days', 'a whole number of working days');
    // The price is the larger of the minimum and the basic charge plus the pallets: all three
    // at nothing would quote a load for $0 on the public site.
    const free = basicChargeCents === 0 && perPalletCents === 0 && minimumCents === 0;
    if (free) {
      fault(
        faults,
        `${file} row ${row}: it prices every load at $0; give it a per_pallet charge, a basic_charge or a minimum`,
      );
    }
    if (
      !free &&
      service &&
      zoneNames.has(fromZone) &&
      zoneNames.has(toZone) &&
      basicChargeCents !== undefined &&
      perPalletCents !== undefined &&
      minimumCents !== undefined &&
      maxPallets !== undefined &&
      maxPallets !== 0 &&
      transitDays
    ) {
      lanes.push({
        row,
        service,
        fromZone,
        toZone,
        basicChargeCents,
        perPalletCents,
        minimumCents,
        maxPallets,
        transitDays,
      });
    }
  }
  checkBreaks(lanes, faults);
  return lanes.map((lane) => {
    const { row, ...rest } = lane;
    void row;
    return rest;
  });
}

/** Every lane priced for every service, and each service's breaks rising row by row. */
function checkBreaks(lanes: (LaneRow & { row: number })[], faults: Faults): void {
  const byLane = new Map<string, Map<RateId, (LaneRow & { row: number })[]>>();
  for (const lane of lanes) {
    const key = `${lane.fromZone} → ${lane.toZone}`;
    let services = byLane.get(key);
    if (!services) {
      services = new Map<RateId, (LaneRow & { row: number })[]>();
      byLane.set(key, services);
    }
    const rows = services.get(lane.service);
    if (rows) rows.push(lane);
    else services.set(lane.service, [lane]);
  }
  for (const [name, services] of byLane) {
    for (const id of RATE_IDS) {
      if (!services.has(id)) fault(faults, `lane ${name} has no ${id} row`);
    }
    for (const [id, rows] of services) {
      rows.forEach((r, i) => {
        const next = rows[i + 1];
        if (!next) return;
        if (r.maxPallets === null) {
          fault(
            faults,
            `lane ${name}, ${id}: only its last row may leave max_pallets empty (row ${r.row}; row ${next.row} follows)`,
          );
        } else if (next.maxPallets !== null && next.maxPallets <= r.maxPallets) {
          fault(
            faults,
            `lane ${name}, ${id}: max_pallets must rise from row to row (row ${r.row}: ${r.maxPallets}, row ${next.row}: ${next.maxPallets})`,
          );
        }
      });
    }
  }
}

function readSurcharges(fields: Record<string, string>, faults: Faults, where: string): Surcharges {
  const out: Partial<Record<keyof Surcharges, number>> = {};
  for (const f of SURCHARGE_FIELDS) {
    const text = (fields[f.name] ?? '').trim();
    if (f.kind === 'percent') {
      const n = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
      if (!(n <= 100))
        fault(faults, `${where}, ${f.name}: '${text.slice(0, 40)}' is not a percentage`);
      else out[f.key] = Math.round(n * 100) / 10_000;
    } else {
      const cents = readAmount(text);
      if (cents === undefined)
        fault(faults, `${where}, ${f.name}: '${text.slice(0, 40)}' is not an amount`);
      else out[f.key] = cents;
    }
  }
  return out as Surcharges;
}

/** surcharges.csv's rows as the form's fields. */
export function surchargeFieldsFromCsv(text: string): Record<string, string> {
  const faults: Faults = { list: [], more: 0 };
  const rows = readRows('surcharges.csv', text, SURCHARGE_COLUMNS, [], faults);
  if (faults.list.length) throw new RateCardFileError(faults.list);
  return Object.fromEntries(
    rows.map(({ values }) => [values.surcharge!.toLowerCase(), values.amount!]),
  );
}

/**
 * The card of the files and the surcharges, or a RateCardFileError listing what is wrong where.
 * `suburbPostcodes`: the postcodes of the site's suburb list, to list those no zone covers.
 */
export function readRateCardFiles(files: {
  zones: string;
  lanes: string;
  surcharges: Record<string, string>;
}): ZoneCard {
  const faults: Faults = { list: [], more: 0 };
  const zones = readZones(files.zones, faults);
  const lanes = readLanes(files.lanes, new Set(zones.map((z) => z.zone)), faults);
  const surcharges = readSurcharges(files.surcharges, faults, 'surcharges');
  if (faults.list.length) {
    const more = faults.more ? [`… and ${faults.more} more`] : [];
    throw new RateCardFileError([...faults.list, ...more]);
  }
  return { zones, lanes, surcharges };
}

/** The postcodes of `postcodes` that no zone of the card covers, in order. */
export function uncoveredPostcodes(
  zones: readonly ZoneRange[],
  postcodes: Iterable<string>,
): string[] {
  const covered = new Uint8Array(10_000);
  for (const z of zones) covered.fill(1, z.from, z.to + 1);
  return [...new Set(postcodes)].filter((p) => !covered[Number(p)]).sort();
}
