import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { checkpointInTheBackground } from '@/server/db/checkpointer';
import { database, switchToWal } from '@/server/db/client';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

function openIn(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'tests/support/open-database.ts'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('embedded database', () => {
  it('migrates a new SQLite file once when three processes open it at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migrate-race-'));
      const results = await Promise.all([openIn(dir), openIn(dir), openIn(dir)]);
      expect(results.map((r) => r.out.trim())).toEqual(['ok', 'ok', 'ok']);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Nine processes each load the TypeScript loader: minutes on a busy machine, not a measure.
  }, 120_000);
});

describe('the switch to WAL', () => {
  // SQLite refuses one of two processes that switch a new file at the same moment at once, with
  // SQLITE_BUSY and no wait (a deadlock it breaks). The race above meets it now and then; here a
  // real file's switch is refused the first times it is asked, as that process's would be.
  function refusedFirst(
    times: number,
    error = new SQLite.SqliteError('database is locked', 'SQLITE_BUSY'),
  ) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-wal-switch-'));
    const real = new SQLite(path.join(dir, 'site.sqlite'));
    let asked = 0;
    return {
      asked: () => asked,
      mode: () => real.pragma('journal_mode', { simple: true }),
      pragma: ((source: string) => {
        asked += 1;
        if (asked <= times) throw error;
        return real.pragma(source);
      }) as SQLite.Database['pragma'],
      close: () => {
        real.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it('is tried again when SQLite refuses it as busy, and the file ends in WAL', () => {
    const file = refusedFirst(2);
    switchToWal(file);
    expect(file.asked()).toBe(3);
    expect(file.mode()).toBe('wal');
    file.close();
  });

  it('gives up after fifty refusals, and any other error is thrown at once', () => {
    const busy = refusedFirst(Infinity);
    expect(() => switchToWal(busy)).toThrow('database is locked');
    expect(busy.asked()).toBe(50);
    busy.close();
    const broken = refusedFirst(1, new SQLite.SqliteError('disk I/O error', 'SQLITE_IOERR'));
    expect(() => switchToWal(broken)).toThrow('disk I/O error');
    expect(broken.asked()).toBe(1);
    broken.close();
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite transactions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('take the write lock when they begin, so a writer elsewhere waits rather than fails later', async () => {
    // A deferred transaction that reads first and writes second fails at once with "database is
    // locked" when another process commits in between; holding the lock from the start prevents it.
    const db = await database();
    const other = new SQLite(path.join(app.dataDir, 'site.sqlite'), { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('bookings').select('id').limit(1).execute();
        expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i);
      });
      other.exec('BEGIN IMMEDIATE');
      other.exec('COMMIT');
    } finally {
      other.close();
    }
  });

  it('throw the error that ended them when SQLite has rolled them back itself (a full disk)', async () => {
    // SQLite ends the transaction itself on a full disk; a ROLLBACK in it does the same here. The
    // rollback Kysely then makes must not fail with "no transaction is active" in its place.
    const db = await database();
    await sql`create table rollback_probe (id integer)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into rollback_probe (id) values (1)`.execute(trx);
        await sql`rollback`.execute(trx);
        throw new Error('database or disk is full');
      }),
    ).rejects.toThrow('database or disk is full');
    // Nothing of it was kept, and the connection takes the next transaction.
    await db.transaction().execute(async (trx) => {
      await sql`insert into rollback_probe (id) values (2)`.execute(trx);
    });
    const { rows } = await sql<{ id: number }>`select id from rollback_probe`.execute(db);
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('copies what a save commits into the database file on a thread of its own, not in the save', async () => {
    // 200 pages of rows: far below the size at which the site's own connection checkpoints, so
    // only the checkpoint thread can bring them from the WAL into the file.
    const db = await database();
    const file = path.join(app.dataDir, 'site.sqlite');
    await sql`create table checkpoint_probe (x blob)`.execute(db);
    const before = fs.statSync(file).size;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 200; i++) {
        await sql`insert into checkpoint_probe (x) values (randomblob(4000))`.execute(trx);
      }
    });
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(200 * 4000);
    await expect
      .poll(() => fs.statSync(file).size - before, { timeout: 10_000 })
      .toBeGreaterThan(200 * 4000);
  });

  it('stops the checkpoint thread by asking it, even while it still loads: it ends by itself and is never terminated', async () => {
    // Terminating the thread while it loaded SQLite's native module aborted the whole process
    // (the test run, once). A thread that ends by itself exits with 0; a terminated one with 1.
    const file = path.join(app.dataDir, 'site.sqlite');
    for (let round = 0; round < 5; round++) {
      // Stopped at once: the thread is still loading.
      const stop = checkpointInTheBackground(file);
      expect(await stop(), `round ${round}`).toBe(0);
    }
    // Stopped once it has checkpointed; a second stop finds no thread.
    const stop = checkpointInTheBackground(file);
    await delay(500);
    expect(await stop()).toBe(0);
    expect(await stop()).toBeUndefined();
  });
});
