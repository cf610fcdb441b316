// Write figures (decision 072): POST /tms/saveQuote against POST /tms/getQuoteRates (the same
// pricing without saving) in the same run, on SQLite and on PostgreSQL, and POST /tms/save-contact
// at 20 connections. Each database gets its own server. The two quote routes are measured in short
// turns in the order rates, save, save, rates, repeated (decision 110), so a drift in the speed of
// the machine falls on both alike; the mail queued by the warm-up and by each save waits in the
// outbox during every turn of either route. save-contact is warmed too, and measured once the
// outbox has delivered everything, from an idle server. PostgreSQL: BENCH_DATABASE_URL names a
// server to use (a database is made for the run and dropped after); without it the part runs on
// SQLite only and says so.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { benchXsrf, quoteBooking, startBenchServer } from './server';

/** Goals of issue 13 ("Writes"). */
const SAVE_SHARE_GOAL = 0.8;
const CONTACT_P99_GOAL_MS = 50;
const CONTACT_CONNECTIONS = 20;
const CONTACT_SECONDS = 6;

const TURN_SECONDS = Number(process.env.BENCH_WRITES_SECONDS ?? 2);
/** A block of turns, rates, save, save, rates: a steady drift falls on both alike (decision 110). */
const BLOCK = ['rates', 'save', 'save', 'rates'] as const;
const BLOCKS = 3;
/** Seconds of each route before counting, at the connections measured. */
const WARM_SECONDS = 2;
const QUOTE_CONNECTIONS = 10;

const headers = { 'content-type': 'application/json', ...benchXsrf };

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

/** Answers a second of `save` as a share of those of `rates`, to three places. */
function shareOf(save: Part, rates: Part): number {
  return (
    Math.round((save.requests / save.seconds / (rates.requests / rates.seconds)) * 1000) / 1000
  );
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
    const ratesBody = JSON.stringify(booking);
    const turn = {
      rates: (seconds: number) =>
        load(`${server.base}/tms/getQuoteRates`, ratesBody, QUOTE_CONNECTIONS, seconds),
      save: (seconds: number) =>
        load(`${server.base}/tms/saveQuote`, saveBody, QUOTE_CONNECTIONS, seconds),
    };
    // Warm both routes (compiled code paths, connection pool) at the load counted, before
    // counting anything; the mail it queues is in the outbox before the first turn of either.
    await turn.rates(WARM_SECONDS);
    await turn.save(WARM_SECONDS);
    // Each block's share too (rates, save, save, rates), to show the spread between blocks.
    const blockShares: number[] = [];
    for (let block = 0; block < BLOCKS; block++) {
      const inBlock = { rates: empty(), save: empty() };
      for (const route of BLOCK) {
        const r = await turn[route](TURN_SECONDS);
        add(route === 'rates' ? rates : save, r);
        add(inBlock[route], r);
      }
      blockShares.push(shareOf(inBlock.save, inBlock.rates));
    }
    const contactTurn = (seconds: number) =>
      load(`${server.base}/tms/save-contact`, undefined, CONTACT_CONNECTIONS, seconds);
    // Warmed like the quote routes: the first second of a route never called before runs code
    // still being compiled, slower by a third and more (decision 110).
    await contactTurn(WARM_SECONDS);
    const drainSeconds = await drained(pending);
    const contact = empty();
    add(contact, await contactTurn(CONTACT_SECONDS));
    const contactDrain = await drained(pending);
    const share = shareOf(save, rates);
    return {
      database,
      getQuoteRates: summary(rates),
      saveQuote: summary(save),
      saveShareOfRates: share,
      saveShareByBlock: blockShares,
      outboxDrainBeforeContactSeconds: drainSeconds,
      saveContact: { connections: CONTACT_CONNECTIONS, ...summary(contact) },
      outboxDrainAfterContactSeconds: contactDrain,
    };
  } finally {
    await closeCounter();
    await server.stop();
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped by the returned function. */
async function freshPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
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

/**
 * A part's measure on a fresh PostgreSQL database of BENCH_DATABASE_URL's server, dropped after;
 * without the variable, a failure saying the part was not measured there.
 */
export async function onFreshPostgres<T>(
  part: string,
  failures: string[],
  work: (url: string) => Promise<T>,
): Promise<T | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    failures.push(
      `${part} (postgres): not measured; set BENCH_DATABASE_URL to a PostgreSQL server`,
    );
    return undefined;
  }
  const db = await freshPostgres(serverUrl, `bench_${part}`);
  try {
    return await work(db.url);
  } finally {
    await db.drop();
  }
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
    const run = await onFreshPostgres('writes', failures, (url) => measure('postgres', url));
    if (run) check(run);
  }
  return {
    runs,
    turnSeconds: TURN_SECONDS,
    turnsInABlock: BLOCK,
    blocks: BLOCKS,
    note: 'getQuoteRates and saveQuote at 10 connections in turns of the order given, the outbox delivering meanwhile; save-contact at 20 connections, warmed, once the outbox has drained (mail written as .eml files).',
    failures,
  };
}
