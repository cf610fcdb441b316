// A full disk under the built site on SQLite (decision 133): its data folder is a small tmpfs made
// for the test. The site writes, the disk is filled until saves fail, and they fail as 503 (never
// 500) while /readyz says not ready; the disk is freed, and without a restart saves work again,
// /readyz says ready, and checkpoints copy new rows into the database file again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import { HIGH_LIMITS, SCALE_DIST_DIR, eventually, postJson, visitorSession } from './scale-support';

const asRoot = process.getuid?.() === 0;
const onSqlite = !process.env.TEST_DATABASE_URL;

/** Rows of the database file alone, as its checkpoints left it: a copy without its WAL. */
function checkpointedSubjects(dataDir: string, scratch: string): string[] {
  const copy = path.join(scratch, 'checkpointed.sqlite');
  fs.rmSync(`${copy}-wal`, { force: true });
  fs.rmSync(`${copy}-shm`, { force: true });
  fs.copyFileSync(path.join(dataDir, 'site.sqlite'), copy);
  const db = new SQLite(copy);
  try {
    return (db.prepare('select subject from contact_messages').all() as { subject: string }[]).map(
      (r) => r.subject,
    );
  } finally {
    db.close();
  }
}

function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9]) {
      const chunk = Buffer.alloc(size, 7);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw err;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf(!asRoot || !onSqlite)('a full disk under the site', () => {
  let mountPoint: string;
  let scratch: string;
  let site: Site | undefined;

  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'site-full-disk-'));
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-full-disk-copy-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m,mode=0700', 'tmpfs', mountPoint]);
    site = await startSite({
      distDir: SCALE_DIST_DIR,
      build: false,
      env: { DATA_DIR: mountPoint, LOG_LEVEL: 'warn', ...HIGH_LIMITS },
    });
  });

  afterAll(async () => {
    await site?.stop();
    if (mountPoint) {
      execFileSync('umount', [mountPoint]);
      fs.rmdirSync(mountPoint);
    }
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('fails writes as 503 and is not ready while full, and works again once freed', async () => {
    const base = site!.base;
    const session = await visitorSession(base);
    const post = (subject: string) =>
      postJson(base, '/tms/save-contact', session, {
        email: `${subject.replace(/\W+/g, '.')}@full-disk.example`,
        subject,
        message: `A message to fill the disk. ${'Pallets to Perth. '.repeat(200)}`,
      });
    expect((await post('Before 1')).status).toBe(200);

    const filler = path.join(mountPoint, 'filler');
    fill(filler);
    const statuses: number[] = [];
    for (let i = 0; i < 400 && !statuses.includes(503); i++) {
      statuses.push((await post(`Full ${i}`)).status);
    }
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    await eventually(
      '/readyz says not ready',
      async () => {
        return (await fetch(`${base}/readyz`)).status === 503;
      },
      10_000,
      250,
    );

    fs.rmSync(filler);
    await eventually(
      '/readyz says ready again',
      async () => {
        return (await fetch(`${base}/readyz`)).status === 200;
      },
      15_000,
      250,
    );
    expect((await post('After 1')).status).toBe(200);
    // The checkpoint thread is back (after its back-off): the new row reaches the database file.
    await eventually(
      'checkpoints copy new rows into the file',
      () => {
        // A copy taken while a checkpoint is copying pages may be torn: look again.
        try {
          return checkpointedSubjects(mountPoint, scratch).includes('After 1');
        } catch {
          return false;
        }
      },
      45_000,
      500,
    );
  });
});
