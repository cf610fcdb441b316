// Page serving (decision 071): the site's server against nginx serving the very same pre-rendered
// HTML, side by side in one run on the same machine, and the site alone under a 200-connection
// mix of pages and API reads for 60 s. nginx is Debian's package (`apt-get install nginx`); it
// runs from a throwaway folder with its own configuration, as the user running the bench.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForReady } from '../scripts/site-server.ts';
import { rssMiB, startBenchServer } from './server';

const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Goals: the site's rate for a page against nginx's, and the 200-connection mix. */
export const PAGE_GOALS = { shareOfNginx: 0.4, mixP99Ms: 500, mixErrors: 0, mixTimeouts: 0 };

/** Pages compared with nginx. */
const COMPARED = ['/about', '/'];

/** Ten paths a crowd of visitors asks for: pages and the API reads behind them. */
export const MIX = [
  '/',
  '/about',
  '/services/warehousing',
  '/promise-to-clients/fuel-levy',
  '/resources/refund-policy',
  '/resources/credit-application',
  '/get-a-quote',
  '/our-blog/How-HACCP-Controls-Food-Safety',
  '/tms/getFuelLevies',
  '/tms/getAddPublicBookingData',
];

const COMPARE_SECONDS = Number(process.env.BENCH_COMPARE_SECONDS || 10);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS || 60);

/** Copy the build's pre-rendered HTML into `root`, one file per route, as nginx will serve it. */
function copyPages(root: string): number {
  const appDir = path.resolve(BENCH_DIST_DIR, 'server', 'app');
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const target = path.join(root, path.relative(appDir, full));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(full, target);
        count += 1;
      }
    }
  };
  walk(appDir);
  return count;
}

type Nginx = { base: string; stop(): Promise<void> };

/** nginx with Debian's defaults that matter here (a worker per core, sendfile), on a free port. */
async function startNginx(): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: install nginx (apt-get install -y nginx) to compare`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const root = path.join(prefix, 'html');
  if (copyPages(root) === 0) throw new Error(`no pre-rendered pages in ${BENCH_DIST_DIR}`);
  const port = await freePort();
  const user = os.userInfo().username;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes auto;
${user === 'root' ? 'user root;\n' : ''}pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${prefix}/tmp;
  proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp;
  uwsgi_temp_path ${prefix}/tmp;
  scgi_temp_path ${prefix}/tmp;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri =404; }
  }
}
`,
  );
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitForReady(`${base}/about`, { timeoutMs: 10_000, exited });
  return {
    base,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function rate(result: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export async function runPagesBench(): Promise<Record<string, unknown>> {
  const server = await startBenchServer();
  const nginx = await startNginx().catch(async (err: unknown) => {
    await server.stop();
    throw err;
  });
  const failures: string[] = [];
  try {
    // Both warmed: every page of the mix once from the site, the compared ones from nginx.
    for (const p of MIX) await (await fetch(`${server.base}${p}`)).arrayBuffer();
    const compared: Record<string, unknown>[] = [];
    for (const page of COMPARED) {
      const site = rate(
        await autocannon({
          url: `${server.base}${page}`,
          connections: 10,
          duration: COMPARE_SECONDS,
        }),
      );
      const reference = rate(
        await autocannon({
          url: `${nginx.base}${page}`,
          connections: 10,
          duration: COMPARE_SECONDS,
        }),
      );
      const share = Math.round((site.requestsPerSecond / reference.requestsPerSecond) * 100) / 100;
      compared.push({ page, site, nginx: reference, shareOfNginx: share });
      if (site.non2xx || reference.non2xx) failures.push(`pages ${page}: answers other than 2xx`);
      if (share < PAGE_GOALS.shareOfNginx) {
        failures.push(
          `pages ${page}: ${site.requestsPerSecond} req/s is ${Math.round(share * 100)}% of nginx's ${reference.requestsPerSecond} (goal ≥ ${PAGE_GOALS.shareOfNginx * 100}%)`,
        );
      }
      console.log(
        `  ${page}: site ${site.requestsPerSecond} req/s, nginx ${reference.requestsPerSecond} req/s (${Math.round(share * 100)}%)`,
      );
    }
    await nginx.stop();

    const mixResult = await autocannon({
      url: server.base,
      connections: 200,
      duration: MIX_SECONDS,
      requests: MIX.map((p) => ({ method: 'GET' as const, path: p })),
    });
    const mix = { ...rate(mixResult), answers: mixResult.requests.total, paths: MIX };
    if (mix.errors > PAGE_GOALS.mixErrors) failures.push(`mix: ${mix.errors} errors`);
    if (mix.timeouts > PAGE_GOALS.mixTimeouts) failures.push(`mix: ${mix.timeouts} timeouts`);
    if (mix.non2xx) failures.push(`mix: ${mix.non2xx} answers other than 2xx`);
    if (mix.latencyP99Ms > PAGE_GOALS.mixP99Ms) {
      failures.push(`mix: p99 ${mix.latencyP99Ms} ms > ${PAGE_GOALS.mixP99Ms} ms`);
    }
    console.log(
      `  mix of ${MIX.length} paths, 200 connections, ${MIX_SECONDS} s: ${mix.answers} answers, p99 ${mix.latencyP99Ms} ms, ${mix.errors} errors, ${mix.timeouts} timeouts`,
    );
    return {
      goals: PAGE_GOALS,
      compareSeconds: COMPARE_SECONDS,
      compared,
      mix: { connections: 200, seconds: MIX_SECONDS, ...mix },
      serverMemoryMiB: rssMiB(server.pid),
      failures,
    };
  } finally {
    await nginx.stop().catch(() => undefined);
    await server.stop();
  }
}
