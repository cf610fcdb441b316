// The production server: Next's request handler inside a plain Node HTTP server, which decides
// the client's address from the connection (and TRUST_PROXY_HOPS trusted proxies) before Next
// sees the request, so a client cannot pose as another by sending forwarding headers of its own.
// `npm start` runs it after building (scripts/start.mts); so do the tests and benchmarks
// (scripts/site-server.ts). `npm run dev` runs it with `--dev`: Next in development mode (pages
// compiled as they are asked for, edits shown on reload) behind the same client address, the same
// API router and the same pages without the framework; only the pages kept in memory are left
// out. PORT (default 3000) and HOSTNAME (default 127.0.0.1: this host only, behind a proxy on the
// same host; `0.0.0.0` or `::` for every interface) say where it listens.
import fs from 'node:fs';
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import pino from 'pino';
import {
  parseTrustProxyHops,
  rewriteClientAddress,
} from '../src/server/http/client-address-resolver.ts';
import {
  integrityOf,
  newNonce,
  nonceSource,
  pagePolicy,
  scriptSources,
} from '../src/server/http/content-security-policy.ts';
import { OWN_SCRIPTS, pageRewriteFor } from '../src/server/http/framework-free.ts';
import { SHORT_LIVED_ANSWERS, onForgetAnswers } from '../src/server/http/short-lived-answers.ts';
import { startMetricsServer, trackRequest } from '../src/server/metrics/metrics-server.ts';
import { refusePageMethod } from './allowed-methods.ts';
import { createApiRoutes } from './api-routes.ts';
import { waitForApi } from '../src/server/api/handoff.ts';
import { createPagePayloads } from './page-payloads.ts';
import { warnIfUnsupportedNode } from '../src/server/runtime/supported-node.ts';
import { SiteResponse } from './site-response.ts';
import { createStaticPages, staticRoutes } from './static-pages.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Timeouts against clients that hold connections open: whole headers within 20 s and a whole
// request within 60 s (a slow-drip client is cut off); idle keep-alive connections stay 65 s, longer
// than the 60 s idle timeout of common load balancers, so the balancer closes them first and never
// sends a request down a connection we are closing.
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 60_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
// How often Node looks for connections past those two timeouts (its default, 30 s, would let a
// slow-drip client hold its connection up to 50 s).
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;
// Requests in flight get this long to finish after SIGTERM: under the 10 s a container runtime
// waits before it kills the process.
const SHUTDOWN_GRACE_MS = 8_000;

// .env files first, as `next start` would, so TRUST_PROXY_HOPS and PORT may be kept there too.
nextEnv.loadEnvConfig(dir, false, { info: () => undefined, error: console.error });
const dev = process.argv.includes('--dev');
// Next's types make NODE_ENV read-only; this server sets it once, before Next is loaded.
const env: Record<string, string | undefined> = process.env;
env.NODE_ENV ||= dev ? 'development' : 'production';
// Tells the application that X-Client-Address was set here and can be believed (client-address.ts).
process.env.CLIENT_ADDRESS_FROM_SERVER = '1';

warnIfUnsupportedNode();
const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'site' } });

function fail(message: string): never {
  console.error(`The site cannot start.\n${message}`);
  process.exit(1);
}

// HSTS for a site whose public address is https (browsers then refuse plain http to it for two
// years), decided by this server's SITE_URL as it starts, never by the address the site was built
// with: one build serves a plain-http staging address and the https public one.
const strictTransportSecurity = (process.env.SITE_URL ?? '').startsWith('https://')
  ? 'max-age=63072000; includeSubDomains'
  : '';

