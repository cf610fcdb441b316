// The API's router (decision 169): the table of src/server/api/routes.ts served by Hono, one path
// pattern per row. The production server mounts it before Next's request handler and hands it the
// request as a web Request (scripts/api-routes.mjs); tests call `apiRouter.request(...)` in process.
import 'server-only';
import { Hono } from 'hono';
import { jsonError } from '@/server/http/api';
import { log } from '@/server/log';
import { API_ROUTES } from './routes';
import type { ApiRoute } from './routes';

/** What the API answers for a path it does not have. */
export const NOT_FOUND = 'There is no such call.';
/** What the API answers when it fails itself, as the handlers do (`{ error, message }`). */
export const FAILED = 'Something went wrong on our side. Please try again.';

/** A row's path as Hono writes it: `[id]` → `:id`, `[...rest]` → `*`. */
export function routerPath(path: string): string {
  return path.replace(/\[\.\.\.[^\]]+\]/g, '*').replace(/\[([^\]]+)\]/g, ':$1');
}

/** A router over `routes`: 404 with the API's JSON error for any other path, 500 likewise. */
export function createApiRouter(routes: readonly ApiRoute[] = API_ROUTES) {
  const router = new Hono({ strict: true });
  for (const { method, path, handler } of routes)
    router.on(method, routerPath(path), (c) => handler(c.req.raw, c.req.param()));
  router.notFound(() => jsonError(404, NOT_FOUND));
  router.onError((err, c) => {
    log.error({ err, route: new URL(c.req.url).pathname }, 'unhandled error in API route');
    return jsonError(500, FAILED);
  });
  return router;
}

/** The API of this process. */
export const apiRouter = createApiRouter();
