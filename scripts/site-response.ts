// The answers of the site's server (scripts/server.mts): Node's own, with four differences, in
// one place for every answer, whoever writes it (Next's handler, the copies kept in memory, the
// API's router).
// - Every answer starts with the headers all the site's answers carry (RESOURCE_HEADERS: the
//   policy of an answer that is no page, nosniff, the referrer and frame policies), so one that
//   Next writes on its own, such as a redirect, has them too; what a writer sets replaces them.
// - No header names the framework behind it (x-nextjs-*, x-powered-by): scanners read such headers
//   to pick the attacks worth trying; visitors and proxies need none of them (decision 121).
// - An answer given a page policy (`pagePolicy`, decision 120) carries it in place of Next's when
//   it turns out to be a page.
// - An answer told to hold its page (`holdPage`, before Next's handler) is held when it turns out
//   to be a page (HTML, 200 or 404, not compressed), then sent as the rewrite makes it: without
//   the framework, or with it on demand (decisions 102, 105), compressed here. Anything else passes
//   through as Next writes it.
import http from 'node:http';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { compress, pickEncoding } from '../src/server/http/compression.ts';
import type { Encoding } from '../src/server/http/compression.ts';
import { RESOURCE_HEADERS } from '../src/server/http/content-security-policy.ts';
import type { PageRewrite } from '../src/server/http/framework-free.ts';

const CSP = 'content-security-policy';
const SITE_HEADERS = Object.entries(RESOURCE_HEADERS);

/** Pages larger than this are passed through as they are (none of the site's comes near). */
const MAX_HELD_BYTES = 2 * 1024 * 1024;

/** The headers writeHead takes: an object, or a flat or paired array. */
type WriteHeadHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];
/** What follows the status in a call of writeHead: a status message, the headers, or both. */
type WriteHeadRest =
  [statusMessage?: string, headers?: WriteHeadHeaders] | [headers?: WriteHeadHeaders];
type WriteHeadArgument = string | WriteHeadHeaders | undefined;
/** What a response's body is written as: text or bytes. */
type Chunk = string | Uint8Array;
type WriteCallback = (error: Error | null | undefined) => void;
/** What follows the chunk in a call of write: the text's encoding, a callback, or both. */
type WriteRest = [callback?: WriteCallback] | [encoding: BufferEncoding, callback?: WriteCallback];
type EndCallback = () => void;
/** What follows the chunk in a call of end: the text's encoding, a callback, or both. */
type EndRest = [callback?: EndCallback] | [encoding: BufferEncoding, callback?: EndCallback];

/** A page being held: how it is rewritten, the encoding it goes out in, and what came so far. */
type Held = {
  rewrite: PageRewrite;
  encoding: Encoding;
  mode: 'undecided' | 'hold' | 'pass';
  chunks: Buffer[];
  size: number;
};

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

/** The headers object among writeHead's arguments (not a status message, nor an array). */
const isHeadersObject = (arg: WriteHeadArgument): arg is OutgoingHttpHeaders =>
  !!arg && typeof arg === 'object' && !Array.isArray(arg);

/** A chunk as bytes: a Buffer as it is, text in `encoding`, other bytes copied. */
function bytesOf(chunk: Chunk, encoding: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

/** The callback among the arguments of write or end, if any. */
const callbackOf = <F>(args: readonly unknown[]): F | undefined =>
  args.find((arg) => typeof arg === 'function') as F | undefined;

export class SiteResponse extends http.ServerResponse {
  /** The policy this answer gets if it turns out to be a page. */
  pagePolicy: string | undefined = undefined;
  #held: Held | undefined = undefined;

  constructor(...args: ConstructorParameters<typeof http.ServerResponse>) {
    super(...args);
    for (const [name, value] of SITE_HEADERS) super.setHeader(name, value);
  }

  /**
   * Hold the answer to `req` if it turns out to be a page, and send it as `rewrite` makes it,
   * compressed as the client accepts (Next is asked for it uncompressed). Call before Next's
   * handler.
   */
  holdPage(req: IncomingMessage, rewrite: PageRewrite): void {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    delete req.headers['accept-encoding'];
    this.#held = { rewrite, encoding, mode: 'undecided', chunks: [], size: 0 };
  }

  /** Whether the answer is being held, deciding once, as its first headers go out. */
  #holding(): boolean {
    const held = this.#held;
    if (!held) return false;
    if (held.mode === 'undecided') {
      const type = String(this.getHeader('content-type') ?? '');
      const page = /^text\/html\b/.test(type) && !this.getHeader('content-encoding');
      held.mode = page && (this.statusCode === 200 || this.statusCode === 404) ? 'hold' : 'pass';
    }
    return held.mode === 'hold';
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    return isFrameworkHeader(name) ? this : super.setHeader(name, value);
  }

  appendHeader(name: string, value: string | readonly string[]): this {
    return isFrameworkHeader(name) ? this : super.appendHeader(name, value);
  }

  writeHead(status: number, ...rest: WriteHeadRest): this {
    const args = rest.map(withoutFrameworkHeaders);
    const given = args.find(isHeadersObject);
    if (this.#held && this.#held.mode !== 'pass') {
      // Whether the answer is a page is known once its status and headers are; a page held
      // takes every later call's status and headers into the answer it sends at the end.
      this.statusCode = status;
      if (given)
        for (const [name, value] of Object.entries(given))
          if (value !== undefined) this.setHeader(name, value);
      if (this.#holding()) return this;
    }
    if (this.pagePolicy) {
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

  flushHeaders(): void {
    if (!this.#holding()) super.flushHeaders();
  }

  write(chunk: Chunk, ...rest: WriteRest): boolean {
    const held = this.#held;
    if (!held || !this.#holding()) return super.write(chunk, ...(rest as [BufferEncoding]));
    const buffer = bytesOf(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8');
    held.chunks.push(buffer);
    held.size += buffer.length;
    if (held.size > MAX_HELD_BYTES) {
      // Too large to hold after all: what is held goes out, and the rest passes through.
      held.mode = 'pass';
      for (const piece of held.chunks.splice(0)) super.write(piece);
    }
    const callback = callbackOf<WriteCallback>(rest);
    if (callback) process.nextTick(callback);
    return true;
  }

  end(chunk?: Chunk | EndCallback, ...rest: EndRest): this {
    const held = this.#held;
    if (!held || !this.#holding()) return super.end(chunk, ...(rest as [BufferEncoding]));
    if (chunk && typeof chunk !== 'function')
      held.chunks.push(bytesOf(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8'));
    held.mode = 'pass';
    const page = Buffer.from(held.rewrite(Buffer.concat(held.chunks).toString('utf8')));
    const body = compress(page, held.encoding);
    if (held.encoding !== 'identity') this.setHeader('content-encoding', held.encoding);
    const vary = String(this.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      this.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    this.removeHeader('transfer-encoding');
    this.setHeader('content-length', String(body.length));
    return super.end(body, callbackOf<EndCallback>([chunk, ...rest]));
  }
}