let trustProxyHops = 0;
try {
  trustProxyHops = parseTrustProxyHops(process.env.TRUST_PROXY_HOPS);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number (got "${process.env.PORT}")`);
// A single-host install listens on this host only (a proxy on the same host in front of it); a
// container or a server behind a balancer on another host sets HOSTNAME=0.0.0.0 (decision 121).
const hostname = process.env.HOSTNAME || '127.0.0.1';

// Metrics on a port of their own (METRICS_PORT), made before the application, which records into them.
// A bad METRICS_PORT or METRICS_TOKEN is thrown as the call is made, a port in use later.
try {
  await startMetricsServer({ log });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

const { default: next } = await import('next');
const app = next({ dev, dir, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();
// The API's router, offered by the application's start-up, which Next runs as its server starts
// (decision 169); a start-up that fails stops the process itself with its reason.
const API_WAIT_MS = 120_000;
const api = await waitForApi(API_WAIT_MS);
if (!api)
  fail(`The application did not start within ${API_WAIT_MS / 1000} s (src/instrumentation.ts).`);
// Pre-rendered pages from memory once loaded (decision 071), and the fuel-levy answers for a few
// seconds at a time (decision 073); until then, and for anything else, Next.
const distDir = path.resolve(dir, process.env.NEXT_DIST_DIR || '.next');
const staticPages = createStaticPages({
  distDir,
  shortLived: SHORT_LIVED_ANSWERS,
  lasting: api.routes.filter((route) => route.keptUntilNextBuild).map((route) => route.path),
  log,
});
// A write in this process (the staff console) drops the copies it changes.
onForgetAnswers(staticPages.forget);
// Every call under /tms and /staff/api, and the policy's reports, answered by the API's router
// (decision 169).
const apiRoutes = createApiRoutes({ api, log });
/**
 * The site's own script files as a page's policy names them: by the digest of the files served,
 * which the build wrote into the pages' `integrity` attributes (decision 120).
 */
const ownScriptSources = OWN_SCRIPTS.flatMap((address) => {
  try {
    return [`'${integrityOf(fs.readFileSync(path.join(dir, 'public', address)))}'`];
  } catch {
    return [];
  }
});
/** Pages the build rendered once: a copy Next sends of one is the build's, hashed as it is. */
let prerendered = new Set<string>();
try {
  if (!dev) prerendered = new Set(staticRoutes(distDir));
} catch {
  // no build manifest: every page gets a nonce
}
/** Next answers the request, or the client gets a 500 (or a cut connection) and the log a line. */
function render(req: IncomingMessage, res: SiteResponse): void {
  handle(req, res).catch((err) => {
    log.error({ err, url: req.url }, 'request failed');
    if (res.headersSent) res.destroy();
    else {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  });
}
// React's payload of a page with forms rendered per request (a saved quote's link), kept apart
// for the framework like a kept page's (decision 105).
const pagePayloads = createPagePayloads({
  render,
  isOwnFetch: staticPages.isOwnFetch,
});

let stopping = false;
let inFlight = 0;
// The outbox's delivery loop paces itself on requests being answered (delivery-pace.ts).
(globalThis as Record<symbol, unknown>)[Symbol.for('site.requestsInFlight')] = () => inFlight;
// Until the pre-rendered pages are in memory, /readyz says the instance is still starting, so a
// balancer (and the tests and benchmarks) send traffic only to a warm server.
let warming = true;

const serverOptions = {
  ServerResponse: SiteResponse,
  connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
};
const server = http.createServer(serverOptions, (req, res) => {
  trackRequest(req, res);
  if (strictTransportSecurity) res.setHeader('strict-transport-security', strictTransportSecurity);
  rewriteClientAddress(req, { remoteAddress: req.socket.remoteAddress, trustProxyHops });
  // Next reads a page's nonce from the request's policy: only this server's counts.
  delete req.headers['content-security-policy'];
  delete req.headers['content-security-policy-report-only'];
  inFlight += 1;
  res.once('close', () => {
    inFlight -= 1;
    // Once the last answer is out, what remains open is idle keep-alive connections.
    if (stopping && inFlight === 0) server.closeAllConnections();
  });
  if (stopping) res.setHeader('Connection', 'close');
  if (warming && req.url === '/readyz') {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end('{"status":"starting"}');
    return;
  }
  if (staticPages.serve(req, res)) return;
  if (apiRoutes.serve(req, res)) return;
  // The methods a page takes (decision 121): anything else is refused before Next sees it.
  if (!dev && refusePageMethod(req, res)) return;
  if (pagePayloads.serve(req, res)) return;
  // A page Next renders now gets a nonce of its own, which Next writes on its scripts; the site's
  // own script files are named by their digest (decision 120).
  const nonce = newNonce();
  // Development: React's development build and Next's reloading need eval and inline scripts.
  res.pagePolicy = pagePolicy({ dev, scripts: [nonceSource(nonce), ...ownScriptSources] });
  req.headers['content-security-policy'] = res.pagePolicy;
  // A page Next renders now (the not-found page, a query string) is rewritten like the copies.
  const rewrite = pageRewriteFor(req);
  if (rewrite) {
    const rewritePage = pagePayloads.pageRewrite(req, rewrite);
    // A page the build rendered once, sent by Next as it is for a query string (no script of it
    // carries the nonce): its scripts are the build's, and its policy names them by their
    // hashes, as the kept copy's does.
    const fromBuild = prerendered.has((req.url ?? '/').split('?', 1)[0]!);
    res.holdPage(req, (html) => {
      const page = rewritePage(html);
      if (fromBuild && !page.includes(`nonce="${nonce}"`))
        res.pagePolicy = pagePolicy({ scripts: scriptSources(page) });
      return page;
    });
  }
  render(req, res);
});
server.headersTimeout = HEADERS_TIMEOUT_MS;
server.requestTimeout = REQUEST_TIMEOUT_MS;
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

server.on('error', (err) => fail(`The server could not listen: ${err.message}`));
server.listen(port, hostname, () => {
  const address = server.address() as AddressInfo;
  log.info(
    { host: address.address, port: address.port, trustProxyHops },
    `listening on port ${address.port}`,
  );
  // Each pre-rendered page is asked of Next once, over loopback when listening everywhere.
  const wildcard = address.address === '::' || address.address === '0.0.0.0';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  // PAGES_FROM_MEMORY=0 leaves every page to Next (to compare, or to rule this out); so does
  // development, where a page is drawn anew on each visit.
  if (process.env.PAGES_FROM_MEMORY === '0' || dev) {
    warming = false;
    return;
  }
  staticPages
    .load(`http://${host}:${address.port}`)
    .then((count) => log.info({ pages: count }, 'pre-rendered pages answered from memory'))
    .catch((err) => log.warn({ err }, 'pre-rendered pages not loaded; Next answers them'))
    .finally(() => (warming = false));
});

/** Once the server has closed: Next's own resources, then the process. */
async function exitOnceClosed(): Promise<void> {
  await app.close().catch((err: unknown) => log.warn({ err }, 'Next did not close cleanly'));
  log.info('stopped');
  process.exit(0);
}

function stop(signal: NodeJS.Signals): void {
  if (stopping) {
    log.warn({ signal }, 'second signal: stopping now');
    process.exit(1);
  }
  stopping = true;
  log.info({ signal }, 'stopping: no new connections; finishing the requests in flight');
  server.close(() => void exitOnceClosed());
  // Keep-alive connections would hold close() open: with nothing in flight, none is needed.
  if (inFlight === 0) server.closeAllConnections();
  setTimeout(() => {
    log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still open after the grace period; closing');
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
