// The API mounted on the Node server (decision 169): every call under /tms and /staff/api goes to
// the API's router (src/server/api/router.ts, offered by the application as it starts), handed the
// request as a web Request made cheaply here (decision 111), and its answer is written back with
// the headers every answer gets, compressed when large enough. A path with a trailing slash goes to
// Next, which redirects it to its one form.
import { RESOURCE_POLICY, SECURITY_HEADERS } from '../src/server/http/content-security-policy.mjs';
import { compress, pickEncoding } from '../src/server/http/compression.mjs';

/** The API's paths. */
const API_PATH = /^\/(tms|staff\/api)\/[^?]*[^/?](\?|$)/;

/** Answers smaller than this are sent as they are (Next's compressor has the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Headers a route's answer never passes on as they are. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The headers every answer of the API gets (as every page's, decision 120). */
const API_HEADERS = Object.entries({
  ...SECURITY_HEADERS,
  'content-security-policy': RESOURCE_POLICY,
});

/**
 * Throw away what is left of a request's body without keeping it, so the connection can carry the
 * next request (what Node does itself with a body nobody read).
 */
function discardRest(req) {
  if (req.complete) return;
  req.removeAllListeners('data');
  req.resume();
}

/**
 * The body as a web stream that reads the socket only when the handler reads it: a body refused
 * unread (a declared length over the limit, a failed check) is left to Node to throw away, and a
 * handler that stops reading (too large) has the rest thrown away, not kept in memory. One web
 * stream over Node's own iterator of the request (which ends it with an error if the client hangs
 * up), not two, as `Readable.toWeb` would make.
 */
function lazyBody(req) {
  let chunks;
  return new ReadableStream(
    {
      async pull(controller) {
        // Not destroyed when the handler stops reading: the connection may carry the next request.
        chunks ??= req.iterator({ destroyOnReturn: false });
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        // The iterator lets go of the request first: it reads on 'readable', which stops Node
        // from throwing the rest away.
        await chunks?.return();
        discardRest(req);
      },
    },
    { highWaterMark: 0 },
  );
}

const INCOMING = Symbol('incoming request');
const HEADERS = Symbol('headers');
const BODY = Symbol('body');
const SIGNAL = Symbol('abort');
const FULL = Symbol('full Request');
const MAKE_FULL = Symbol('make the full Request');

/** The request's headers as web Headers, as Node joined them, pseudo-headers left out. */
function headersOf(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * A web Request for a route handler, made cheaply (decision 111). Building a full Request costs
 * more than a small write's own work under load: a URL, an abort signal that follows another, a
 * body stream over a stream over the socket. The handlers read a few parts of it (method, URL,
 * headers, body, signal), so those are answered here, each made when first read; anything else
 * (`json()`, `clone()`, `formData()`…) is answered by a full Request made on first use from the
 * same parts. It is `instanceof Request` like the real one.
 */
const requestPrototype = {
  get method() {
    return this[INCOMING].method;
  },
  get url() {
    const req = this[INCOMING];
    return `http://${req.headers.host ?? 'localhost'}${req.url}`;
  },
  get headers() {
    return (this[HEADERS] ??= headersOf(this[INCOMING]));
  },
  get body() {
    if (this[FULL]) return this[FULL].body;
    const req = this[INCOMING];
    if (req.method === 'GET' || req.method === 'HEAD') return null;
    return (this[BODY] ??= lazyBody(req));
  },
  get bodyUsed() {
    if (this[FULL]) return this[FULL].bodyUsed;
    return this[BODY]?.locked ?? false;
  },
  get signal() {
    return this[SIGNAL].signal;
  },
  [MAKE_FULL]() {
    const body = this.body;
    return (this[FULL] ??= new Request(this.url, {
      method: this.method,
      headers: this.headers,
      signal: this.signal,
      ...(body ? { body, duplex: 'half' } : {}),
    }));
  },
};
for (const name of Reflect.ownKeys(Request.prototype)) {
  if (name === 'constructor' || Object.hasOwn(requestPrototype, name)) continue;
  const member = Object.getOwnPropertyDescriptor(Request.prototype, name);
  // A plain value (the name Symbol.toStringTag gives) is inherited as it is.
  if ('value' in member && typeof member.value !== 'function') continue;
  Object.defineProperty(
    requestPrototype,
    name,
    typeof member.value === 'function'
      ? {
          value(...args) {
            return this[MAKE_FULL]()[name](...args);
          },
        }
      : {
          get() {
            return this[MAKE_FULL]()[name];
          },
        },
  );
}
Object.setPrototypeOf(requestPrototype, Request.prototype);

/**
 * The abort signal of a request whose client may hang up: its AbortController is made only if a
 * handler reads the signal, aborted already if the client had gone by then.
 */
function clientSignal() {
  let controller;
  let gone = false;
  return {
    get signal() {
      controller ??= new AbortController();
      if (gone) controller.abort();
      return controller.signal;
    },
    abort() {
      gone = true;
      controller?.abort();
    },
  };
}

/**
 * The request as a web Request (see requestPrototype), its body read as the handler reads it, its
 * signal aborted if the client hangs up before the answer is sent.
 */
export function webRequest(req, res) {
  const request = Object.create(requestPrototype);
  const signal = clientSignal();
  res.once('close', () => {
    if (!res.writableFinished) signal.abort();
  });
  request[INCOMING] = req;
  request[SIGNAL] = signal;
  return request;
}

/**
 * The API at `api` (`takeApi()` of src/server/api/handoff.mjs): `serve(req, res)` answers a call to
 * one of its paths and returns true, or returns false and leaves the request to Next.
 */
export function createApiRoutes({ api, log }) {
  async function answer(req, res) {
    // Answered before the whole body was read (refused, say): the rest is thrown away.
    res.once('finish', () => discardRest(req));
    const response = await api.fetch(webRequest(req, res));
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie' || HOP_HEADERS.has(name)) continue;
      res.setHeader(name, value);
    }
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    let body = Buffer.from(await response.arrayBuffer());
    const encoding =
      body.length >= COMPRESS_FROM_BYTES && !response.headers.has('content-encoding')
        ? pickEncoding(req.headers['accept-encoding'])
        : 'identity';
    if (encoding !== 'identity') {
      body = compress(body, encoding);
      res.setHeader('content-encoding', encoding);
    }
    if (!res.hasHeader('vary')) res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('content-length', body.length);
    res.statusCode = response.status;
    res.end(body);
  }

  function serve(req, res) {
    if (!API_PATH.test(req.url)) return false;
    answer(req, res).catch((err) => {
      log.error({ err, url: req.url }, 'API request failed');
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json');
        // The API's own answer to an unexpected error, field for field (jsonError in
        // src/server/http/api.ts): a client reads `error` whichever layer failed.
        const words = 'Something went wrong on our side. Please try again.';
        res.end(JSON.stringify({ error: words, message: words }));
      }
    });
    return true;
  }

  return { serve };
}
