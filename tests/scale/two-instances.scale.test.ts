import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../support/smtp';
import type { TestSmtp } from '../support/smtp';

// Two instances of the built site on one PostgreSQL database: what one saves the other sees, the
// rate limit is counted across both, and the two delivery loops send each mail once.
const adminUrl = process.env.TEST_DATABASE_URL;
const distDir = process.env.SCALE_DIST_DIR ?? '.next-e2e-main';
const TOKEN = 'scale-test-token-0123456789abcdef';
const LIMIT = 8;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become ready`);
}

function post(base: string, pathname: string, body: unknown) {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${TOKEN}`,
      'x-xsrf-token': TOKEN,
    },
    body: JSON.stringify(body),
  });
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  let smtp: TestSmtp;
  let dbName = '';
  const procs: ChildProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
      const build = spawnSync('npx', ['next', 'build'], {
        stdio: 'inherit',
        env: { ...process.env, NEXT_DIST_DIR: distDir },
      });
      if (build.status !== 0) throw new Error('build failed');
    }
    smtp = await startTestSmtp();
    dbName = `site_scale_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;

    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NEXT_DIST_DIR: distDir,
          DATABASE_URL: url.toString(),
          SMTP_URL: smtp.url,
          SMTP_REQUIRE_TLS: 'false',
          MAIL_TO: 'office@scale.example',
          // Each instance gets its own data folder: nothing they share may live there.
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `site-scale-${i}-`)),
          RATE_LIMIT_MAX: String(LIMIT),
          RATE_LIMIT_WINDOW_SECONDS: '600',
          OUTBOX_POLL_MS: '100',
          LOG_LEVEL: 'warn',
        },
        stdio: 'inherit',
        detached: true,
      });
      procs.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    // Both start at once: their migrations race on purpose.
    await Promise.all(bases.map((b) => waitReady(b)));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null) return resolve();
            p.once('exit', () => resolve());
            try {
              process.kill(-p.pid!, 'SIGTERM');
            } catch {
              resolve();
            }
            setTimeout(resolve, 5000);
          }),
      ),
    );
    await smtp?.stop();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('a message saved by one instance is found by the other, and mailed exactly once', async () => {
    const [a, b] = bases as [string, string];
    const message = {
      email: 'scale@example.com',
      subject: 'Two instances',
      message: 'Saved on A, confirmed on B',
    };
    const saved = await post(a, '/tms/save-contact', message);
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as { data: { id: number } };
    const mailed = await post(b, '/tms/sendOfficialSiteMail', message);
    expect(mailed.status).toBe(200);
    const mailedBody = (await mailed.json()) as { data: { id: number } };
    expect(mailedBody.data.id).toBe(savedBody.data.id);

    await smtp.waitFor((m) => m.subject?.includes('Two instances') ?? false);
    // Give both delivery loops several more turns to send it again, if they were going to.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.subject?.includes('Two instances'))).toHaveLength(1);
  });

  it('counts the rate limit across both instances', async () => {
    const [a, b] = bases as [string, string];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await post(i % 2 === 0 ? a : b, '/tms/save-contact', { email: '' });
      statuses.push(res.status);
    }
    // Two posts were made by the first test; LIMIT per address in all.
    const allowed = statuses.filter((s) => s === 400).length;
    expect(allowed).toBe(LIMIT - 2);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBe(4);
  });
});
