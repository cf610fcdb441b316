// One way to build and run the site for `npm start`, the browser tests, the scale tests and the
// benchmarks: build when the sources are newer than the build, pick a free port, start
// scripts/server.mts, wait until /readyz answers, and stop it.
import { spawn } from 'node:child_process';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import lockfile from 'proper-lockfile';

export const ROOT = path.resolve(__dirname, '..');

/** What a build is made from: a change to any of these (but a unit test) makes it stale. */
export const BUILD_SOURCES = [
  'src',
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
];

/** Variables read at build time (baked into pre-rendered pages), recorded beside the build. */
export const BUILD_TIME_VARIABLES = ['SITE_URL', 'NEXT_PUBLIC_API_BASE'];

type Env = Record<string, string | undefined>;

/** How a process ended: its exit code, or the signal that ended it. */
type Exit = number | NodeJS.Signals | null;

/** What a build made here records beside itself. */
type BuildRecord = { startedAt?: number; env?: Record<string, string> };

const RECORD = 'site-build.json';
const UNIT_TEST = /\.test\.tsx?$/;
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const SERVER = path.join(ROOT, 'scripts/server.mts');

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function newestSource(entry: string): { time: number; file: string } {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return { time: 0, file: entry };
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: entry };
  let newest = { time: stat.mtimeMs, file: entry };
  for (const child of fs.readdirSync(full)) {
    if (UNIT_TEST.test(child)) continue;
    const found = newestSource(path.join(entry, child));
    if (found.time > newest.time) newest = found;
  }
  return newest;
}

function readRecord(distDir: string): BuildRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, distDir, RECORD), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

/**
 * Why the build in `distDir` cannot be used, or undefined when it can. A build-time variable is
 * compared only when `env` names it, and only against builds made here (a plain `next build`
 * records none).
 */
