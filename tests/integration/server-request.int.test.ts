import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiRoutes } from '../../scripts/api-routes.ts';

// The Request the built server gives the API (scripts/api-routes.ts: Hono's Node adapter,
// decision 171): what the handlers rely on. Each case runs a real HTTP server on loopback whose API
// is the test's own function of that Request.

type Seen = (request: Request) => Promise<unknown>;

let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Start a server that answers every call with what `see` makes of its Request, as JSON. */
async function serve(see: Seen): Promise<string> {
  const api = createApiRoutes({
    api: { fetch: async (request) => Response.json({ value: await see(request) }) },
    log: { error: () => undefined },
  });
  const listening = http.createServer((req, res) => {
    if (!api.serve(req, res)) res.writeHead(404).end();
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

async function readAll(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '(no body)';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

describe('the Request a route handler is given by the built server', () => {
  it('is a Request with the method, URL and headers sent', async () => {
    const base = await serve(async (request) => ({
      isRequest: request instanceof Request,
      tag: Object.prototype.toString.call(request),
      method: request.method,
      url: request.url,
      type: request.headers.get('content-type'),
      cookie: request.headers.get('cookie'),
      body: await readAll(request.body),
    }));
    const res = await fetch(`${base}/tms/track?ref=BFL-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'a=1' },
      body: '{"hello":"world"}',
    });
    const { value } = (await res.json()) as { value: Record<string, unknown> };
    expect(value).toEqual({
      isRequest: true,
      tag: '[object Request]',
      method: 'POST',
      url: `${base}/tms/track?ref=BFL-1`,
      type: 'application/json',
      cookie: 'a=1',
      body: '{"hello":"world"}',
    });
  });

  it('joins two cookie headers as Node does, with a semicolon', async () => {
    const base = await serve((request) => Promise.resolve(request.headers.get('cookie')));
    const port = new URL(base).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.end(
          'GET /tms/x HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=1\r\nCookie: b=2\r\nConnection: close\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toContain('{"value":"a=1; b=2"}');
  });

  it('has no body on a GET', async () => {
    const base = await serve((request) =>
      Promise.resolve({ body: request.body, used: request.bodyUsed }),
    );
    const res = await fetch(`${base}/tms/getFuelLevies`);
    expect(await res.json()).toEqual({ value: { body: null, used: false } });
  });

  it('answers the other members of a Request with a full one: json(), clone(), cache', async () => {
    const base = await serve(async (request) => {
      const copy = request.clone();
      return {
        json: (await request.json()) as unknown,
        copy: await copy.text(),
        used: request.bodyUsed,
        cache: request.cache,
      };
    });
    const res = await fetch(`${base}/tms/save-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"visitor@example.com"}',
    });
    expect(await res.json()).toEqual({
      value: {
        json: { email: 'visitor@example.com' },
        copy: '{"email":"visitor@example.com"}',
        used: true,
        cache: 'default',
      },
    });
  });

  it('refuses to read a body twice', async () => {
    const base = await serve(async (request) => {
      await readAll(request.body);
      const used = request.bodyUsed;
      try {
        await request.text();
        return { used, second: 'read' };
      } catch (err) {
        return { used, second: (err as Error).name };
      }
    });
    const res = await fetch(`${base}/tms/save-contact`, { method: 'POST', body: 'once' });
    expect(await res.json()).toEqual({ value: { used: true, second: 'TypeError' } });
  });

  it('aborts its signal and fails the body read when the client hangs up halfway', async () => {
    let settled!: (outcome: { aborted: boolean; read: string }) => void;
    const outcome = new Promise<{ aborted: boolean; read: string }>((r) => (settled = r));
    const base = await serve(async (request) => {
      let read: string;
      try {
        read = await readAll(request.body);
      } catch {
        read = 'failed';
      }
      // The close of the connection reaches the answer a moment after the body's end.
      await new Promise((r) => setTimeout(r, 50));
      settled({ aborted: request.signal.aborted, read });
      return null;
    });
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => {
      socket.write(
        'POST /tms/save-contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"half":',
      );
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('error', () => undefined);
    expect(await outcome).toEqual({ aborted: true, read: 'failed' });
  });

  it('leaves its signal alone for a client that waits for the answer', async () => {
    const base = await serve((request) => Promise.resolve(request.signal.aborted));
    const res = await fetch(`${base}/tms/save-contact`, { method: 'POST', body: '{}' });
    expect(await res.json()).toEqual({ value: false });
  });
});

describe('the built server answering a route handler that fails', () => {
  it('answers 500 with the error and message fields the API sends, and logs the fault', async () => {
    const logged: unknown[] = [];
    const log = { error: (fields: unknown) => logged.push(fields), warn: () => {} };
    const api = createApiRoutes({
      api: { fetch: () => Promise.reject(new Error('the database went away')) },
      log,
    });
    const listening = http.createServer((req, res) => {
      if (!api.serve(req, res)) res.writeHead(404).end();
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/tms/broken`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json');
    const words = 'Something went wrong on our side. Please try again.';
    expect(await res.json()).toEqual({ error: words, message: words });
    expect(logged).toHaveLength(1);
  });
});

describe('the addresses the built server hands to the API', () => {
  it('takes the API paths and the other addresses of its table, and leaves the rest to Next', async () => {
    const api = createApiRoutes({
      api: {
        fetch: (request) => Response.json({ path: new URL(request.url).pathname }),
        routes: [
          { method: 'POST', path: '/tms/save-contact' },
          { method: 'POST', path: '/csp-report' },
        ],
      },
      log: { error: () => undefined },
    });
    const listening = http.createServer((req, res) => {
      if (!api.serve(req, res)) res.writeHead(299).end();
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const status = async (path: string) => (await fetch(`${base}${path}`)).status;
    expect(await status('/tms/no-such-call')).toBe(200);
    expect(await status('/csp-report')).toBe(200);
    expect(await status('/csp-report?from=browser')).toBe(200);
    expect(await status('/csp-reports')).toBe(299);
    expect(await status('/csp-report/')).toBe(299);
    expect(await status('/about')).toBe(299);
  });
});
