import 'server-only';
import { createHash } from 'node:crypto';
import { createSuburbSearch, normaliseSuburbQuery } from '@/domain/suburb';
import type { AustralianState, Suburb } from '@/domain/suburb';
import compiled from './suburbs-data.json';

// The compiled suburb table (scripts/build-suburbs.mjs), parsed once per process. It holds the
// places freight can be picked up from or delivered to: PO-box and large-volume-receiver
// postcodes and Australia Post's own sites are left out (decision 015).

type SuburbTable = {
  suburbs: Suburb[];
  /** The labels in the order browsers get them: central places first (see `suburbLabels`). */
  labels: string[];
  byLabel: Map<string, Suburb>;
  search: (query: string, limit?: number) => number[];
  /** Changes when the data changes: the cache key of the list sent to browsers. */
  version: string;
};

let table: SuburbTable | undefined;

function load(): SuburbTable {
  if (table) return table;
  const remoteness = new Map<string, number>();
  const suburbs: Suburb[] = compiled.data.split('\n').map((line) => {
    const [locality = '', state = '', postcode = '', lat = '0', lng = '0', ra = '5'] =
      line.split('|');
    const label = `${locality} ${state} ${postcode}`;
    remoteness.set(label, Number(ra));
    return {
      label,
      locality,
      state: state as AustralianState,
      postcode,
      lat: Number(lat),
      lng: Number(lng),
    };
  });
  // Major cities first, very remote last, alphabetical within a class: suggestions keep this order
  // among equally good matches, so "Perth" offers PERTH WA 6000 before PERTH TAS 7300.
  const ordered = [...suburbs].sort(
    (a, b) =>
      remoteness.get(a.label)! - remoteness.get(b.label)! ||
      (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
  const labels = ordered.map((s) => s.label);
  table = {
    suburbs: ordered,
    labels,
    byLabel: new Map(suburbs.map((s) => [s.label, s])),
    search: createSuburbSearch(labels),
    version: createHash('sha256').update(compiled.data).digest('hex').slice(0, 16),
  };
  return table;
}

/** Every suburb, central places first (the order of `suburbLabels`). */
export function allSuburbs(): readonly Suburb[] {
  return load().suburbs;
}

/**
 * Every suburb label: the `postcodes` of spec §3 "public booking data", exactly the labels
 * `isKnownSuburb` accepts. Ordered by remoteness class, then alphabetically, so that the browser's
 * search, which keeps list order within a rank, offers the more central of two equal matches first.
 */
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
