import 'server-only';
import { dialect, nowIso } from '../db/client';

// The authentication library keeps booleans as 0/1 and times as ISO text on SQLite, and as
// booleans and timestamps on PostgreSQL. Reading and writing its tables directly goes through
// these, which match what it writes.

/** A boolean column of the library's, as either dialect returns it. */
export const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** A time column of the library's, as ISO text. */
export const iso = (v: string | Date): string => (v instanceof Date ? v.toISOString() : String(v));

/** A boolean to write into the library's tables. */
export function dialectBool(v: boolean): boolean | number {
  return dialect() === 'postgres' ? v : v ? 1 : 0;
}

/** Now, to write into the library's time columns. */
export function now(): string | Date {
  return dialect() === 'postgres' ? new Date() : nowIso();
}
