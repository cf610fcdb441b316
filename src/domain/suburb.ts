// Australian suburbs (spec §3 "postcodes": the list of valid suburb values). One display form,
// "LAVERTON NORTH VIC 3026", is what people pick, what forms submit and what the server checks.
import { z } from 'zod';

export type AustralianState = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';

export type Suburb = {
  /** "LAVERTON NORTH VIC 3026": the value forms submit and the server validates. */
  label: string;
  locality: string;
  state: AustralianState;
  postcode: string;
  lat: number;
  lng: number;
};

/** Longest suburb label accepted from a client (the longest real one is under 50 characters). */
export const SUBURB_LABEL_MAX = 80;

/**
 * Whether a label is one of the suburbs: the server checks its table, the browser the list it
 * fetched (absent, or answering yes to all, while that list loads).
 */
export type SuburbCheck = (label: string) => boolean;

/**
 * The rule of a suburb field of any form (the quote's pickup and delivery, the home page's
 * request), with its declared messages: required, at most SUBURB_LABEL_MAX characters, and one of
 * the suburbs when a check is given.
 */
export function suburbField(
  { required, invalid }: { required: string; invalid: string },
  isKnown?: SuburbCheck,
) {
  const base = z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(SUBURB_LABEL_MAX, { error: invalid, abort: true });
  return isKnown ? base.refine((label) => isKnown(label), { error: invalid }) : base;
}

/** Upper case, single spaces, plain apostrophes: how labels are compared and searched. */
export function normaliseSuburbQuery(query: string): string {
  return query
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[,\s]+/g, ' ')
    .trim()
    .toUpperCase();
}

// "LAVERTON NORTH VIC 3026" → "LAVERTON NORTH": the label less its state and postcode.
const labelTail = / (ACT|NSW|NT|QLD|SA|TAS|VIC|WA) \d{4}$/;

/** The locality of a label ("LAVERTON NORTH VIC 3026" → "LAVERTON NORTH"). */
export function suburbLocality(label: string): string {
  return label.replace(labelTail, '');
}

/** The state of a label ("LAVERTON NORTH VIC 3026" → "VIC"), or undefined for another text. */
export function suburbState(label: string): AustralianState | undefined {
  return labelTail.exec(label)?.[1] as AustralianState | undefined;
}

/**
 * Whether a typed value names this suburb exactly: its whole label, or its locality alone
 * ("laverton north" names LAVERTON NORTH VIC 3026), forgiving case and spacing.
 */
export function namesSuburbExactly(query: string, label: string): boolean {
  const q = normaliseSuburbQuery(query);
  return q !== '' && (q === label || q === suburbLocality(label));
}

/**
 * A type-ahead search over suburb labels, fast enough to run on every keystroke in the browser
 * (18k labels in a millisecond or two). Results are ranked (decision 015): suburbs the query names
 * exactly ("SYDNEY" → SYDNEY NSW 2000), then labels that start with it, then labels with a word
 * that starts with it (a postcode, "NORTH"), then labels where every word of the query starts a
 * word of the label ("3026 laverton"). Within a rank, results keep the order of `labels`.
 */
export function createSuburbSearch(labels: readonly string[]) {
  // " LAVERTON NORTH VIC 3026": a leading space lets " NORTH" find a word start with one includes().
  const spaced = labels.map((l) => ` ${l}`);
  const localities = labels.map(suburbLocality);
  return function search(query: string, limit = 8): number[] {
    const q = normaliseSuburbQuery(query);
    if (!q || limit <= 0) return [];
    const words = q.split(' ');
    const exact: number[] = [];
    const starts: number[] = [];
    const wordStarts: number[] = [];
    const allWords: number[] = [];
    const wordQuery = ` ${q}`;
    for (let i = 0; i < spaced.length; i++) {
      const s = spaced[i]!;
      if (s.startsWith(wordQuery)) {
        if (localities[i] === q || labels[i] === q) {
          exact.push(i);
          if (exact.length >= limit) break;
        } else if (starts.length < limit) {
          starts.push(i);
        }
      } else if (wordStarts.length < limit && s.includes(wordQuery)) {
        wordStarts.push(i);
      } else if (
        allWords.length < limit &&
        words.length > 1 &&
        words.every((w) => s.includes(` ${w}`))
      ) {
        allWords.push(i);
      }
    }
    return [...exact, ...starts, ...wordStarts, ...allWords].slice(0, limit);
  };
}

/** Great-circle distance in km between two points (haversine, mean Earth radius 6371 km). */
export function greatCircleKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
