// Every public call of the API, from its one table (src/server/api/routes.ts): a new call is
// covered by the tests that use this list without anyone having to remember to add it.
import { apiRouter } from '@/server/api/router';
import { API_ROUTES } from '@/server/api/routes';

type Handler = (request: Request) => Promise<Response>;
export type ApiRoute = { path: string; POST?: Handler; GET?: Handler };

/** The API's answer through its router, in process. */
const viaRouter: Handler = async (request) => apiRouter.request(request);

export function apiRoutePaths(): string[] {
  return [
    ...new Set(API_ROUTES.filter((r) => r.path.startsWith('/tms/')).map((r) => r.path)),
  ].sort();
}

export function loadApiRoutes(): ApiRoute[] {
  return apiRoutePaths().map((path) => {
    const methods = new Set(API_ROUTES.filter((r) => r.path === path).map((r) => r.method));
    return {
      path,
      ...(methods.has('POST') ? { POST: viaRouter } : {}),
      ...(methods.has('GET') ? { GET: viaRouter } : {}),
    };
  });
}
