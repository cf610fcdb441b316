import 'server-only';
import { createHash } from 'node:crypto';
import { createSuburbSearch, normaliseSuburbQuery } from '@/domain/suburb';
import type { AustralianState, Suburb } from '@/domain/suburb';
import compiled from './suburbs-data.json';

// The compiled suburb table (scripts/build-suburbs.mjs), parsed once per process.

type SuburbTable = {
  suburbs: Suburb[];
  labels: string[];
  byLabel: Map<string, Suburb>;
  search: (query: string, limit?: number) => number[];
  /** Changes when the data changes: the cache key of the list sent to browsers. */
  version: string;
};

let table: SuburbTable | undefined;

function load(): SuburbTable {
  if (table) return table;
  const suburbs: Suburb[] = compiled.data.split('\n').map((line) => {
    const [locality = '', state = '', postcode = '', lat = '0', lng = '0'] = line.split('|');
    return {
      label: `${locality} ${state} ${postcode}`,
      locality,
      state: state as AustralianState,
      postcode,
      lat: Number(lat),
      lng: Number(lng),
    };
  });
  const labels = suburbs.map((s) => s.label);
  table = {
    suburbs,
    labels,
    byLabel: new Map(suburbs.map((s) => [s.label, s])),
    search: createSuburbSearch(labels),
    version: createHash('sha256').update(compiled.data).digest('hex').slice(0, 16),
  };
  return table;
}

/** Every suburb, sorted by label. */
export function allSuburbs(): readonly Suburb[] {
  return load().suburbs;
}

/** Every suburb label, sorted: the `postcodes` of spec §3 "public booking data". */
export function suburbLabels(): readonly string[] {
  return load().labels;
}

export function suburbDataVersion(): string {
  return load().version;
}

/** The suburb with exactly this label ("LAVERTON NORTH VIC 3026"); case and spacing are forgiven. */
export function findSuburb(label: string): Suburb | undefined {
  if (typeof label !== 'string' || label.length > 200) return undefined;
  return load().byLabel.get(normaliseSuburbQuery(label));
}

export function isKnownSuburb(label: string): boolean {
  return findSuburb(label) !== undefined;
}

/** Type-ahead search, best matches first (see createSuburbSearch). */
export function searchSuburbs(query: string, limit = 8): Suburb[] {
  const t = load();
  return t.search(query, Math.min(Math.max(0, limit), 50)).map((i) => t.suburbs[i]!);
}
