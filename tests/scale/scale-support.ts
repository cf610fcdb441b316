// What the scale tests share: the build they run, a fresh database per test (PostgreSQL with
// TEST_DATABASE_URL, else SQLite), a way to read it from outside the server, and a visitor's
// anti-forgery session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** The e2e build by default: CI runs the browser tests first, so no second build is needed. */
export const SCALE_DIST_DIR = process.env.SCALE_DIST_DIR ?? '.next-e2e-main';

export type ScaleDatabase = {
  dialect: 'sqlite' | 'postgres';
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: the server's environment for this database. */
  env: Record<string, string>;
  /** Rows of a query without parameters, read beside the running server. */
  rows<T extends Record<string, unknown>>(query: string): Promise<T[]>;
  drop(): Promise<void>;
};

async function admin(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export async function scaleDatabase(label: string): Promise<ScaleDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-scale-${label}-`));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    let sqlite: SQLite.Database | undefined;
    return {
      dialect: 'sqlite',
      env: { DATA_DIR: dataDir },
      rows<T>(query: string) {
        // Read-only, in WAL mode: it never blocks the server's writes.
        sqlite ??= new SQLite(path.join(dataDir, 'site.sqlite'), {
          readonly: true,
          fileMustExist: true,
        });
        return Promise.resolve(sqlite.prepare(query).all() as T[]);
      },
      drop() {
        sqlite?.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `site_scale_${label}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`).then(() => undefined));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    dialect: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async rows<T extends Record<string, unknown>>(query: string) {
      return (await pool.query<T>(query)).rows;
    },
    async drop() {
      await pool.end();
      await admin((c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Limits high enough that only the one a test sets can bite. */
export const HIGH_LIMITS = {
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_PRICING_MAX: '100000',
  RATE_LIMIT_MAIL_MAX: '100000',
  RATE_LIMIT_LOOKUP_MAX: '100000',
  VISITOR_MAIL_PER_DAY: '100000',
};

/**
 * Headers of a visitor who opened the home page: the anti-forgery token its script makes (the
 * page sets no cookie, decision 123), sent back as cookie and header. The page is still fetched,
 * and must answer, as a visitor's browser would.
 */
export async function visitorSession(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/`);
  await res.body?.cancel();
  if (!res.ok) throw new Error(`GET ${base}/ answered ${res.status}`);
  if (res.headers.getSetCookie().length > 0) throw new Error(`GET ${base}/ set a cookie`);
  const token = randomBytes(24).toString('hex');
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

/** POST a JSON body as that visitor. */
export function postJson(
  base: string,
  pathname: string,
  session: Record<string, string>,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...session, ...headers },
    body: JSON.stringify(body),
  });
}

/** Poll `check` until it returns true, or fail naming `what`. */
export async function eventually(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * The statuses of `count` contact messages, each sent with forwarding headers naming another
 * address (198.51.100.1, .2, …), as a client posing as many would send them.
 */
export async function postsWithForgedAddresses(base: string, count: number): Promise<number[]> {
  const session = await visitorSession(base);
  const statuses: number[] = [];
  for (let i = 1; i <= count; i++) {
    const forged = `198.51.100.${i}`;
    const res = await postJson(
      base,
      '/tms/save-contact',
      session,
      { email: `forger${i}@example.com`, message: `Message ${i} from ${forged}` },
      { 'x-forwarded-for': forged, 'x-real-ip': forged, 'x-client-address': forged },
    );
    await res.body?.cancel();
    statuses.push(res.status);
  }
  return statuses;
}
