// The API's route handlers called by the Node server itself (decision 100). Each `/tms/*` route
// is a plain function of a web Request (src/app/tms/*/route.ts, built by Next like any route);
// going through Next's router to reach it cost about three quarters of a small write's time
// (routing, tracing, request wrapping, the stores Next keeps for pages). The server loads the
// same compiled route modules Next loads (one copy of every module, database and delivery loop
// included) and calls the exported GET or POST straight away, with Next's own headers from the
// build. Anything else (another method, a route the build rendered once, a path with a trailing
// slash) goes to Next as before, and so does everything when a build does not have the shape
// expected here (then the server logs why, once).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { pickEncoding, staticRoutes } from './static-pages.mjs';

const PREFIX = '/tms/';
const METHODS = ['GET', 'POST'];

/** Answers smaller than this are sent as they are (Next's compressor has the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Headers a route's answer never passes on as they are. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The API routes of a build: path → compiled module file, from Next's list of app routes. Routes
 * with a dynamic segment and routes the build rendered once (answered from memory or by Next's
 * cache) are left out.
 */
export function apiRouteFiles(distDir) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'server', 'app-paths-manifest.json'), 'utf8'),
  );
  const rendered = new Set(staticRoutes(distDir));
  const files = new Map();
  for (const [key, file] of Object.entries(manifest)) {
    if (!key.startsWith(PREFIX) || !key.endsWith('/route') || key.includes('[')) continue;
    const route = key.slice(0, -'/route'.length);
    if (!rendered.has(route)) files.set(route, path.join(distDir, 'server', file));
  }
  return files;
}

/** The headers next.config.ts gives every answer whose path matches, as the build wrote them. */
export function configHeaders(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  return (manifest.headers ?? []).map((rule) => ({
    test: new RegExp(rule.regex),
    headers: rule.headers.map(({ key, value }) => [key, value]),
  }));
}

/**
 * Throw away what is left of a request's body without keeping it, so the connection can carry the
 * next request (what Node does itself with a body nobody read).
 */
function discardRest(req) {
  if (req.complete) return;
  req.removeAllListeners('data');
  req.resume();
}

/**
 * The body as a web stream that reads the socket only when the handler reads it: a body refused
 * unread (a declared length over the limit, a failed check) is left to Node to throw away, and a
 * handler that stops reading (too large) has the rest thrown away, not kept in memory.
 */
function lazyBody(req) {
  let reader;
  return new ReadableStream(
    {
      async pull(controller) {
        reader ??= Readable.toWeb(req).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel() {
        discardRest(req);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The request as a web Request, its body read from the socket as the handler reads it. */
function webRequest(req, signal) {
  const host = req.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return new Request(`http://${host}${req.url}`, {
    method: req.method,
    headers,
    signal,
    ...(req.method === 'POST' ? { body: lazyBody(req), duplex: 'half' } : {}),
  });
}

/**
 * The API routes of the build in `distDir`. `load()` reads them (after Next has started, so its
 * start-up has run); `serve(req, res)` answers a call to one of them and returns true, or
 * returns false and leaves the request to Next.
 */
export function createApiRoutes({ distDir, log }) {
  /** path → { GET?, POST? } */
  const routes = new Map();
  let headerRules = [];

  async function load() {
    const require = createRequire(import.meta.url);
    const files = apiRouteFiles(distDir);
    headerRules = configHeaders(distDir);
    for (const [route, file] of files) {
      const routeModule = require(file).routeModule;
      if (typeof routeModule?.ensureUserland === 'function') await routeModule.ensureUserland();
      const userland = routeModule?.userland;
      const handlers = {};
      for (const method of METHODS) {
        if (typeof userland?.[method] === 'function') handlers[method] = userland[method];
      }
      if (Object.keys(handlers).length === 0) {
        log.warn({ route }, 'API route not found in the build as expected; Next answers it');
        continue;
      }
      routes.set(route, handlers);
    }
    return routes.size;
  }

  async function answer(handler, req, res) {
    const aborted = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    // Answered before the whole body was read (refused, say): the rest is thrown away.
    res.once('finish', () => discardRest(req));
    const response = await handler(webRequest(req, aborted.signal));
    const pathname = req.url.split('?', 1)[0];
    for (const rule of headerRules) {
      if (rule.test.test(pathname))
        for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie' || HOP_HEADERS.has(name)) continue;
      res.setHeader(name, value);
    }
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    let body = Buffer.from(await response.arrayBuffer());
    const encoding =
      body.length >= COMPRESS_FROM_BYTES && !response.headers.has('content-encoding')
        ? pickEncoding(req.headers['accept-encoding'])
        : 'identity';
    if (encoding !== 'identity') {
      // Small JSON answers: a quick Brotli or gzip level is nearly as small as the best.
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.gzipSync(body, { level: 6 });
      res.setHeader('content-encoding', encoding);
    }
    if (!res.hasHeader('vary')) res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('content-length', body.length);
    res.statusCode = response.status;
    res.end(body);
  }

  function serve(req, res) {
    if (!req.url.startsWith(PREFIX)) return false;
    const pathname = req.url.split('?', 1)[0];
    const handler = routes.get(pathname)?.[req.method];
    if (!handler) return false;
    answer(handler, req, res).catch((err) => {
      log.error({ err, url: req.url }, 'API request failed');
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json');
        // The words of the API's own answer to an unexpected error (src/server/http/api.ts).
        res.end('{"message":"Something went wrong on our side. Please try again."}');
      }
    });
    return true;
  }

  return { load, serve, routes };
}
