import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import type {
  DatabaseConnection,
  Driver,
  PostgresPool,
  PostgresPoolClient,
  SqliteDatabase,
  SqliteDialectConfig,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import type { MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { env } from '../env';
import { log } from '../log';
import { ensurePrivateDir, tightenMode } from '../private-files';
import { checkpointInTheBackground } from './checkpointer';
import type { Dialect } from './migrations/helpers';
import { postgresWriter, sqliteWriter } from './write-steps';
import type { WriteResult, WriteStep } from './write-steps';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

type Handle = {
  db: Db;
  /** PostgreSQL's pool; SQLite has one connection and no pool. */
  pool?: pg.Pool;
  dialect: Dialect;
  ready: Promise<Db>;
  /** Runs finished statements in one transaction (see writeSteps). */
  write: (steps: WriteStep[]) => Promise<WriteResult>;
  /** SQLite: settles once the checkpoint thread has ended, after the database was closed. */
  checkpointsStopped?: () => Promise<unknown>;
};

// One client per process, kept on globalThis so development reloads do not open it twice.
const globalForDb = globalThis as unknown as { __siteDb?: Handle };

/**
 * Every transaction here writes. SQLite's default BEGIN is deferred: it reads first and asks for
 * the write lock at its first write, and if another process has committed in between it fails at
 * once with "database is locked" (its snapshot is stale; the busy timeout does not apply). BEGIN
 * IMMEDIATE takes the write lock at the start, so a second writer waits its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #inTransaction: () => boolean;
  constructor(config: SqliteDialectConfig, inTransaction: () => boolean) {
    super(config);
    this.#inTransaction = inTransaction;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite ends a transaction itself on some errors (a full disk, SQLITE_FULL). A rollback after
   * that fails with "cannot rollback - no transaction is active", and Kysely would throw that in
   * place of the error that ended the transaction: the log would never name the full disk.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#inTransaction()) await super.rollbackTransaction(connection);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #inTransaction: () => boolean;
  constructor(config: SqliteDialectConfig, inTransaction: () => boolean) {
    super(config);
    this.#config = config;
    this.#inTransaction = inTransaction;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#inTransaction);
  }
}

/** How many compiled statements the SQLite connection keeps (the site runs a few dozen kinds). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * better-sqlite3 compiles the SQL on every prepare(), and Kysely prepares every query it runs: a
 * quote saved cost as much compiling as running. Keep the most recently used statements compiled
 * (a statement is reused once it has run; Kysely runs one query at a time on SQLite's single
 * connection, and never streams here). Multi-row inserts of different lengths are different SQL,
 * so the cache is bounded, least recently used out first.
 */
function statementCache(sqlite: SQLite.Database): (sql: string) => SQLite.Statement {
  const statements = new Map<string, SQLite.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else {
      statement = sqlite.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value!);
      }
    }
    statements.set(sql, statement);
    return statement;
  };
}

type OpenedSqlite = {
  db: Kysely<Database>;
  sqlite: SQLite.Database;
  write: (steps: WriteStep[]) => WriteResult;
  /** Settles once the checkpoint thread has ended, after the database was closed. */
  checkpointsStopped: () => Promise<unknown>;
};

/** How often, and how far apart, a refused switch to WAL is tried again. */
const WAL_SWITCH_TRIES = 50;
const WAL_SWITCH_PAUSE_MS = 20;

/**
 * Switches a file to WAL. When processes open a new file at the same moment, each reads it, then
 * asks for the lock that changes its journal: one waits for the other's read lock to go while the
 * other waits for a lock the first holds. SQLite breaks that deadlock by answering one of them
 * "database is locked" at once, without waiting out the busy timeout (its documented behaviour).
 * The refused one tries again shortly; by then the file is in WAL, and the switch has nothing to
 * do. Exported for its test.
 */
export function switchToWal(sqlite: Pick<SQLite.Database, 'pragma'>): void {
  for (let attempt = 1; ; attempt++) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      const busy = err instanceof SQLite.SqliteError && err.code === 'SQLITE_BUSY';
      if (!busy || attempt === WAL_SWITCH_TRIES) throw err;
      // Opening happens once, before the server answers anything: a short blocking pause is fine.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_SWITCH_PAUSE_MS);
    }
  }
}

