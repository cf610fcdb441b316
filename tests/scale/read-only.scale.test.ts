// The built site runs as an unprivileged user from a read-only copy of its folder (decision 134):
// start-up writes nothing under the application folder (the site's scripts are made when it is
// built), and the site answers pages, /readyz and a saved form, writing only into DATA_DIR.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, freePort, waitForReady } from '../../scripts/site-server.ts';
import { HIGH_LIMITS, SCALE_DIST_DIR, postJson, visitorSession } from './scale-support';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/**
 * Unmount the bind mount. The kernel may hold it busy for a moment after the server is gone (its
 * last files still closing), so a busy mount is tried again for up to 10 s, then detached lazily:
 * it goes once nothing uses it, and the run is not failed by its own tidying up.
 */
async function unmount(mountPoint: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      execFileSync('umount', [mountPoint], { stdio: 'pipe' });
      return;
    } catch {
      await sleep(500);
    }
  }
  execFileSync('umount', ['--lazy', mountPoint]);
}

describe.skipIf(!asRoot)('the built site on a read-only folder, as an unprivileged user', () => {
  let mountPoint: string;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let base: string;
  let output = '';

  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'site-read-only-'));
    execFileSync('mount', ['--bind', ROOT, mountPoint]);
    execFileSync('mount', ['-o', 'remount,bind,ro', mountPoint]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-read-only-data-'));
    fs.chownSync(dataDir, NOBODY, NOBODY);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(mountPoint, 'scripts/server.mts')],
      {
        cwd: mountPoint,
        uid: NOBODY,
        gid: NOBODY,
        env: {
          PATH: process.env.PATH,
          HOME: dataDir,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          HOSTNAME: '127.0.0.1',
          PORT: String(port),
          NEXT_DIST_DIR: SCALE_DIST_DIR,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...HIGH_LIMITS,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    await waitForReady(`${base}/readyz`, { timeoutMs: 120_000, exited });
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGKILL');
      await gone;
    }
    if (mountPoint) {
      await unmount(mountPoint);
      fs.rmdirSync(mountPoint);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, answers pages and saves a form, writing only into DATA_DIR', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status, output).toBe(200);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const script = /src="(\/site\.js\?v=[^"]+)"/.exec(await home.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    const session = await visitorSession(base);
    const saved = await postJson(base, '/tms/save-contact', session, {
      email: 'read.only@example.com',
      subject: 'From a read-only site',
      message: 'Saved by a site that cannot write into its own folder.',
    });
    expect(saved.status, output).toBe(200);
    expect(fs.readdirSync(dataDir)).toContain('site.sqlite');
    expect(output).not.toMatch(/EROFS|EACCES|read-only file system/i);
  });
});
