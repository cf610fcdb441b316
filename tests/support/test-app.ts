import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { apiRouter } from '@/server/api/router';
import { closeDatabase, database } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { log } from '@/server/log';
import { deliverDueMail, resetMailerForTests, stopDeliveryLoop } from '@/server/outbox/outbox';
import { startTestSmtp } from './smtp';
import type { TestSmtp } from './smtp';

export type TestApp = {
  smtp: TestSmtp;
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
};

/**
 * A fresh database and a real SMTP server on loopback for one test file. With TEST_DATABASE_URL
 * set (CI does), the database is a new PostgreSQL database; otherwise a new SQLite file.
 */
export async function startTestApp(extraEnv: Record<string, string> = {}): Promise<TestApp> {
  const smtp = await startTestSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `site_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
  }
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SMTP_REQUIRE_TLS: 'false',
    MAIL_TO: 'office@test.example',
    RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_PRICING_MAX: '1000',
    RATE_LIMIT_MAIL_MAX: '1000',
    RATE_LIMIT_LOOKUP_MAX: '1000',
    VISITOR_MAIL_PER_DAY: '1000',
    // A day-long window: a test that counts up to a limit cannot straddle two fixed windows.
    RATE_LIMIT_WINDOW_SECONDS: '86400',
    LOG_LEVEL: 'silent',
    // Route handlers are called directly, standing in for scripts/server.mts, which sets the
    // client's address header; callRoute sends it.
    CLIENT_ADDRESS_FROM_SERVER: '1',
    ...extraEnv,
  });
  resetEnvForTests();
  resetMailerForTests();
  log.level = process.env.LOG_LEVEL ?? 'silent';
  await database();
  return {
    smtp,
    dataDir,
    dialect: adminUrl ? 'postgres' : 'sqlite',
    async close() {
      await stopDeliveryLoop();
      await closeDatabase();
      await smtp.stop();
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TOKEN = 'test-xsrf-token-0123456789abcdef';

type CallOptions = {
  xsrf?: boolean;
  headers?: Record<string, string>;
  rawBody?: string;
  /** The client's address, as the server would have taken it from the connection. */
  ip?: string;
};

/**
 * Call the API through its router, in process, the way the browser does: JSON body, anti-forgery
 * cookie and header. A body makes it a POST, none a GET.
 */
export async function callRoute(
  pathname: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-client-address': options.ip ?? '127.0.0.1',
    ...options.headers,
  };
  if (options.xsrf !== false) {
    headers.cookie = `XSRF-TOKEN=${TOKEN}`;
    headers['x-xsrf-token'] = TOKEN;
  }
  const method = body === undefined && options.rawBody === undefined ? 'GET' : 'POST';
  const request = new Request(`http://localhost${pathname}`, {
    method,
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const response = await apiRouter.request(request);
  let json: Record<string, unknown> = {};
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * Make the test's only fuel levy month: 198 c/L / 1.1 = 180 c/L ex GST; less the 20 c/L credit =
 * 160; (160 - 100) / 100 = 0.6; linehaul 0.6 x 33% = 19.80%, in force on any pickup date from now.
 */
export async function useOneFuelLevyMonth(): Promise<void> {
  const { saveFuelLevyMonth } = await import('@/server/services/fuel-levy.server');
  const db = await database();
  await db.deleteFrom('fuel_levies').execute();
  await saveFuelLevyMonth({
    year: 2026,
    month: 11,
    dieselPriceCents: 198,
    fuelTaxCreditCents: 20,
    basePriceCents: 100,
    appliesFrom: '2026-11-01',
  });
}

/**
 * Deliver until the outbox holds nothing unsent. Once it is drained no delivery is left to send a
 * message again, so a count of received mail taken afterwards is final.
 */
export async function drainOutbox(): Promise<void> {
  const db = await database();
  await vi.waitFor(
    async () => {
      await deliverDueMail();
      const unsent = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '<>', 'sent')
        .execute();
      expect(unsent).toEqual([]);
    },
    { timeout: 10_000, interval: 50 },
  );
}
