// Start the built site for a benchmark: its own build folder, a fresh data folder, mail to .eml
// files, and a free loopback port (scripts/site-server.ts builds first when the build is stale).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, startSite } from '../scripts/site-server.ts';

export type BenchServer = { base: string; pid: number; dataDir: string; stop(): Promise<void> };

const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';

// Every request of a benchmark comes from one loopback address: limits high enough never to bite.
const NO_LIMITS = {
  RATE_LIMIT_MAX: '100000000',
  RATE_LIMIT_PRICING_MAX: '100000000',
  RATE_LIMIT_MAIL_MAX: '100000000',
  RATE_LIMIT_LOOKUP_MAX: '100000000',
  VISITOR_MAIL_PER_DAY: '100000000',
};

/**
 * Build when the sources are newer than the build. BENCH_REBUILD builds even when the build looks
 * current; BENCH_NO_BUILD measures the build in BENCH_DIST_DIR as it is (e.g. an older one).
 */
export async function ensureBenchBuild(): Promise<void> {
  if (process.env.BENCH_NO_BUILD) return;
  await ensureBuild({ distDir: BENCH_DIST_DIR, force: Boolean(process.env.BENCH_REBUILD) });
}

export async function startBenchServer(
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  await ensureBenchBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  // The pid is the server's own (node scripts/server.mts, no wrapper), for memory readings.
  const site = await startSite({
    distDir: BENCH_DIST_DIR,
    build: false,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...NO_LIMITS, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base: site.base,
    pid: site.pid,
    dataDir,
    stop: async () => {
      await site.stop(5000);
    },
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

/** The consignment the benches price and save: two kinds of package, Laverton North to Rocklea, picked up in 36 hours. */
export function quoteBooking() {
  const date = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    is_dg: false,
    is_hand_unload: true,
    is_trailer_split: false,
    has_tailgate: false,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date,
    packagings: [
      { type: '10', quantity: '2', length: '120', width: '100', height: '100', weight: '50' },
      { type: '13', quantity: '40', length: '40', width: '30', height: '30', weight: '12' },
    ],
  };
}
