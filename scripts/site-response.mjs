// The answers of the site's server (scripts/server.mjs): Node's own, but never carrying a header
// that names the framework behind them (x-nextjs-*, x-powered-by), whoever sets it: Next's
// handler, the copies kept in memory, the API routes (decision 121). Scanners read such headers
// to pick the attacks worth trying; visitors and proxies need none of them. An answer given a
// page policy (`pagePolicy`, decision 120) carries it in place of Next's when it is a page.
import http from 'node:http';

const CSP = 'content-security-policy';

/** A header that names the framework. */
export const isFrameworkHeader = (name) =>
  /^x-nextjs-|^x-powered-by$/i.test(typeof name === 'string' ? name : '');

/** `headers` as writeHead takes them (an object, or a flat or paired array), without those. */
function withoutFrameworkHeaders(headers) {
  if (!headers || typeof headers !== 'object') return headers;
  if (!Array.isArray(headers)) {
    if (!Object.keys(headers).some(isFrameworkHeader)) return headers;
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !isFrameworkHeader(name)));
  }
  if (Array.isArray(headers[0])) return headers.filter(([name]) => !isFrameworkHeader(name));
  const kept = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (!isFrameworkHeader(headers[i])) kept.push(headers[i], headers[i + 1]);
  }
  return kept;
}

/** The headers object among writeHead's arguments, if any. */
const headersArgument = (args) =>
  args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));

export class SiteResponse extends http.ServerResponse {
  /** @type {string | undefined} The policy this answer gets if it turns out to be a page. */
  pagePolicy = undefined;

  setHeader(name, value) {
    return isFrameworkHeader(name) ? this : super.setHeader(name, value);
  }

  appendHeader(name, value) {
    return isFrameworkHeader(name) ? this : super.appendHeader(name, value);
  }

  writeHead(status, ...rest) {
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
    return super.writeHead(status, ...args);
  }
}