function openSqlite(dataDir: string): OpenedSqlite {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'site.sqlite');
  // Made owner-only before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) tightenMode(f, 0o600);
  const sqlite = new SQLite(file);
  sqlite.pragma('busy_timeout = 5000');
  // WAL lets the site and an operator command use the file at the same time.
  switchToWal(sqlite);
  sqlite.pragma('foreign_keys = ON');
  // What is deleted (an erasure on request, the daily pruning) is overwritten with zeros, not left
  // in the file's free pages; deletes are few, so the extra writes cost little (decision 182).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('synchronous = NORMAL');
  // A checkpoint copies the WAL's pages back into the file and syncs it, in the statement that
  // crosses the threshold. Every save rewrites the same few pages (a table's last page, its
  // indexes'), so at 1,000 pages (SQLite's default) a checkpoint copied little more than those, a
  // sync for every hundred or so saves; at 8,000 (32 MB of WAL at most) one sync serves eight
  // times as many (decision 111). A thread of its own copies the WAL as it fills, so that
  // checkpoint finds little left to copy; it is still what starts the WAL over (decision 112).
  sqlite.pragma('wal_autocheckpoint = 8000');
  const stopCheckpoints = checkpointInTheBackground(file);
  let checkpointsStopped: Promise<unknown> = Promise.resolve();
  const prepare = statementCache(sqlite);
  const database: SqliteDatabase = {
    // Kysely calls this without waiting for it; closeDatabase waits for the thread's end.
    close: () => {
      checkpointsStopped = stopCheckpoints();
      sqlite.close();
    },
    prepare,
  };
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database }, () => sqlite.inTransaction),
    }),
    sqlite,
    write: sqliteWriter(sqlite, prepare),
    checkpointsStopped: () => checkpointsStopped,
  };
}

/**
 * The mark that asks for a statement to be prepared on PostgreSQL: `/* prepared: <name> *\/` at
 * the start of its text (see preparedStatements).
 */
export const preparedMark = (name: string) => `/* prepared: ${name} */`;
const PREPARED_MARK = /^\/\* prepared: ([a-z0-9-]+) \*\//;

/**
 * PostgreSQL parses and plans every statement sent to it; a statement marked with preparedMark is
 * instead prepared once per connection, under a name of its own, and then only bound and run. For
 * the hottest statements whose text is the same on every call: the group of saved quotes spent
 * more time being planned than run. A marked statement names its columns, never `select *`, whose
 * prepared form would fail once a migration changed the table. The name carries a digest of the
 * text, so two texts never share one; the number of names is that of marked texts in the code.
 */
