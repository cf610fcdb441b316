// Which methods each address takes, decided before anything else answers (decision 121). The API's
// calls take the methods of their rows in the API's table (HEAD with GET); every other address (a
// page, a file, a route file under src/app, which may export GET alone: src/app/route-files.test.ts)
// takes GET and HEAD. Any other method is answered 405 with an Allow header (JSON under /tms and
// /staff/api, plain text elsewhere), OPTIONS 204 with the same header, so that no method reaches a
// page that would draw itself for it, and none reaches Next's handler unprepared (TRACE answered
// 500 before). In development only the API's and the server's own addresses are checked: Next's
// development server takes calls of its own (its error overlay's, its tools').
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESOURCE_HEADERS } from '../src/server/http/content-security-policy.ts';
import { errorBody } from '../src/server/http/json-error.ts';

/** What pages, files and the route files take. */
export const PAGE_METHODS = ['GET', 'HEAD'];

/** `methods` with HEAD when it has GET (as Next answers a route). */
const withHead = (methods: string[]): string[] =>
  methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;

/** A path of the API's table as a pattern: `[x]` one segment, `[...x]` one or more. */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/** Where an error is answered as JSON: the API and the console's calls. */
const JSON_PATHS = /^\/(tms|staff\/api)(\/|$)/;

export type AllowedMethodsOptions = {
  /** The API's table. */
  api?: readonly { method: string; path: string }[];
  /** Every other address left to Next. */
  dev?: boolean;
};

export type AllowedMethods = {
  allowedFor(pathname: string): string[] | undefined;
  refuse(req: IncomingMessage, res: ServerResponse): boolean;
};

export function createAllowedMethods({
  api = [],
  dev = false,
}: AllowedMethodsOptions): AllowedMethods {
  /** Exact path → methods, and the API's paths with open segments as patterns. */
  const exact = new Map<string, string[]>();
  const dynamic: { pattern: RegExp; methods: string[] }[] = [];
  const apiPaths = new Map<string, string[]>();
  for (const { method, path } of api) apiPaths.set(path, [...(apiPaths.get(path) ?? []), method]);
  for (const [route, methods] of apiPaths) {
    if (route.includes('['))
      dynamic.push({ pattern: routePattern(route), methods: withHead(methods) });
    else exact.set(route, withHead(methods));
  }

  /** The methods `pathname` takes, or undefined when it is left to Next. */
  function allowedFor(pathname: string): string[] | undefined {
    const methods = exact.get(pathname);
    if (methods) return methods;
    // An address with a trailing slash is Next's to redirect to its one form (308).
    if (pathname.length > 1 && pathname.endsWith('/')) return undefined;
    for (const route of dynamic) if (route.pattern.test(pathname)) return route.methods;
    return dev ? undefined : PAGE_METHODS;
  }

  /** Answer `req` when its method is not one its address takes (or is OPTIONS); true if answered. */
  function refuse(req: IncomingMessage, res: ServerResponse): boolean {
    const pathname = (req.url ?? '/').split('?', 1)[0]!;
    const allowed = allowedFor(pathname);
    if (!allowed || allowed.includes(req.method ?? '')) return false;
    const allow = [...allowed, 'OPTIONS'].join(', ');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...RESOURCE_HEADERS, allow, 'cache-control': 'no-store' });
      res.end();
      return true;
    }
    const json = JSON_PATHS.test(pathname);
    const message = `${req.method} is not allowed here; this address takes ${allowed.join(', ')}.`;
    const body = json ? errorBody(message) : `${message}\n`;
    const headers: Record<string, string | number> = {
      ...RESOURCE_HEADERS,
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

  return { allowedFor, refuse };
}
