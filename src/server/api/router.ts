// The API's router (decision 169): the table of src/server/api/routes.ts served by Hono, one path
// pattern per row, every answer given the headers all the site's answers get and compressed when
// large enough. The production server mounts it before Next's request handler through Hono's Node
// adapter (scripts/api-routes.ts); tests call `apiRouter.request(...)` in process.
import 'server-only';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { FAILED, jsonError, notAllowedMessage } from '@/server/http/json-error';
import {
  acceptsEncoding,
  compress,
  compressStream,
  isStreamed,
  pickEncoding,
} from '@/server/http/compression.ts';
import { RESOURCE_HEADERS } from '@/server/http/content-security-policy.ts';
import { log } from '@/server/log';
import { API_ROUTES } from './routes';
import type { ApiRoute } from './routes';

/** What the API answers for a path it does not have. */
export const NOT_FOUND = 'There is no such call.';
export { FAILED };

/** Answers smaller than this are sent as they are (Next's compressor has the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** The headers every answer of the API gets (as every page's, decision 120). */
const API_HEADERS = Object.entries(RESOURCE_HEADERS);

/** Every answer with the site's headers, compressed (Brotli or gzip) for a client that takes it. */
const finishAnswer: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  for (const [name, value] of API_HEADERS) headers.set(name, value);
  if (!headers.has('vary')) headers.set('vary', 'Accept-Encoding');
  const accepted = c.req.header('accept-encoding');
  if (isStreamed(c.res)) {
    // Made as it is sent: compressed as it goes (gzip), never read whole.
    if (!c.res.body || headers.has('content-encoding') || !acceptsEncoding(accepted, 'gzip'))
      return;
    headers.set('content-encoding', 'gzip');
    c.res = new Response(compressStream(c.res.body), c.res);
    return;
  }
  const encoding = pickEncoding(accepted);
  if (encoding === 'identity' || !c.res.body || headers.has('content-encoding')) return;
  const body = new Uint8Array(await c.res.arrayBuffer());
  if (body.length < COMPRESS_FROM_BYTES) {
    c.res = new Response(body, c.res);
    return;
  }
  const packed = compress(body, encoding);
  headers.set('content-encoding', encoding);
  c.res = new Response(
    new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.length),
    c.res,
  );
};

/** A row's path as Hono writes it: `[id]` → `:id`, `[...rest]` → `*`. */
export function routerPath(path: string): string {
  return path.replace(/\[\.\.\.[^\]]+\]/g, '*').replace(/\[([^\]]+)\]/g, ':$1');
}

/**
 * The answer to a method a path does not take: 405 with an Allow header (decision 121), or 204 with
 * it to OPTIONS. A body sent with a refused call is not read: the connection closes after it.
 */
export function methodNotAllowed(request: Request, methods: readonly string[]): Response {
  const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  const allow = [...allowed, 'OPTIONS'].join(', ');
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } });
  const sent = request.headers.has('content-length') || request.headers.has('transfer-encoding');
  return jsonError(
    405,
    notAllowedMessage(request.method, allowed),
    {},
    { allow, ...(sent ? { connection: 'close' } : {}) },
  );
}

/**
 * A router over `routes`: each row's path answers its methods (HEAD with GET, as Hono does) and
 * refuses the others; 404 with the API's JSON error for any other path, 500 likewise.
 */
export function createApiRouter(routes: readonly ApiRoute[] = API_ROUTES) {
  const router = new Hono({ strict: true });
  router.use(finishAnswer);
  const methods = new Map<string, string[]>();
  for (const { method, path, handler } of routes) {
    router.on(method, routerPath(path), (c) => handler(c.req.raw, c.req.param()));
    methods.set(path, [...(methods.get(path) ?? []), method]);
  }
  for (const [path, taken] of methods)
    router.all(routerPath(path), (c) => methodNotAllowed(c.req.raw, taken));
  router.notFound(() => jsonError(404, NOT_FOUND));
  router.onError((err, c) => {
    log.error({ err, route: new URL(c.req.url).pathname }, 'unhandled error in API route');
    return jsonError(500, FAILED);
  });
  return router;
}

/** The API of this process. */
export const apiRouter = createApiRouter();