export function staleBuildReason(distDir: string, env: Env = {}): string | undefined {
  const buildId = path.join(ROOT, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'there is no build yet';
  const record = readRecord(distDir);
  // The start of the build, not its end: a file saved while it ran may not be in it.
  const builtFrom = record?.startedAt ?? fs.statSync(buildId).mtimeMs;
  const newest = BUILD_SOURCES.map(newestSource).reduce((a, b) => (b.time > a.time ? b : a));
  if (newest.time > builtFrom) return `${newest.file} changed since the last build`;
  if (record) {
    for (const name of BUILD_TIME_VARIABLES) {
      if (name in env && (env[name] ?? '') !== (record.env?.[name] ?? '')) {
        return `${name} differs from the build's`;
      }
    }
  }
  return undefined;
}

/**
 * Run `work` while holding a lock on `distDir`, so two test runs never build into it at once. A
 * lock whose holder died goes stale after 10 s and is taken over; a live holder keeps it fresh.
 */
async function withBuildLock<T>(distDir: string, work: () => Promise<T>): Promise<T> {
  const folder = path.resolve(ROOT, distDir);
  const key = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  const release = await lockfile.lock(folder, {
    realpath: false,
    lockfilePath: path.join(os.tmpdir(), `site-build-${key}.lock`),
    retries: { forever: true, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * Build into `distDir` when its build is stale (or always, with `force`). `env` is added to this
 * process's environment for the build; its build-time variables are recorded with the build.
 */
export async function ensureBuild({
  distDir,
  env = {},
  force = false,
  log = console.log,
}: {
  distDir: string;
  env?: Env;
  force?: boolean;
  log?: (message: string) => void;
}): Promise<boolean> {
  if (!force && !staleBuildReason(distDir, env)) return false;
  return withBuildLock(distDir, async () => {
    const reason = force ? 'a fresh build was asked for' : staleBuildReason(distDir, env);
    if (!reason) return false;
    log(`Building the site into ${distDir} (${reason})…`);
    const startedAt = Date.now();
    const buildEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
      NEXT_DIST_DIR: distDir,
    };
    const code = await new Promise<Exit>((resolve, reject) => {
      const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
        cwd: ROOT,
        env: buildEnv,
        stdio: 'inherit',
      });
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
    });
    if (code !== 0) throw new Error(`next build into ${distDir} failed (${code})`);
    const recorded = Object.fromEntries(
      BUILD_TIME_VARIABLES.map((name) => [name, buildEnv[name] ?? '']),
    );
    fs.writeFileSync(
      path.join(ROOT, distDir, RECORD),
      `${JSON.stringify({ startedAt, env: recorded }, null, 2)}\n`,
    );
    return true;
  });
}

/**
 * A loopback port nobody listens on: `preferred` when it is free (so a build-time SITE_URL with
 * that port stays valid from run to run), otherwise one the system picks.
 */
export const freePort = (preferred?: number): Promise<number> =>
  getPort({ port: preferred, host: '127.0.0.1' });

/** Wait until `url` answers 200, or fail (early, when `exited` settles first). */
export async function waitForReady(
  url: string,
  { timeoutMs = 120_000, exited }: { timeoutMs?: number; exited?: Promise<unknown> } = {},
): Promise<void> {
  let gone: unknown;
  void exited?.then((reason) => (gone = reason));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone !== undefined) {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an exit code or a signal
      throw new Error(`the site stopped before it was ready (${String(gone)})`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.text();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(200);
  }
}

export type Site = {
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  pid: number;
  process: ChildProcess;
  /** Settles with the exit code or signal once the server has exited. */
  exited: Promise<Exit>;
  /** SIGTERM, then SIGKILL after `timeoutMs` (default 10 s); settles once it has exited. */
  stop(timeoutMs?: number): Promise<Exit>;
  /** SIGKILL: a crash, with no chance to finish anything. */
  kill(): Promise<Exit>;
};

/**
 * Start the built site (building it first when stale), or with `dev` the development server, on a
 * free loopback port with `env` added to this process's environment, and wait until it is ready.
 * The build sees only the build-time variables of `env` (or `buildEnv`), so a runtime setting such
 * as DATA_DIR never reaches it.
 */
export async function startSite({
  distDir,
  env = {},
  port,
  build = true,
  buildEnv = Object.fromEntries(
    BUILD_TIME_VARIABLES.filter((n) => n in env).map((n) => [n, env[n]]),
  ),
  stdio = ['ignore', 'inherit', 'inherit'],
  readyTimeoutMs = 120_000,
  log = console.log,
  dev = false,
}: {
  distDir: string;
  env?: Env;
  port?: number;
  build?: boolean;
  buildEnv?: Env;
  stdio?: StdioOptions;
  readyTimeoutMs?: number;
  log?: (message: string) => void;
  /** The development server (`npm run dev`) in place of the build. */
  dev?: boolean;
}): Promise<Site> {
  if (build && !dev) await ensureBuild({ distDir, env: buildEnv, log });
  const chosen = port ?? (await freePort());
  const base = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, ...(dev ? ['--dev'] : [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: dev ? 'development' : 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '127.0.0.1',
      ...env,
      NEXT_DIST_DIR: distDir,
      PORT: String(chosen),
    },
    stdio,
  });
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code));
  });
  // A test runner that dies must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const stopWith = async (signal: NodeJS.Signals, timeoutMs: number): Promise<Exit> => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };

  try {
    await waitForReady(`${base}/readyz`, { timeoutMs: readyTimeoutMs, exited });
  } catch (err) {
    await stopWith('SIGKILL', 0);
    throw err;
  }
  return {
    base,
    port: chosen,
    // A process that answered was spawned, so it has an id.
    pid: child.pid!,
    process: child,
    exited,
    stop: (timeoutMs = 10_000) => stopWith('SIGTERM', timeoutMs),
    kill: () => stopWith('SIGKILL', 0),
  };
}
