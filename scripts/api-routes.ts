// The API mounted on the Node server (decision 169): every call under /tms and /staff/api, and any
// other address of the API's table (the reports of the Content Security Policy) goes to
// the API's router (src/server/api/router.ts, offered by the application as it starts) through
// Hono's Node adapter, which hands it the request as a light web Request and writes its answer back
// (decision 171). A path with a trailing slash goes to Next, which redirects it to its one form.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestError, getRequestListener } from '@hono/node-server';
import type { MountedApi } from '../src/server/api/handoff.ts';
import { FAILED, jsonError } from '../src/server/http/json-error.ts';

/** The API's paths: its router answers a path it does not have there with its own 404. */
const API_PATH = /^\/(tms|staff\/api)\/[^?]*[^/?](\?|$)/;

/** The API's answer to a request no URL can be made of (a malformed Host header, say). */
const MALFORMED = 'The request could not be read.';

/**
 * The API at `api` (`takeApi()` of src/server/api/handoff.ts): `serve(req, res)` answers a call to
 * one of its paths and returns true, or returns false and leaves the request to Next.
 */
export function createApiRoutes({
  api,
  log,
}: {
  api: Pick<MountedApi, 'fetch'> & Partial<Pick<MountedApi, 'routes'>>;
  log: { error: (fields: object, message?: string) => void };
}): { serve(req: IncomingMessage, res: ServerResponse): boolean } {
  const listener = getRequestListener((request) => api.fetch(request), {
    // Next shares this process and its global Request and Response: the adapter leaves them be.
    overrideGlobalObjects: false,
    // An HTTP/1.0 request may come without a Host header.
    hostname: 'localhost',
    errorHandler(err) {
      const refused = err instanceof RequestError;
      if (!refused) log.error({ err }, 'API request failed');
      return refused ? jsonError(400, MALFORMED) : jsonError(500, FAILED);
    },
  });
  /** The table's addresses outside the API's paths, taken as they are. */
  const elsewhere = new Set(
    (api.routes ?? []).map((route) => route.path).filter((path) => !API_PATH.test(path)),
  );
  return {
    serve(req, res) {
      const url = req.url ?? '';
      if (!API_PATH.test(url) && !elsewhere.has(url.split('?', 1)[0]!)) return false;
      void listener(req, res);
      return true;
    },
  };
}
