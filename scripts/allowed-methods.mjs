// Which methods each address takes, decided before anything else answers (decision 121). A page,
// a file or an unknown address takes GET and HEAD; a route handler (src/app/**/route.ts) takes the
// methods its module exports, HEAD with GET. Any other method is answered 405 with an Allow
// header (JSON under /tms and /staff/api, plain text elsewhere), OPTIONS 204 with the same header,
// so that no method reaches a page that would draw itself for it, and none reaches Next's handler
// unprepared (TRACE answered 500 before). Types in allowed-methods.d.mts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RESOURCE_POLICY, SECURITY_HEADERS } from '../src/server/http/content-security-policy.mjs';

/** The methods a route handler may export (Next's own list). */
const HANDLER_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** What pages, files and unknown addresses take. */
export const PAGE_METHODS = ['GET', 'HEAD'];

/** `methods` with HEAD when it has GET (as Next answers a route). */
const withHead = (methods) =>
  methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;

/** The methods a route module exports, with HEAD when it answers GET. */
export function methodsOf(userland) {
  return withHead(HANDLER_METHODS.filter((method) => typeof userland?.[method] === 'function'));
}

/** A route's segments without its route groups `(name)`. */
const routeSegments = (route) => route.split('/').filter((s) => s && !/^\(.*\)$/.test(s));

/**
 * A route's path as a pattern: route groups `(name)` dropped, `[x]` one segment, `[...x]` one or
 * more, `[[...x]]` none or more.
 */
export function routePattern(route) {
  const segments = routeSegments(route);
  let source = '';
  for (const segment of segments) {
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) source += '(?:/.*)?';
    else if (/^\[\.\.\..+\]$/.test(segment)) source += '/.+';
    else if (/^\[.+\]$/.test(segment)) source += '/[^/]+';
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source || '/'}$`);
}

/** The route handlers of a build: route (groups kept) → compiled module file. */
export function routeHandlerFiles(distDir) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'server', 'app-paths-manifest.json'), 'utf8'),
  );
  const files = new Map();
  for (const [key, file] of Object.entries(manifest)) {
    if (key.endsWith('/route'))
      files.set(key.slice(0, -'/route'.length), path.join(distDir, 'server', file));
  }
  return files;
}

/** Where an error is answered as JSON: the API and the console's calls. */
const JSON_PATHS = /^\/(tms|staff\/api)(\/|$)/;

/**
 * @param {{ distDir: string, log: import('pino').Logger, own?: Record<string, string[]>,
 *   api?: readonly { method: string, path: string }[] }} options
 *   `own`: addresses the server answers itself, with their methods; `api`: the API's table.
 */
export function createAllowedMethods({ distDir, log, own = {}, api = [] }) {
  /** Exact path → methods, and the dynamic routes as patterns. */
  const exact = new Map(Object.entries(own));
  const dynamic = [];
  /** The API's calls, by path: each path takes the methods of its rows (HEAD with GET). */
  const apiPaths = new Map();
  for (const { method, path: route } of api)
    apiPaths.set(route, [...(apiPaths.get(route) ?? []), method]);
  for (const [route, methods] of apiPaths) {
    if (route.includes('['))
      dynamic.push({ pattern: routePattern(route), methods: withHead(methods) });
    else exact.set(route, withHead(methods));
  }
  /** Routes whose module did not load: left to Next as they were. */
  const unknown = [];
  /** Until the build's routes are known, every method is left to Next. */
  let loaded = false;
  /** Without the build's list of routes, what is not the API's is left to Next. */
  let pagesUnknown = false;

  /** Read the build's route handlers; `{ build: false }` (development) knows the API's alone. */
  async function load({ build = true } = {}) {
    /** Only the API's and the server's own addresses known; the methods of pages left to Next. */
    const apiAlone = () => {
      pagesUnknown = true;
      loaded = true;
      return exact.size + dynamic.length;
    };
    if (!build) return apiAlone();
    const require = createRequire(import.meta.url);
    let files;
    try {
      files = routeHandlerFiles(distDir);
    } catch (err) {
      log.warn({ err }, 'no list of routes in the build: the methods of pages are left to Next');
      return apiAlone();
    }
    for (const [route, file] of files) {
      const pattern = routePattern(route);
      try {
        const routeModule = require(file).routeModule;
        if (typeof routeModule?.ensureUserland === 'function') await routeModule.ensureUserland();
        const methods = methodsOf(routeModule?.userland);
        if (methods.length === 0) throw new Error('the module exports no method');
        if (route.includes('[')) dynamic.push({ pattern, methods });
        else exact.set(`/${routeSegments(route).join('/')}`, methods);
      } catch (err) {
        log.warn({ err, route }, 'the methods of a route are unknown; Next answers it');
        unknown.push(pattern);
      }
    }
    loaded = true;
    return exact.size + dynamic.length;
  }

  /** The methods `pathname` takes, or undefined when it is left to Next. */
  function allowedFor(pathname) {
    const methods = exact.get(pathname);
    if (methods) return methods;
    // An address with a trailing slash is Next's to redirect to its one form (308).
    if (pathname.length > 1 && pathname.endsWith('/')) return undefined;
    for (const route of dynamic) if (route.pattern.test(pathname)) return route.methods;
    if (pagesUnknown || unknown.some((pattern) => pattern.test(pathname))) return undefined;
    return PAGE_METHODS;
  }

  /** Answer `req` when its method is not one its address takes (or is OPTIONS); true if answered. */
  function refuse(req, res) {
    if (!loaded) return false;
    const pathname = (req.url ?? '/').split('?', 1)[0];
    const allowed = allowedFor(pathname);
    if (!allowed || allowed.includes(req.method)) return false;
    const allow = [...allowed, 'OPTIONS'].join(', ');
    // The headers every answer carries, as Next's answers have them from next.config.
    const security = { ...SECURITY_HEADERS, 'content-security-policy': RESOURCE_POLICY };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...security, allow, 'cache-control': 'no-store' });
      res.end();
      return true;
    }
    const json = JSON_PATHS.test(pathname);
    const message = `${req.method} is not allowed here; this address takes ${allowed.join(', ')}.`;
    const body = json ? JSON.stringify({ error: message, message }) : `${message}\n`;
    /** @type {Record<string, string | number>} */
    const headers = {
      ...security,
      allow,
      'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    };
    // A body sent with the refused request is not read: the connection closes after the answer.
    if (req.headers['content-length'] || req.headers['transfer-encoding'])
      headers.connection = 'close';
    res.writeHead(405, headers);
    res.end(body);
    return true;
  }

  return { load, allowedFor, refuse };
}
