// Every page Next renders goes through here: pages without forms are sent without the framework
// (decision 102), pages with forms with their framework on demand (decision 105). The copies kept
// in memory (static-pages.mjs) are fetched through here too; the rest is what a visitor can land
// on: the not-found page (any unknown address), a page opened with a query string, and the
// fuel-levy page between its copies. Next is asked for an uncompressed answer; when it is a page
// (HTML, whole), the answer is held, rewritten and compressed here; anything else passes through
// as Next writes it.
import {
  keepsFramework,
  withFrameworkOnDemand,
  withoutFramework,
} from '../src/server/http/framework-free.mjs';
import { compress, pickEncoding } from '../src/server/http/compression.mjs';

/** Headers of a client navigation or a server action: the router's own requests. */
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree'];

/** Pages larger than this are passed through as they are (none of the site's comes near). */
const MAX_BYTES = 2 * 1024 * 1024;

/** A page as it is sent: with its framework on demand when it has an island, else without it. */
export function pageRewrite(html) {
  return keepsFramework(html) ? withFrameworkOnDemand(html) : withoutFramework(html);
}

/** Whether an address (path and query) may be a public page: not the API, the console, Next's files, nor another host. */
export function isPageAddress(url) {
  return url.startsWith('/') && !url.startsWith('//') && !/^\/(_next|tms|staff)(\/|$|\?)/.test(url);
}

/**
 * How a page Next answers `req` with is to be rewritten, if `req` may be one: a GET of a page
 * address that is not the router's own request for a page's data.
 */
export function pageRewriteFor(req) {
  if (req.method !== 'GET') return null;
  if (!isPageAddress(req.url ?? '/')) return null;
  for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return null;
  return pageRewrite;
}

/**
 * Let Next answer `req` into `res`, holding the answer when it turns out to be a page: then it is
 * sent as `rewrite` makes it, compressed as the client accepts. Call before Next's handler, on
 * requests `pageRewriteFor` gives a rewrite for.
 */
export function holdToRewrite(req, res, rewrite) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  // Next compresses what it sends when asked to; a held page is compressed here instead.
  delete req.headers['accept-encoding'];
  // The wrappers stay in place for the whole answer: Next may wrap them in turn, and putting the
  // originals back would undo its wrappers. Once the answer is not to be held, they hand every
  // call on.
  const plain = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flush: res.flushHeaders,
  };
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided';
  const chunks = [];
  let size = 0;

  function decide() {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    const page = /^text\/html\b/.test(type) && !res.getHeader('content-encoding');
    mode = page && (res.statusCode === 200 || res.statusCode === 404) ? 'hold' : 'pass';
  }

  /** Too large to hold after all: send what is held and pass the rest through. */
  function passFromHere() {
    mode = 'pass';
    for (const chunk of chunks.splice(0)) plain.write.call(res, chunk);
  }

  res.writeHead = function writeHead(status, ...rest) {
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    decide();
    return mode === 'pass' ? plain.writeHead.call(res, status, ...rest) : res;
  };
  res.flushHeaders = function flushHeaders() {
    decide();
    if (mode === 'pass') plain.flush.call(res);
  };
  res.write = function write(chunk, ...rest) {
    decide();
    if (mode === 'pass') return plain.write.call(res, chunk, ...rest);
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8');
    chunks.push(buffer);
    size += buffer.length;
    const callback = rest.find((arg) => typeof arg === 'function');
    if (size > MAX_BYTES) passFromHere();
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function end(chunk, ...rest) {
    decide();
    if (mode === 'pass') return plain.end.call(res, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') {
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8'),
      );
    }
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    mode = 'pass';
    const html = Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8')));
    const body = compress(html, encoding);
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', String(body.length));
    return plain.end.call(res, body, callback);
  };
}
