import 'server-only';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { site } from '@/content/site';
import { currentKey, KEY_FILE } from '../crypto/field-encryption';
import { env } from '../env';
import { migrations } from '../db/migrations';

const run = promisify(execFile);

/** The manifest written into every backup (decision 135). */
export type BackupManifest = {
  format: 1;
  site: string;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** The last migration applied in the copy: the schema the restored site must be at least. */
  schemaVersion: string;
  /** Rows per table, counted in the same snapshot as the copy. */
  tables: Record<string, number>;
  /** Whether the bank details' key is in the archive; never unless asked for. */
  keyIncluded: boolean;
  /** Id of the key the copy's bank details were sealed with (not the key). */
  keyId: string;
  emlFiles: number;
};

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'site.sqlite';
export const PG_DUMP_FILE = 'database.pgdump';
const EML_DIR = 'outbox';

export class BackupError extends Error {}

/** A program on PATH, or undefined (pg_dump, pg_restore). */
export function findProgram(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** PostgreSQL's own variables for a URL, so that no password shows in the process list. */
function pgEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: u.hostname || undefined,
    PGPORT: u.port || undefined,
    PGUSER: decodeURIComponent(u.username) || undefined,
    PGPASSWORD: decodeURIComponent(u.password) || undefined,
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || undefined,
  };
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) vars.PGSSLMODE = sslmode;
  const host = u.searchParams.get('host');
  if (host) vars.PGHOST = host;
  return vars;
}

function latestMigration(names: string[]): string {
  const order = migrations.map((m) => m.name);
  return names.sort((a, b) => order.indexOf(a) - order.indexOf(b)).at(-1) ?? 'none';
}

/** Counts per table and the schema version of an SQLite file (the copy, not the live file). */
function describeSqlite(file: string): Pick<BackupManifest, 'tables' | 'schemaVersion'> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const tables = Object.fromEntries(
      names.map((n) => [
        n,
        Number(
          db
            .prepare(`select count(*) from "${n.replace(/"/g, '""')}"`)
            .pluck()
            .get(),
        ),
      ]),
    );
    const applied = names.includes('kysely_migration')
      ? (db.prepare('select name from kysely_migration').pluck().all() as string[])
      : [];
    return { tables, schemaVersion: latestMigration(applied) };
  } finally {
    db.close();
  }
}

async function describePostgres(
  client: pg.Client,
): Promise<Pick<BackupManifest, 'tables' | 'schemaVersion'>> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const tables: Record<string, number> = {};
  for (const { table_name: n } of rows) {
    const { rows: c } = await client.query<{ n: string }>(
      `select count(*) as n from "${n.replace(/"/g, '""')}"`,
    );
    tables[n] = Number(c[0]?.n ?? 0);
  }
  const applied = rows.some((r) => r.table_name === 'kysely_migration')
    ? (await client.query<{ name: string }>('select name from kysely_migration')).rows.map(
        (r) => r.name,
      )
    : [];
  return { tables, schemaVersion: latestMigration(applied) };
}

/** The .eml files of the outbox folder, as paths relative to the data folder. */
function emlFiles(dataDir: string): string[] {
  const folder = path.join(dataDir, EML_DIR);
  try {
    return fs
      .readdirSync(folder)
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .map((n) => path.join(EML_DIR, n));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The command an operator runs where pg_dump is missing here (the password stays in the URL's variable). */
export function pgDumpCommand(file: string): string {
  return `pg_dump --format=custom --no-owner --no-privileges --file='${file}' "$DATABASE_URL"`;
}

export type BackupResult =
  | { kind: 'written'; file: string; manifest: BackupManifest }
  | { kind: 'no-pg-dump'; command: string };

/**
 * Write a consistent copy of the site's data to `file` (a gzip'd tar: the manifest, the database,
 * the .eml outbox and, only when asked, the key) while the site goes on serving.
 */
export async function writeBackup(file: string, includeKey: boolean): Promise<BackupResult> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${file} already exists; choose a new name.`);
  if (!fs.existsSync(path.dirname(target)))
    throw new BackupError(`The folder of ${file} does not exist.`);
  const { DATABASE_URL, dataDir } = env();
  let pgDump: string | undefined;
  if (DATABASE_URL) {
    pgDump = findProgram('pg_dump');
    if (!pgDump) return { kind: 'no-pg-dump', command: pgDumpCommand(file) };
  }
  const key = currentKey();
  // Made beside the target, private, and removed whatever happens.
  const work = fs.mkdtempSync(path.join(path.dirname(target), '.backup-'));
  try {
    let described: Pick<BackupManifest, 'tables' | 'schemaVersion'>;
    let databaseFile: string;
    if (DATABASE_URL && pgDump) {
      databaseFile = PG_DUMP_FILE;
      described = await dumpPostgres(DATABASE_URL, pgDump, path.join(work, PG_DUMP_FILE));
    } else {
      databaseFile = SQLITE_FILE;
      described = await copySqlite(path.join(dataDir, SQLITE_FILE), path.join(work, SQLITE_FILE));
    }
    const emls = emlFiles(dataDir);
    if (emls.length > 0) {
      fs.mkdirSync(path.join(work, EML_DIR), { mode: 0o700 });
      for (const eml of emls) {
        try {
          fs.copyFileSync(path.join(dataDir, eml), path.join(work, eml));
        } catch (err) {
          // Removed by the retention pruning since the folder was listed.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    }
    if (includeKey) fs.writeFileSync(path.join(work, KEY_FILE), `${key.base64}\n`, { mode: 0o600 });
    const copied = emlFiles(work);
    const manifest: BackupManifest = {
      format: 1,
      site: site.name,
      createdAt: new Date().toISOString(),
      database: DATABASE_URL ? 'postgres' : 'sqlite',
      ...described,
      keyIncluded: includeKey,
      keyId: key.keyId,
      emlFiles: copied.length,
    };
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const entries = [MANIFEST, databaseFile, ...(includeKey ? [KEY_FILE] : []), ...copied];
    const partial = path.join(work, 'backup.tar.gz');
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return { kind: 'written', file: target, manifest };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * SQLite's online backup: every page in one step, so the copy is one snapshot of the file while
 * the site goes on writing (a step interrupted by another connection's write starts over).
 */
async function copySqlite(
  source: string,
  copy: string,
): Promise<Pick<BackupManifest, 'tables' | 'schemaVersion'>> {
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(copy, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    db.close();
  }
  fs.chmodSync(copy, 0o600);
  return describeSqlite(copy);
}

/**
 * pg_dump of one exported snapshot, counted in that same snapshot: the counts of the manifest are
 * those of the dump.
 */
async function dumpPostgres(
  url: string,
  pgDump: string,
  out: string,
): Promise<Pick<BackupManifest, 'tables' | 'schemaVersion'>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const described = await describePostgres(client);
    await run(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.id}`,
        `--file=${out}`,
      ],
      { env: pgEnvironment(url), maxBuffer: 16 * 1024 * 1024 },
    );
    await client.query('commit');
    return described;
  } finally {
    await client.end();
  }
}

