// The methods a page takes, decided before Next answers (decision 121). Every address outside the
// API's (a page, a file, a route file under src/app, which may export GET alone:
// src/app/route-files.test.ts) takes GET and HEAD; the API's router answers the methods of its own
// paths (src/server/api/router.ts). Any other method is answered 405 with an Allow header, OPTIONS
// 204 with the same header, so that no method reaches a page that would draw itself for it, and none
// reaches Next's handler unprepared (TRACE answered 500 before). Development leaves pages to Next,
// whose development server takes calls of its own (its error overlay's, its tools').
import type { IncomingMessage } from 'node:http';
import { notAllowedMessage } from '../src/server/http/json-error.ts';
import type { SiteResponse } from './site-response.ts';

/** What pages, files and the route files take. */
export const PAGE_METHODS = ['GET', 'HEAD'];
const ALLOW = [...PAGE_METHODS, 'OPTIONS'].join(', ');

/**
 * Answer `req` when its method is not one a page takes (or is OPTIONS); true if answered. The
 * site's headers come with the answer (a SiteResponse).
 */
export function refusePageMethod(req: IncomingMessage, res: SiteResponse): boolean {
  const pathname = (req.url ?? '/').split('?', 1)[0]!;
  // An address with a trailing slash is Next's to redirect to its one form (308).
  if (PAGE_METHODS.includes(req.method ?? '') || (pathname.length > 1 && pathname.endsWith('/')))
    return false;
  const headers: Record<string, string | number> = { allow: ALLOW, 'cache-control': 'no-store' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers);
    res.end();
    return true;
  }
  const body = `${notAllowedMessage(req.method, PAGE_METHODS)}\n`;
  headers['content-type'] = 'text/plain; charset=utf-8';
  headers['content-length'] = Buffer.byteLength(body);
  // A body sent with the refused request is not read: the connection closes after the answer.
  if (req.headers['content-length'] || req.headers['transfer-encoding'])
    headers.connection = 'close';
  res.writeHead(405, headers);
  res.end(body);
  return true;
}
