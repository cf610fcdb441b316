import 'server-only';
import type SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import type { Db } from './client';

// A write made of finished statements (decision 113): the hottest write of the site, a group of
// saved quotes, is built into SQL and parameters from texts made once, without a query builder,
// and run in one transaction. On SQLite it runs at once, synchronously, on the site's one
// connection: no statement built and walked by Kysely, no promise between two statements.

/** One statement of a write: SQL with `?` (SQLite) or `$n` (PostgreSQL) parameters. */
export type WriteStep = {
  sql: string;
  params: unknown[];
  /** Answer this statement's rows. */
  returns?: boolean;
  /**
   * Undo the whole write and answer `refused` when a row of this statement has its first column
   * above this number (a counter raised past its limit).
   */
  refuseAbove?: number;
  /**
   * Undo the whole write and answer `refused` unless this statement answers this many rows (an
   * insert that must not meet a row kept by another write).
   */
  refuseUnlessRows?: number;
};

/** `step`: the index of the step that refused the write. */
export type WriteResult =
  { refused: true; step: number } | { refused: false; rows: Record<string, unknown>[][] };

/** Thrown inside the transaction to undo it when a step refuses the write. */
class Refused extends Error {
  constructor(readonly step: number) {
    super(`step ${step} refused the write`);
  }
}

/** Throws Refused when a step's rows refuse the write (see refuseAbove, refuseUnlessRows). */
function check(step: WriteStep, index: number, rows: Record<string, unknown>[]): void {
  const above = step.refuseAbove;
  const tooMany = above !== undefined && rows.some((row) => Number(Object.values(row)[0]) > above);
  const short = step.refuseUnlessRows !== undefined && rows.length !== step.refuseUnlessRows;
  if (tooMany || short) throw new Refused(index);
}

/** Whether a step may refuse what it has done: it then needs a transaction around it. */
const mayRefuse = (step: WriteStep) =>
  step.refuseAbove !== undefined || step.refuseUnlessRows !== undefined;

/**
 * The function that runs writes on a SQLite connection, each in one immediate transaction, its
 * statements taken from the connection's cache of compiled ones. Synchronous: the caller holds the
 * connection (no other query can run in between).
 */
export function sqliteWriter(
  sqlite: SQLite.Database,
  prepare: (sql: string) => SQLite.Statement,
): (steps: WriteStep[]) => WriteResult {
  const write = sqlite.transaction((steps: WriteStep[]) =>
    steps.map((step, index) => {
      const statement = prepare(step.sql);
      if (!statement.reader) {
        statement.run(step.params);
        return [];
      }
      const rows = statement.all(step.params) as Record<string, unknown>[];
      check(step, index, rows);
      return step.returns ? rows : [];
    }),
  );
  return (steps) => {
    try {
      return { refused: false, rows: write.immediate(steps) };
    } catch (err) {
      if (err instanceof Refused) return { refused: true, step: err.step };
      throw err;
    }
  };
}

/**
 * The function that runs writes on PostgreSQL through the site's pool: a single statement as it
 * is (one by itself); several, or one that may refuse, in a transaction. A text marked with
 * preparedMark is prepared once per connection.
 */
export function postgresWriter(db: Db): (steps: WriteStep[]) => Promise<WriteResult> {
  const run = async (executor: Pick<Db, 'executeQuery'>, steps: WriteStep[]) => {
    const out: Record<string, unknown>[][] = [];
    for (const [index, step] of steps.entries()) {
      const { rows } = await executor.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(step.sql, step.params),
      );
      check(step, index, rows);
      out.push(step.returns ? rows : []);
    }
    return out;
  };
  return async (steps) => {
    try {
      // A single statement is atomic by itself, unless it may refuse what it has done.
      const alone = steps.length === 1 && !mayRefuse(steps[0]!);
      const rows = alone
        ? await run(db, steps)
        : await db.transaction().execute((trx) => run(trx, steps));
      return { refused: false, rows };
    } catch (err) {
      if (err instanceof Refused) return { refused: true, step: err.step };
      throw err;
    }
  };
}
