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

/** The network errors of a database that cannot be reached, or that went away mid-call. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * An error of the database itself rather than of the code: SQLite's (a full disk, a locked file,
 * a statement refused), PostgreSQL's (a server restarting, a statement refused) or a connection
 * to it that failed. Nothing of the call was kept (its transaction is undone whole), so it is
 * answered 503, and the client may send it again: with its Idempotency-Key it gets the first
 * answer or a first save (decision 130).
 */
export function databaseFailure(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = 'code' in err ? String(err.code) : '';
  if (code.startsWith('SQLITE_') || 'severity' in err || CONNECTION_CODES.has(code)) return true;
  const message = err instanceof Error ? err.message : '';
  return /^Connection terminated|timeout exceeded when trying to connect/i.test(message);
}
