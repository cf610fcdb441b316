import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import { startTestSmtp } from '../support/smtp';
import type { TestSmtp } from '../support/smtp';
import { HIGH_LIMITS, SCALE_DIST_DIR, postJson, scaleDatabase } from './scale-support';
import type { ScaleDatabase } from './scale-support';

// Two instances of the built site on one PostgreSQL database: what one saves the other sees, the
// rate limit is counted across both, and the two delivery loops send each mail once.
const TOKEN = 'scale-test-token-0123456789abcdef';
const session = { cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };
const LIMIT = 8;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let smtp: TestSmtp;
  let db: ScaleDatabase;
  let sites: Site[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    db = await scaleDatabase('two');
    // Both start at once: their migrations race on purpose.
    sites = await Promise.all(
      [0, 1].map((i) =>
        startSite({
          distDir: SCALE_DIST_DIR,
          build: false,
          env: {
            ...HIGH_LIMITS,
            DATABASE_URL: db.env.DATABASE_URL!,
            SMTP_URL: smtp.url,
            SMTP_REQUIRE_TLS: 'false',
            MAIL_TO: 'office@scale.example',
            // Each instance gets its own data folder: nothing they share may live there.
            DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `site-scale-${i}-`)),
            RATE_LIMIT_MAX: String(LIMIT),
            RATE_LIMIT_WINDOW_SECONDS: '86400',
            // As behind a load balancer, so the rate-limit test can be a client of its own.
            TRUST_PROXY_HOPS: '1',
            OUTBOX_POLL_MS: '100',
            LOG_LEVEL: 'warn',
          },
        }),
      ),
    );
  });

  afterAll(async () => {
    await Promise.all(sites.map((s) => s.stop()));
    await smtp?.stop();
    await db?.drop();
  });

  it('a message saved by one instance is found by the other, and mailed exactly once', async () => {
    const [a, b] = sites.map((s) => s.base) as [string, string];
    const message = {
      email: 'scale@example.com',
      subject: 'Two instances',
      message: 'Saved on A, confirmed on B',
    };
    const saved = await postJson(a, '/tms/save-contact', session, message);
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as { data: { id: number } };
    const mailed = await postJson(b, '/tms/sendOfficialSiteMail', session, message);
    expect(mailed.status).toBe(200);
    const mailedBody = (await mailed.json()) as { data: { id: number } };
    expect(mailedBody.data.id).toBe(savedBody.data.id);

    await smtp.waitFor((m) => m.subject?.includes('Two instances') ?? false);
    // Once the outbox holds nothing unsent, neither loop has anything left to send it again with.
    for (;;) {
      const [pending] = await db.rows<{ n: number | string }>(
        `select count(*) as n from outbox where status <> 'sent'`,
      );
      if (Number(pending!.n) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(smtp.messages.filter((m) => m.subject?.includes('Two instances'))).toHaveLength(1);
  });

  it('counts the rate limit across both instances', async () => {
    const [a, b] = sites.map((s) => s.base) as [string, string];
    const client = { 'x-forwarded-for': '203.0.113.50' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const base = i % 2 === 0 ? a : b;
      const res = await postJson(base, '/tms/save-contact', session, { email: '' }, client);
      await res.body?.cancel();
      statuses.push(res.status);
    }
    // Refused as invalid (400) while within the limit, then 429, whichever instance answers.
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429, 429]);
  });
});
