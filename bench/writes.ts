// Write figures (decision 072): POST /tms/saveQuote against POST /tms/getQuoteRates (the same
// pricing without saving) in the same run, on SQLite and on PostgreSQL, and POST /tms/save-contact
// at 20 connections. Each database gets its own server. The two quote routes are measured in turns
// (rates, save, rates, save) so a change in the machine's load falls on both; between parts the
// bench waits until the outbox has delivered what the previous part queued, so every part starts
// from an idle server. PostgreSQL: BENCH_DATABASE_URL names a server to use (a database is made
// for the run and dropped after); without it the part runs on SQLite only and says so.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { benchXsrf, startBenchServer } from './server';

/** Goals of issue 13 ("Writes"). */
const SAVE_SHARE_GOAL = 0.8;
const CONTACT_P99_GOAL_MS = 50;
const CONTACT_CONNECTIONS = 20;

const TURN_SECONDS = Number(process.env.BENCH_WRITES_SECONDS ?? 6);
const TURNS = 2;

const headers = { 'content-type': 'application/json', ...benchXsrf };

function quoteBooking() {
  const date = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    is_dg: false,
    is_hand_unload: true,
    is_trailer_split: false,
    has_tailgate: false,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date,
    packagings: [
      { type: '10', quantity: '2', length: '120', width: '100', height: '100', weight: '50' },
      { type: '13', quantity: '40', length: '40', width: '30', height: '30', weight: '12' },
    ],
  };
}

type Part = { requests: number; seconds: number; p50: number[]; p99: number[]; bad: number };

function load(url: string, body: string | undefined, connections: number, seconds: number) {
  return autocannon({
    url,
    method: 'POST',
    headers,
    connections,
    duration: seconds,
    ...(body
      ? { body }
      : {
          // Each contact message is a different one, as real visitors send them.
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                body: JSON.stringify({
                  email: `bench${Math.random().toString(36).slice(2)}@example.com`,
                  message: 'Benchmark message',
                }),
              }),
            },
          ],
        }),
  });
}

function add(part: Part, r: autocannon.Result): void {
  part.requests += r.requests.total;
  part.seconds += r.duration;
  part.p50.push(r.latency.p50);
  part.p99.push(r.latency.p99);
  part.bad += r.non2xx + r.errors + r.timeouts;
}

const empty = (): Part => ({ requests: 0, seconds: 0, p50: [], p99: [], bad: 0 });

function summary(part: Part) {
  return {
    requestsPerSecond: Math.round(part.requests / part.seconds),
    p50Ms: Math.max(...part.p50),
    p99Ms: Math.max(...part.p99),
    non2xxOrErrors: part.bad,
  };
}

type PendingCount = () => Promise<number>;

/**
 * Wait until the server's outbox holds no unsent mail; the seconds that took. The time allowed
 * grows with the mail waiting (a quote's PDF takes tens of milliseconds to write), so a site that
 * saves faster is not failed for having more mail to send; a stuck outbox still fails.
 */
async function drained(pending: PendingCount): Promise<number> {
  const started = Date.now();
  let waiting = await pending();
  const timeoutMs = 120_000 + waiting * 100;
  while (waiting > 0) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`the outbox did not drain in time (${waiting} mails still waiting)`);
    }
    await delay(250);
    waiting = await pending();
  }
  return Math.round((Date.now() - started) / 100) / 10;
}

async function measure(database: 'sqlite' | 'postgres', url?: string) {
  const server = await startBenchServer(url ? { DATABASE_URL: url } : {});
  let pending: PendingCount;
  let closeCounter = async () => {};
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pending = async () =>
      Number(
        (await pool.query<{ n: string }>(`select count(*) as n from outbox where status <> 'sent'`))
          .rows[0]!.n,
      );
    closeCounter = () => pool.end();
  } else {
    const file = new SQLite(path.join(server.dataDir, 'site.sqlite'), { readonly: true });
    pending = () =>
      Promise.resolve(
        (
          file.prepare(`select count(*) as n from outbox where status <> 'sent'`).get() as {
            n: number;
          }
        ).n,
      );
    closeCounter = () => {
      file.close();
      return Promise.resolve();
    };
  }
  try {
    const booking = quoteBooking();
    const rates = empty();
    const save = empty();
    const saveBody = JSON.stringify({
      ...booking,
      label: 'Economy',
      description: '',
      email: 'bench@example.com',
    });
    // Warm both routes (compiled code paths, connection pool) before counting anything.
    await load(`${server.base}/tms/getQuoteRates`, JSON.stringify(booking), 2, 1);
    await load(`${server.base}/tms/saveQuote`, saveBody, 2, 1);
    await drained(pending);
    const drainSeconds: number[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      add(
        rates,
        await load(`${server.base}/tms/getQuoteRates`, JSON.stringify(booking), 10, TURN_SECONDS),
      );
      add(save, await load(`${server.base}/tms/saveQuote`, saveBody, 10, TURN_SECONDS));
      drainSeconds.push(await drained(pending));
    }
    const contact = empty();
    add(
      contact,
      await load(`${server.base}/tms/save-contact`, undefined, CONTACT_CONNECTIONS, TURN_SECONDS),
    );
    const contactDrain = await drained(pending);
    const share = Math.round((save.requests / rates.requests) * 1000) / 1000;
    return {
      database,
      getQuoteRates: summary(rates),
      saveQuote: summary(save),
      saveShareOfRates: share,
      outboxDrainAfterSaveSeconds: drainSeconds,
      saveContact: { connections: CONTACT_CONNECTIONS, ...summary(contact) },
      outboxDrainAfterContactSeconds: contactDrain,
    };
  } finally {
    await closeCounter();
    await server.stop();
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped by the returned function. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_writes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function runWritesBench(): Promise<Record<string, unknown>> {
  const failures: string[] = [];
  const runs: Record<string, unknown>[] = [];
  const only = process.env.BENCH_WRITES_DATABASES?.split(',') ?? ['sqlite', 'postgres'];
  const check = (r: Awaited<ReturnType<typeof measure>>) => {
    if (r.saveShareOfRates < SAVE_SHARE_GOAL) {
      failures.push(
        `writes (${r.database}): saveQuote ${Math.round(r.saveShareOfRates * 100)}% of getQuoteRates (goal ≥ ${SAVE_SHARE_GOAL * 100}%)`,
      );
    }
    if (r.saveContact.p99Ms > CONTACT_P99_GOAL_MS) {
      failures.push(
        `writes (${r.database}): save-contact p99 ${r.saveContact.p99Ms} ms at ${CONTACT_CONNECTIONS} connections (goal ≤ ${CONTACT_P99_GOAL_MS} ms)`,
      );
    }
    runs.push(r);
  };
  if (only.includes('sqlite')) check(await measure('sqlite'));
  if (only.includes('postgres')) {
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) {
      failures.push(
        'writes (postgres): not measured; set BENCH_DATABASE_URL to a PostgreSQL server',
      );
    } else {
      const db = await freshPostgres(serverUrl);
      try {
        check(await measure('postgres', db.url));
      } finally {
        await db.drop();
      }
    }
  }
  return {
    runs,
    turnSeconds: TURN_SECONDS,
    turns: TURNS,
    note: 'getQuoteRates and saveQuote at 10 connections in turns; save-contact at 20 connections; the outbox drained between parts (mail written as .eml files).',
    failures,
  };
}
