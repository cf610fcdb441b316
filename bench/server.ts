// Start the built site for a benchmark: its own build folder, a fresh data folder, mail to .eml
// files, and a free loopback port. Builds first when the build is missing.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type BenchServer = { base: string; pid: number; dataDir: string; stop(): Promise<void> };

export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs,
    );
  }
  return newest;
}

/** Build into BENCH_DIST_DIR when there is no build yet or the sources are newer than it. */
export function ensureBuild(): void {
  const buildId = path.join(BENCH_DIST_DIR, 'BUILD_ID');
  const fresh = fs.existsSync(buildId) && newestSourceTime('src') < fs.statSync(buildId).mtimeMs;
  if (fresh && !process.env.BENCH_REBUILD) return;
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR },
  });
  if (result.status !== 0) throw new Error('next build failed');
}

export async function startBenchServer(
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  ensureBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  // Run next's server directly (not through npx) so the pid is the server's own, for memory readings.
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: BENCH_DIST_DIR,
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '100000000',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid!,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(resolve, 5000);
      }),
  };
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** Cookie and header pair that passes the anti-forgery check. */
export const benchXsrf = (() => {
  const token = 'bench-token-0123456789abcdef0123';
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
})();