function preparedStatements(pool: pg.Pool): PostgresPool {
  // Marked texts only: unmarked ones are never kept, so the map holds as many as the code marks.
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const mark = PREPARED_MARK.exec(text)?.[1];
    if (!mark) return undefined;
    let name = names.get(text);
    if (!name) {
      name = `${mark}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
      names.set(text, name);
    }
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        const query = (text: string | pg.Submittable, values?: readonly unknown[]) => {
          // A cursor (streamed rows) passes as it is.
          if (typeof text !== 'string') return client.query(text);
          const name = nameOf(text);
          const params = values ? [...values] : [];
          return name ? client.query({ name, text, values: params }) : client.query(text, params);
        };
        wrapped = {
          query: query as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
    // Kysely reads the settings only to cancel a query with a client of its own (none here).
    options: pool.options,
  };
}

function openPostgres(url: string): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (err) => log.error({ err }, 'postgres pool error'));
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements(pool) }) }),
    pool,
  };
}

/**
 * On SQLite, Kysely takes no migration lock, so two processes opening a new file at once would
 * both run the first migration. Hold SQLite's write lock for the whole run instead: the second
 * process waits, then finds every migration applied.
 */
async function migrateSqlite(db: Db, sqlite: SQLite.Database): Promise<void> {
  sqlite.pragma('busy_timeout = 60000');
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    await migrate(db, 'sqlite');
    sqlite.exec('COMMIT');
  } catch (err) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw err;
  } finally {
    sqlite.pragma('busy_timeout = 5000');
  }
}

async function migrate(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations() {
      return Promise.resolve(
        Object.fromEntries(
          migrations.map((m) => [m.name, { up: (k: Kysely<unknown>) => m.up(k, dialect) }]),
        ),
      );
    },
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Success') log.info({ migration: r.migrationName }, 'migration applied');
  }
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}

function open(): Handle {
  const { DATABASE_URL, dataDir } = env();
  const dialect: Dialect = DATABASE_URL ? 'postgres' : 'sqlite';
  let db: Db;
  let migrated: Promise<void>;
  let write: Handle['write'];
  let pool: pg.Pool | undefined;
  let checkpointsStopped: Handle['checkpointsStopped'];
  if (DATABASE_URL) {
    ({ db, pool } = openPostgres(DATABASE_URL));
    migrated = migrate(db, dialect);
    write = postgresWriter(db);
  } else {
    const opened = openSqlite(dataDir);
    db = opened.db;
    checkpointsStopped = opened.checkpointsStopped;
    migrated = migrateSqlite(db, opened.sqlite);
    // Run while holding Kysely's one connection, so that no other query runs in between.
    write = (steps) => db.connection().execute(() => Promise.resolve(opened.write(steps)));
  }
  const ready = migrated.then(() => db);
  // A failed migration is reported by whoever awaits `ready`; keep the process from crashing here.
  ready.catch(() => undefined);
  return { db, pool, dialect, ready, write, checkpointsStopped };
}

function handle(): Handle {
  globalForDb.__siteDb ??= open();
  return globalForDb.__siteDb;
}

/** The database, migrated to the latest schema. */
export function database(): Promise<Db> {
  return handle().ready;
}

export function dialect(): Dialect {
  return handle().dialect;
}

/**
 * Run finished statements, built without a query builder, in one transaction once the database
 * is migrated (decision 113); a single statement on PostgreSQL is one by itself.
 */
export async function writeSteps(steps: WriteStep[]): Promise<WriteResult> {
  const h = handle();
  await h.ready;
  return h.write(steps);
}

/** Connections of the database client by state, for the metrics. */
export function poolUse(): { total: number; idle: number; waiting: number } {
  const { pool } = handle();
  if (!pool) return { total: 1, idle: 1, waiting: 0 };
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Close the client (operator commands, tests). The next call to database() opens a new one. */
export async function closeDatabase(): Promise<void> {
  const h = globalForDb.__siteDb;
  globalForDb.__siteDb = undefined;
  if (!h) return;
  await h.db.destroy();
  await h.checkpointsStopped?.();
}

/** How long a write probe's answer stands: /readyz writes at most once a second. */
const PROBE_EVERY_MS = 1000;

const globalForProbe = globalThis as unknown as {
  __writeProbe?: { at: number; answer: Promise<boolean> };
  __probeFailing?: boolean;
};

/**
 * True when the database takes a write: one row of its own in `rate_limits`, written again (on
 * SQLite a frame of the WAL, on PostgreSQL a row version and its WAL record). A database that
 * answers reads but cannot write (a full disk, a server in recovery) is not ready (decision 133).
 * The answer stands for a second, so a balancer's checks cost one write a second at most; an
 * outage is logged when it starts and when it ends.
 */
export function databaseWrites(): Promise<boolean> {
  const now = Date.now();
  const last = globalForProbe.__writeProbe;
  if (last && now - last.at < PROBE_EVERY_MS) return last.answer;
  const answer = (async () => {
    try {
      const db = await database();
      await db
        .insertInto('rate_limits')
        .values({ bucket: 'readyz:write-probe', count: 1, expires_at: now + 60_000 })
        .onConflict((oc) => oc.column('bucket').doUpdateSet({ count: 1, expires_at: now + 60_000 }))
        .execute();
      if (globalForProbe.__probeFailing) log.warn('the database takes writes again: ready');
      globalForProbe.__probeFailing = false;
      return true;
    } catch (err) {
      // Once per outage, not once per check.
      if (!globalForProbe.__probeFailing) {
        log.error({ err }, 'the database does not take a write: not ready until it does');
      }
      globalForProbe.__probeFailing = true;
      return false;
    }
  })();
  globalForProbe.__writeProbe = { at: now, answer };
  return answer;
}

export function nowIso(): string {
  return new Date().toISOString();
}
