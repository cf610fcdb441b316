// MDN HTTP Observatory's scan (npm `@mdn/mdn-http-observatory`), run here as its documented
// `scan()` runs, against a loopback TLS endpoint (tests/support/tls-endpoint.ts), with no network
// (decision 163). What this relies on, each checked by tests/scale/observatory.scale.test.ts:
//
// 1. Its install scripts do not run (`allowScripts` in package.json denies them): they download
//    Chromium's HSTS preload list and IANA's list of top-level domains (its postinstall), Mozilla's
//    certificate bundle for its command line (node_extra_ca_certs_mozilla_bundle) and build libpq
//    for its API server's database (pg-native), none of which works without the internet. Of what
//    they leave behind, a scan reads only the preload list, `conf/hsts-preload.json`:
//    `ensurePreloadList` writes an empty one when it is missing, as no address a test scans is on
//    the real list (it holds public host names only).
// 2. `scan(host)` asks `https://${host}` and `http://${host}` as given, so `host` may carry a port
//    and a path (`127.0.0.1:4431/get-a-quote`): that is how a page other than `/` is scanned, on a
//    port that needs no privileges.
// 3. It verifies certificates against Node's trust store (a certificate it cannot verify costs
//    the HSTS and redirection marks), so the throw-away authority is given to it by
//    NODE_EXTRA_CA_CERTS, which Node reads only as a process starts: each scan runs in a child
//    process of its own.
// 4. Its requests go through axios, which follows HTTP(S)_PROXY: those are removed from the
//    child's environment, so a proxy set on the machine never sees a loopback scan.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/site-server.ts';

export const OBSERVATORY_PACKAGE = '@mdn/mdn-http-observatory';

/** The packages of its tree whose install scripts need the internet (assumption 1). */
export const DENIED_INSTALL_SCRIPTS = [
  OBSERVATORY_PACKAGE,
  'node_extra_ca_certs_mozilla_bundle',
  'libpq',
];

/** One test's outcome, as the scanner's command line prints it. */
export type ObservatoryTest = {
  expectation: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
};

export type ObservatoryScan = {
  /** What `scan()` was given. */
  host: string;
  scan: {
    grade: string;
    score: number;
    statusCode: number;
    testsPassed: number;
    testsFailed: number;
    testsQuantity: number;
    responseHeaders: Record<string, string>;
  };
  tests: Record<string, ObservatoryTest>;
};

/** The scanner's own folder in node_modules. */
export function observatoryDir(): string {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return path.dirname(require.resolve(`${OBSERVATORY_PACKAGE}/package.json`));
}

/** The HSTS preload list a scan reads (assumption 1). */
export function preloadListFile(): string {
  return path.join(observatoryDir(), 'conf', 'hsts-preload.json');
}

/** Write an empty preload list when the install left none (assumption 1); the path either way. */
export function ensurePreloadList(): string {
  const file = preloadListFile();
  if (!fs.existsSync(file)) {
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, '{}\n');
    fs.renameSync(partial, file);
  }
  return file;
}

/** Proxy settings axios would follow (assumption 4). */
const PROXY_VARIABLES = /^(?:https?|all|no)_proxy$/i;

/**
 * The child's program: `scan()` of each host given, in turn, written as one JSON line. The tests'
 * outcomes are kept as the scanner's command line keeps them (without the prose).
 */
const SCAN_EACH = `
import { scan } from '${OBSERVATORY_PACKAGE}';
const results = [];
for (const host of process.argv.slice(1)) {
  const { scan: summary, tests } = await scan(host);
  const outcomes = {};
  for (const [name, t] of Object.entries(tests)) {
    outcomes[name] = { expectation: t.expectation, pass: t.pass, result: t.result, scoreModifier: t.scoreModifier };
  }
  results.push({ host, scan: summary, tests: outcomes });
}
process.stdout.write('\\n' + JSON.stringify(results) + '\\n');
`;

/**
 * Scan each of `hosts` (`host:port/path`, assumption 2) in a child process that trusts the
 * certificate authority in `caFile` (assumption 3), or only the system's without it.
 */
export async function observatoryScan(
  hosts: string[],
  { caFile, timeoutMs = 60_000 }: { caFile?: string; timeoutMs?: number } = {},
): Promise<ObservatoryScan[]> {
  ensurePreloadList();
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (PROXY_VARIABLES.test(name) || name === 'NODE_EXTRA_CA_CERTS' || name === 'CONFIG_FILE') {
      delete env[name];
    }
  }
  if (caFile) env.NODE_EXTRA_CA_CERTS = caFile;
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCAN_EACH, ...hosts], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const code = await new Promise<number | string | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0) throw new Error(`the scan of ${hosts.join(', ')} failed (${code}):\n${err}`);
  const last = out.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as ObservatoryScan[];
}
