import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import { HIGH_LIMITS, SCALE_DIST_DIR, scaleDatabase } from './scale-support';
import type { ScaleDatabase } from './scale-support';

// A client that holds a connection open by sending its headers a line at a time (a slow-drip, or
// "slowloris", client) is cut off by the built server once its headers have taken 20 s, however
// busy it keeps the connection (scripts/server.mts), and visitors are served all the while.

const HEADERS_TIMEOUT_S = 20;
/** The server looks for such connections every 2 s, so it cuts one off within this. */
const CUT_OFF_BY_S = HEADERS_TIMEOUT_S + 2 + 2;

let site: Site;
let db: ScaleDatabase;

beforeAll(async () => {
  db = await scaleDatabase('slowclients');
  site = await startSite({
    distDir: SCALE_DIST_DIR,
    build: false,
    env: { ...db.env, ...HIGH_LIMITS, LOG_LEVEL: 'warn' },
  });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await db?.drop();
});

/** Open a connection and send a header line every second; resolves with what the server said. */
function dripHeaders(): Promise<{ seconds: number; answer: string }> {
  const { hostname, port } = new URL(site.base);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET /about HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
      let line = 0;
      drip = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Drip-${(line += 1)}: still coming\r\n`);
      }, 1000);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
    // The server may close while a line is on its way: what it answered before is what counts.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
  });
}

describe('a client that sends its headers a line at a time', () => {
  it(`is answered 408 and cut off ${HEADERS_TIMEOUT_S} to ${CUT_OFF_BY_S} s after it began, while visitors are served`, async () => {
    const held = Array.from({ length: 20 }, () => dripHeaders());
    // Visitors meanwhile: each page answers at once.
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 2000));
      const res = await fetch(`${site.base}/about`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    for (const { seconds, answer } of await Promise.all(held)) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(seconds).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_S - 1);
      expect(seconds).toBeLessThanOrEqual(CUT_OFF_BY_S);
    }
  }, 120_000);
});
