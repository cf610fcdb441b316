// Every page Next renders goes through here: pages without forms are sent without the framework
// (decision 102), pages with forms with their framework on demand (decision 105). The copies kept
// in memory (static-pages.ts) are fetched through here too; the rest is what a visitor can land
// on: the not-found page (any unknown address), a page opened with a query string, and the
// fuel-levy page between its copies. Next is asked for an uncompressed answer; when it is a page
// (HTML, whole), the answer is held, rewritten and compressed here; anything else passes through
// as Next writes it.
import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import {
  keepsFramework,
  withFrameworkOnDemand,
  withoutFramework,
} from '../src/server/http/framework-free.ts';
import { compress, pickEncoding } from '../src/server/http/compression.ts';

/** Headers of a client navigation or a server action: the router's own requests. */
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree'];

/** Pages larger than this are passed through as they are (none of the site's comes near). */
const MAX_BYTES = 2 * 1024 * 1024;

/** How a page Next rendered is turned into the page sent. */
export type PageRewrite = (html: string) => string;

/** The headers writeHead takes: an object, or a flat or paired array. */
type WriteHeadHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];
/** What follows the status in a call of writeHead: a status message, the headers, or both. */
type WriteHeadRest =
  [statusMessage?: string, headers?: WriteHeadHeaders] | [headers?: WriteHeadHeaders];
/** What a response's body is written as: text or bytes. */
type Chunk = string | Uint8Array;
type WriteCallback = (error: Error | null | undefined) => void;
/** What follows the chunk in a call of write: the text's encoding, a callback, or both. */
type WriteRest = [callback?: WriteCallback] | [encoding: BufferEncoding, callback?: WriteCallback];
type EndCallback = () => void;
/** What follows the chunk in a call of end: the text's encoding, a callback, or both. */
type EndRest = [callback?: EndCallback] | [encoding: BufferEncoding, callback?: EndCallback];

/** The headers object among writeHead's arguments (not a status message, nor an array). */
function isHeadersObject(arg: string | WriteHeadHeaders | undefined): arg is OutgoingHttpHeaders {
  return typeof arg === 'object' && arg !== null && !Array.isArray(arg);
}

/** A chunk as bytes: a Buffer as it is, text in `encoding`, other bytes copied. */
function bytesOf(chunk: Chunk, encoding: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

/** A page as it is sent: with its framework on demand when it has an island, else without it. */
export function pageRewrite(html: string): string {
  return keepsFramework(html) ? withFrameworkOnDemand(html) : withoutFramework(html);
}

/** Whether an address (path and query) may be a public page: not the API, the console, Next's files, nor another host. */
export function isPageAddress(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/^\/(_next|tms|staff)(\/|$|\?)/.test(url);
}

/**
 * How a page Next answers `req` with is to be rewritten, if `req` may be one: a GET of a page
 * address that is not the router's own request for a page's data.
 */
export function pageRewriteFor(req: IncomingMessage): PageRewrite | null {
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
export function holdToRewrite(
  req: IncomingMessage,
  res: ServerResponse,
  rewrite: PageRewrite,
): void {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  // Next compresses what it sends when asked to; a held page is compressed here instead.
  delete req.headers['accept-encoding'];
  // The wrappers stay in place for the whole answer: Next may wrap them in turn, and putting the
  // originals back would undo its wrappers. Once the answer is not to be held, they hand every
  // call on. Bound to the response, each takes the arguments as Next passed them, which no one of
  // Node's overloads describes.
  const plain = {
    writeHead: res.writeHead.bind(res) as (
      status: number,
      ...rest: WriteHeadRest
    ) => ServerResponse,
    write: res.write.bind(res) as (chunk: Chunk, ...rest: WriteRest) => boolean,
    end: res.end.bind(res) as (chunk?: Chunk | EndCallback, ...rest: EndRest) => ServerResponse,
    flush: res.flushHeaders.bind(res),
  };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  const chunks: Buffer[] = [];
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
    for (const chunk of chunks.splice(0)) plain.write(chunk);
  }

  res.writeHead = function writeHead(status: number, ...rest: WriteHeadRest): ServerResponse {
    res.statusCode = status;
    const args: readonly (string | WriteHeadHeaders | undefined)[] = rest;
    const headers = args.find(isHeadersObject);
    if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    return mode === 'pass' ? plain.writeHead(status, ...rest) : res;
  };
  res.flushHeaders = function flushHeaders(): void {
    decide();
    if (mode === 'pass') plain.flush();
  };
  res.write = function write(chunk: Chunk, ...rest: WriteRest): boolean {
    decide();
    if (mode === 'pass') return plain.write(chunk, ...rest);
    const buffer = bytesOf(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8');
    chunks.push(buffer);
    size += buffer.length;
    const args: readonly (BufferEncoding | WriteCallback | undefined)[] = rest;
    const callback = args.find((arg) => typeof arg === 'function');
    if (size > MAX_BYTES) passFromHere();
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function end(chunk?: Chunk | EndCallback, ...rest: EndRest): ServerResponse {
    decide();
    if (mode === 'pass') return plain.end(chunk, ...rest);
    if (chunk && typeof chunk !== 'function') {
      chunks.push(bytesOf(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8'));
    }
    const args: readonly (Chunk | EndCallback | undefined)[] = [chunk, ...rest];
    const callback = args.find((arg) => typeof arg === 'function');
    mode = 'pass';
    const html = Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8')));
    const body = compress(html, encoding);
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', String(body.length));
    return plain.end(body, callback);
  };
}
