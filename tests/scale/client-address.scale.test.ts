import { describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import {
  HIGH_LIMITS,
  SCALE_DIST_DIR,
  postsWithForgedAddresses,
  scaleDatabase,
} from './scale-support';

// Through the real server: a client that makes up forwarding headers is still one client, unless
// the site is told a proxy in front of it writes them (TRUST_PROXY_HOPS).
const LIMIT = 20;
const POSTS = 25;

async function statusesBehind(trustProxyHops: number): Promise<number[]> {
  const db = await scaleDatabase(`address${trustProxyHops}`);
  const site = await startSite({
    distDir: SCALE_DIST_DIR,
    build: false,
    env: {
      ...db.env,
      ...HIGH_LIMITS,
      RATE_LIMIT_MAX: String(LIMIT),
      // A day-long window, so the count cannot start again halfway through the test.
      RATE_LIMIT_WINDOW_SECONDS: '86400',
      TRUST_PROXY_HOPS: String(trustProxyHops),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    return await postsWithForgedAddresses(site.base, POSTS);
  } finally {
    await site.stop();
    await db.drop();
  }
}

describe('the client address comes from the connection', () => {
  it('ignores forwarding headers with no trusted proxy: the 21st post is refused', async () => {
    const statuses = await statusesBehind(0);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(POSTS - LIMIT).fill(429));
  }, 120_000);

  it('behind one trusted proxy, each address it reports is a client of its own', async () => {
    const statuses = await statusesBehind(1);
    expect(statuses).toEqual(Array(POSTS).fill(200));
  }, 120_000);
});
