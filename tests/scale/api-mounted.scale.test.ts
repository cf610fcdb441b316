import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import {
  HIGH_LIMITS,
  SCALE_DIST_DIR,
  postJson,
  scaleDatabase,
  visitorSession,
} from './scale-support';
import type { ScaleDatabase } from './scale-support';
import { bookingBody } from '../support/valid-bodies';

// The built server mounts the API's router before Next (scripts/api-routes.ts, decision 169).
// Every call below is made to the built server: its status is the one written here, and it carries
// the security headers every answer of the site carries, as Next's own answers do.

type Server = { site: Site; db: ScaleDatabase; session: Record<string, string> };
let direct: Server;

async function start(label: string, env: Record<string, string>): Promise<Server> {
  const db = await scaleDatabase(label);
  const site = await startSite({
    distDir: SCALE_DIST_DIR,
    build: false,
    env: { ...db.env, ...HIGH_LIMITS, LOG_LEVEL: 'warn', ...env },
  });
  return { site, db, session: await visitorSession(site.base) };
}

beforeAll(async () => {
  direct = await start('apimounted', {});
}, 180_000);

afterAll(async () => {
  for (const server of [direct]) {
    await server?.site.stop();
    await server?.db.drop();
  }
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

type Call = {
  name: string;
  status: number;
  send(server: Server): Promise<Response>;
  /** Parts of the body that differ by nature (a new row's id). */
  normalise?: (body: string) => string;
};

const CALLS: Call[] = [
  {
    name: 'a post without the anti-forgery token is refused (403)',
    status: 403,
    send: ({ site }) =>
      fetch(`${site.base}/tms/save-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'visitor@example.com', message: 'Hello' }),
      }),
  },
  {
    name: 'a body that is not JSON is refused (400)',
    status: 400,
    send: ({ site, session }) =>
      fetch(`${site.base}/tms/save-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...session },
        body: '{"email": "visitor@example.com", "message": ',
      }),
  },
  {
    name: 'a contact message is saved (200)',
    status: 200,
    send: ({ site, session }) =>
      postJson(site.base, '/tms/save-contact', session, {
        email: 'visitor@example.com',
        message: 'Please call me about a pallet to Perth.',
      }),
    normalise: (body) => body.replace(/"id":\s*("[^"]*"|\d+)/g, '"id":"…"'),
  },
  {
    name: 'an invalid contact message names its field (400)',
    status: 400,
    send: ({ site, session }) =>
      postJson(site.base, '/tms/save-contact', session, { email: 'not-an-address', message: '' }),
  },
  {
    name: 'a quote is priced (200)',
    status: 200,
    send: ({ site, session }) => postJson(site.base, '/tms/getQuoteRates', session, bookingBody()),
  },
  {
    name: 'a body over the limit is refused (413)',
    status: 413,
    send: ({ site, session }) =>
      postJson(site.base, '/tms/save-contact', session, {
        email: 'visitor@example.com',
        message: 'x'.repeat(2 * 1024 * 1024),
      }),
  },
  {
    name: 'an unknown booking is not found (404)',
    status: 404,
    send: ({ site, session }) =>
      postJson(site.base, '/tms/track', session, {
        booking_reference: 'B7K2M9XQP',
        email: 'nobody@example.com',
      }),
  },
  {
    name: 'a method the call does not have is refused (405)',
    status: 405,
    send: ({ site }) => fetch(`${site.base}/tms/save-contact`),
  },
  {
    name: 'a trailing slash is left to Next (308)',
    status: 308,
    send: ({ site, session }) =>
      fetch(`${site.base}/tms/save-contact/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', ...session },
        body: '{}',
      }),
  },
];

async function answerOf(call: Call, server: Server) {
  const res = await call.send(server);
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    location: res.headers.get('location'),
    security: Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers.get(name)])),
    body: call.normalise ? call.normalise(text) : text,
    vary: res.headers.get('vary') ?? '',
  };
}

describe('the API mounted on the built server', () => {
  for (const call of CALLS) {
    it(`answers: ${call.name}`, async () => {
      const answer = await answerOf(call, direct);
      expect(answer.status).toBe(call.status);
      if (call.status !== 308) expect(answer.contentType).toMatch(/^application\/json/);
      // Next's own redirects carry no headers of the configuration; every other answer does.
      if (call.status !== 308) {
        for (const name of SECURITY_HEADERS) expect(answer.security[name]).toBeTruthy();
      }
    });
  }

  it('gives the API the same security headers as an answer of Next', async () => {
    const call = CALLS.find((c) => c.name.startsWith('a quote is priced'))!;
    const mine = await answerOf(call, direct);
    const next = await fetch(`${direct.site.base}/healthz`);
    for (const name of SECURITY_HEADERS) expect(mine.security[name]).toBe(next.headers.get(name));
    expect(mine.vary).toBe('Accept-Encoding');
  });

  it('compresses a larger answer for a client that takes it', async () => {
    const res = await fetch(`${direct.site.base}/tms/getQuoteRates`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        ...direct.session,
      },
      body: JSON.stringify(bookingBody()),
    });
    const body = await res.text();
    expect(res.status).toBe(200);
    if (body.length >= 1024) expect(res.headers.get('content-encoding')).toBe('gzip');
    else expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('refuses a body over the limit sent without its length, and answers the next call', async () => {
    const big = new TextEncoder().encode(
      JSON.stringify({ email: 'chunked@example.com', message: 'x'.repeat(2 * 1024 * 1024) }),
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 64 * 1024)
          controller.enqueue(big.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const refused = await fetch(`${direct.site.base}/tms/save-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...direct.session },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      message: 'Request body is larger than 65536 bytes',
    });
    // Both calls to the same server: the pool sends this one down the same connection.
    const next = await postJson(direct.site.base, '/tms/track', direct.session, {
      booking_reference: 'B7K2M9XQP',
      email: 'nobody@example.com',
    });
    expect(next.status).toBe(404);
  });

  it('keeps serving after a client hangs up halfway through its body', async () => {
    const { hostname, port } = new URL(direct.site.base);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(
          'POST /tms/save-contact HTTP/1.1\r\n' +
            `Host: ${hostname}:${port}\r\n` +
            'Content-Type: application/json\r\n' +
            `Cookie: ${direct.session.cookie}\r\n` +
            `X-XSRF-TOKEN: ${direct.session['x-xsrf-token']}\r\n` +
            'Content-Length: 5000\r\n\r\n{"email": "half@example.com", "mess',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on('error', reject);
    });
    const res = await postJson(direct.site.base, '/tms/save-contact', direct.session, {
      email: 'after@example.com',
      message: 'Still there?',
    });
    expect(res.status).toBe(200);
    const saved = await direct.db.rows<{ email: string }>('SELECT email FROM contact_messages');
    expect(saved.map((r) => r.email)).not.toContain('half@example.com');
  });
});
