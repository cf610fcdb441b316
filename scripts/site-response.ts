// The answers of the site's server (scripts/server.mts): Node's own, but never carrying a header
// that names the framework behind them (x-nextjs-*, x-powered-by), whoever sets it: Next's
// handler, the copies kept in memory, the API routes (decision 121). Scanners read such headers
// to pick the attacks worth trying; visitors and proxies need none of them. An answer given a
// page policy (`pagePolicy`, decision 120) carries it in place of Next's when it is a page.
import http from 'node:http';
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';

const CSP = 'content-security-policy';

/** The headers writeHead takes: an object, or a flat or paired array. */
type WriteHeadHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];
/** What follows the status in a call of writeHead: a status message, the headers, or both. */
type WriteHeadRest =
  [statusMessage?: string, headers?: WriteHeadHeaders] | [headers?: WriteHeadHeaders];
type WriteHeadArgument = string | WriteHeadHeaders | undefined;

/** A header that names the framework. */
export const isFrameworkHeader = (name: unknown): boolean =>
  /^x-nextjs-|^x-powered-by$/i.test(typeof name === 'string' ? name : '');

/** A paired array, `[[name, value], …]`: Node tells it from a flat one by its first entry. */
const isPaired = (headers: OutgoingHttpHeader[]): headers is string[][] =>
  Array.isArray(headers[0]);

/** `headers` as writeHead takes them (an object, or a flat or paired array), without those. */
function withoutFrameworkHeaders(headers: WriteHeadArgument): WriteHeadArgument {
  if (!headers || typeof headers !== 'object') return headers;
  if (!Array.isArray(headers)) {
    if (!Object.keys(headers).some(isFrameworkHeader)) return headers;
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !isFrameworkHeader(name)));
  }
  if (isPaired(headers)) return headers.filter(([name]) => !isFrameworkHeader(name));
  const kept: OutgoingHttpHeader[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (!isFrameworkHeader(headers[i])) kept.push(...headers.slice(i, i + 2));
  }
  return kept;
}

/** The headers object among writeHead's arguments, if any. */
const headersArgument = (args: WriteHeadArgument[]): OutgoingHttpHeaders | undefined =>
  args.find(
    (arg): arg is OutgoingHttpHeaders => !!arg && typeof arg === 'object' && !Array.isArray(arg),
  );

export class SiteResponse extends http.ServerResponse {
  /** The policy this answer gets if it turns out to be a page. */
  pagePolicy: string | undefined = undefined;

  setHeader(name: string, value: number | string | readonly string[]): this {
    return isFrameworkHeader(name) ? this : super.setHeader(name, value);
  }

  appendHeader(name: string, value: string | readonly string[]): this {
    return isFrameworkHeader(name) ? this : super.appendHeader(name, value);
  }

  writeHead(status: number, ...rest: WriteHeadRest): this {
    const args = rest.map(withoutFrameworkHeaders);
    if (this.pagePolicy) {
      const given = headersArgument(args);
      const type =
        given?.['content-type'] ?? given?.['Content-Type'] ?? this.getHeader('content-type');
      if (/^text\/html\b/i.test(String(type ?? ''))) {
        if (given)
          for (const name of Object.keys(given)) if (name.toLowerCase() === CSP) delete given[name];
        super.setHeader(CSP, this.pagePolicy);
      }
    }
    // Node tells a status message from headers by its type, so the arguments pass on as they came.
    return super.writeHead(status, ...(args as [string?, WriteHeadHeaders?]));
  }
}