/** The manifest of a backup file, read without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text = '';
  await tar.list({
    file,
    filter: (p) => p === MANIFEST,
    onReadEntry: (entry) => {
      entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    },
  });
  if (!text) throw new BackupError(`${file} is not a backup of this site (no ${MANIFEST}).`);
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${file}: unknown backup format.`);
  return manifest;
}

export type RestoreResult = {
  manifest: BackupManifest;
  dataDir: string;
  /** Set when pg_restore is missing: the command to run by hand. */
  command?: string;
};

/**
 * A mail being sent at the moment of the backup is claimed in the copy by a process of the old
 * site; the restored site would wait out that claim (OUTBOX_LOCK_MS) before sending it. Released, it
 * goes at once.
 */
const RELEASE_CLAIMS =
  "update outbox set locked_until = null, claim_token = null where status = 'pending' and claim_token is not null";

function isEmptyOrMissing(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function checkCounts(found: Record<string, number>, manifest: BackupManifest): void {
  const wrong = Object.entries(manifest.tables).filter(([t, n]) => found[t] !== n);
  if (wrong.length > 0)
    throw new BackupError(
      `The restored copy does not match the manifest: ${wrong
        .map(([t, n]) => `${t} ${found[t] ?? 'missing'} (manifest ${n})`)
        .join(', ')}.`,
    );
}

/**
 * Restore a backup into an empty (or new) data folder and, for a PostgreSQL backup, into an empty
 * database. Refuses anything that is not empty; checks the copy against the manifest's counts.
 */
export async function restoreBackup(
  file: string,
  dataDirArg: string,
  databaseUrl: string | undefined,
): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const manifest = await readManifest(file);
  const dataDir = path.resolve(dataDirArg);
  if (!isEmptyOrMissing(dataDir))
    throw new BackupError(
      `${dataDirArg} is not empty: a backup is restored into an empty or new folder only, so nothing is overwritten.`,
    );
  if (manifest.database === 'postgres') {
    if (!databaseUrl)
      throw new BackupError(
        'This is a PostgreSQL backup: give the empty database to restore into with --database-url (or DATABASE_URL).',
      );
    if ((await tableCount(databaseUrl)) > 0)
      throw new BackupError(
        'The database given is not empty: a backup is restored into an empty database only.',
      );
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(dataDir), '.restore-'));
  try {
    await tar.extract({ file, cwd: work, strict: true });
    let command: string | undefined;
    if (manifest.database === 'sqlite') {
      const described = describeSqlite(path.join(work, SQLITE_FILE));
      checkCounts(described.tables, manifest);
      const db = new SQLite(path.join(work, SQLITE_FILE));
      try {
        const check = db.pragma('integrity_check', { simple: true });
        if (check !== 'ok') throw new BackupError(`The database copy is damaged: ${String(check)}`);
        db.exec(RELEASE_CLAIMS);
      } finally {
        db.close();
      }
    } else {
      const dump = path.join(work, PG_DUMP_FILE);
      const pgRestore = findProgram('pg_restore');
      if (!pgRestore) {
        // The dump stays in the restored folder for the operator to load by hand.
        command = `pg_restore --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" '${path.join(dataDir, PG_DUMP_FILE)}'`;
      } else {
        const target = pgEnvironment(databaseUrl!);
        await run(
          pgRestore,
          [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            `--dbname=${target.PGDATABASE}`,
            dump,
          ],
          { env: target, maxBuffer: 16 * 1024 * 1024 },
        );
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          checkCounts((await describePostgres(client)).tables, manifest);
          await client.query(RELEASE_CLAIMS);
        } finally {
          await client.end();
        }
        fs.rmSync(dump);
      }
    }
    fs.rmSync(path.join(work, MANIFEST));
    fs.chmodSync(work, 0o700);
    if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
    fs.renameSync(work, dataDir);
    return { manifest, dataDir, command };
  } catch (err) {
    fs.rmSync(work, { recursive: true, force: true });
    throw err;
  }
}
