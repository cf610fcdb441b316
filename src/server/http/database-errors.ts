import 'server-only';

export type DatabaseInputError = { code: string; message: string };

// PostgreSQL's class 22 ("data exception": a value too long, out of range, not a valid date, a
// character the encoding cannot hold) and SQLite's equivalents are caused by the value sent, not by
// the server: they are answered 400. Anything else stays a 500 and is logged as ours.
const SQLITE_INPUT_CODES = new Set(['SQLITE_TOOBIG', 'SQLITE_MISMATCH', 'SQLITE_RANGE']);

export function databaseInputError(err: unknown): DatabaseInputError | undefined {
  if (!err || typeof err !== 'object' || !('code' in err)) return undefined;
  const code = String(err.code);
  const postgres = /^22[0-9A-Z]{3}$/.test(code) && 'severity' in err;
  if (postgres || SQLITE_INPUT_CODES.has(code)) {
    return {
      code,
      message: 'A value in the request cannot be stored. Please check what you entered.',
    };
  }
  return undefined;
}
