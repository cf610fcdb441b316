import { spawn } from 'node:child_process';
import { unsupportedNodeWarning } from '@/server/runtime/supported-node.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as historyCsv } from '@/app/(site)/promise-to-clients/fuel-levy/history.csv/route';
import { database } from '@/server/db/client';
import { computeFuelLevy } from '@/domain/fuel-levy';
import { fuelLevyConfig } from '@/content/fuel-levy-config';
import {
  FUEL_LEVY_CACHE_SECONDS,
  forgetPublishedFuelLevies,
  fuelLevyChartMonths,
  latestFuelLevy,
  removeSampleFuelLevyMonths,
  sampleFuelLevyLabels,
  saveFuelLevyMonth,
} from '@/server/services/fuel-levy.server';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { ops as inThisProcess } from './staff-support';

// Several tests start the operator command as its own process (a few seconds each on a busy
// machine), some of them twice.
vi.setConfig({ testTimeout: 120_000 });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Move the clock past the time the public views keep the history (a test hook: only Date is
 * faked), so a month saved by the operator command, in its own process, is read again.
 */
let clock = 0;

/** Stop the clock (only Date is faked), moved on by some seconds; it never goes back. */
function freezeClock(advanceSeconds = 0): number {
  clock = Math.max(Date.now(), clock) + advanceSeconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
  return clock;
}

function setClock(time: number) {
  clock = time;
  vi.setSystemTime(time);
}

function moveClockPastCache() {
  freezeClock(FUEL_LEVY_CACHE_SECONDS);
}

type CliResult = { code: number | null; stdout: string; stderr: string };

/** The operator command as an operator runs it: its own process, on the site's database. */
function ops(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'src/server/ops/cli.ts', ...args],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr: withoutRuntimeWarning(stderr) }));
  });
}

// On a Node the site does not support, every command first prints the runtime's warning
// (decision 136, tested in supported-node.test.ts); what the command itself says follows it.
const runtimeWarning = unsupportedNodeWarning(process.version);
function withoutRuntimeWarning(stderr: string): string {
  if (!runtimeWarning) return stderr;
  expect(stderr.startsWith(`${runtimeWarning}\n`)).toBe(true);
  return stderr.slice(runtimeWarning.length + 1);
}

async function answer() {
  const res = await callRoute('/tms/getFuelLevies');
  expect(res.status).toBe(200);
  return res.json.fuel_levies as {
    month_name: string;
    year: number;
    local: number;
    linehaul: number;
  }[];
}

function csv() {
  return historyCsv(new Request('http://localhost/promise-to-clients/fuel-levy/history.csv'));
}

async function csvLines(): Promise<string[]> {
  return (await (await csv()).text()).trim().split('\n');
}

async function monthRow(year: number, month: number) {
  const db = await database();
  return db
    .selectFrom('fuel_levies')
    .selectAll()
    .where('year', '=', year)
    .where('month', '=', month)
    .executeTakeFirst();
}

async function countMonths(): Promise<number> {
  const db = await database();
  const row = await db
    .selectFrom('fuel_levies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET /tms/getFuelLevies', () => {
  it('answers the sample history of a fresh installation, newest first, in the spec shape', async () => {
    const levies = await answer();
    expect(levies).toHaveLength(15);
    expect(levies[0]).toEqual({ month_name: 'November', year: 2026, local: 14.8, linehaul: 18.79 });
    expect(levies[1]).toMatchObject({ month_name: 'October', year: 2026 });
    expect(levies.at(-1)).toMatchObject({ month_name: 'September', year: 2025 });
    for (const entry of levies) {
      expect(Object.keys(entry).sort()).toEqual(['linehaul', 'local', 'month_name', 'year']);
      expect(entry.linehaul).toBeGreaterThan(entry.local);
    }
    // The seeded rows say they are sample figures.
    const db = await database();
    const sources = await db.selectFrom('fuel_levies').select('source').distinct().execute();
    expect(sources).toEqual([{ source: 'sample' }]);
  });
});

describe('fuel-levy add (operator command)', () => {
  // January 2027 by hand: 197.5 c/L / 1.1 = 179.545 45 c/L ex GST; less the 20.7 c/L credit
  // = 158.845 45; against the 100 c/L base, (158.845 45 - 100) / 100 = 0.588 454 5;
  // local 0.588 454 5 x 26% = 15.2998% -> 15.30%; linehaul x 33% = 19.4190% -> 19.42%.
  const january = { local: 15.3, linehaul: 19.42 };

  it('shows the computed levies, saves the month, and GET /tms/getFuelLevies shows it first', async () => {
    const run = await ops([
      'fuel-levy',
      'add',
      '--month',
      '2027-01',
      '--diesel-price',
      '197.5',
      '--fuel-tax-credit',
      '20.7',
    ]);
    expect(run.stderr).toContain('Saved January 2027: local 15.30%, linehaul 19.42%.');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Fuel levy for January 2027, applying from 2027-01-01');
    expect(run.stdout).toMatch(/= net fuel price\s+158\.85 c\/L/);
    expect(run.stdout).toMatch(/local levy \(× 26%\)\s+15\.30%/);
    expect(run.stdout).toMatch(/linehaul levy \(× 33%\)\s+19\.42%/);

    moveClockPastCache();
    const levies = await answer();
    expect(levies[0]).toEqual({
      month_name: 'January',
      year: 2027,
      ...january,
    });
    expect(levies).toHaveLength(16);
    expect(await latestFuelLevy()).toEqual({
      monthName: 'January',
      year: 2027,
      ...january,
      appliesFrom: '2027-01-01',
      sample: false,
    });
  });

  it('refuses a month already saved, leaving it as it was', async () => {
    const run = await ops([
      'fuel-levy',
      'add',
      '--month',
      'January 2027',
      '--diesel-price',
      '210',
      '--fuel-tax-credit',
      '20.7',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('A fuel levy for 2027-01 is already saved');
    expect(run.stderr).toContain('--replace');
    expect(Number((await monthRow(2027, 1))?.diesel_price_cents)).toBe(197.5);
    expect(await countMonths()).toBe(16);
  });

  it('replaces a saved month when told to', async () => {
    const run = await ops([
      'fuel-levy',
      'add',
      '--month',
      '2027-01',
      '--diesel-price',
      '210',
      '--fuel-tax-credit',
      '20.7',
      '--applies-from',
      '2027-01-04',
      '--replace',
    ]);
    expect(run.code).toBe(0);
    // 210 / 1.1 = 190.909 09; less 20.7 = 170.209 09; movement 0.702 090 9;
    // local x 26% = 18.2544% -> 18.25%; linehaul x 33% = 23.1690% -> 23.17%.
    expect(run.stderr).toContain('Replaced January 2027: local 18.25%, linehaul 23.17%.');
    const row = await monthRow(2027, 1);
    expect(Number(row?.diesel_price_cents)).toBe(210);
    expect(row?.applies_from).toBe('2027-01-04');
    expect(row?.source).toBe('operator');
    expect(await countMonths()).toBe(16);
    moveClockPastCache();
    expect((await answer())[0]).toEqual({
      month_name: 'January',
      year: 2027,
      local: 18.25,
      linehaul: 23.17,
    });
  });

  it.each([
    [['--month', '2027-13', '--diesel-price', '190', '--fuel-tax-credit', '20'], '--month'],
    [['--month', '2027-02', '--diesel-price', 'abc', '--fuel-tax-credit', '20'], '--diesel-price'],
    [['--month', '2027-02', '--diesel-price', '1.9', '--fuel-tax-credit', '20'], 'not 1.954'],
    [['--month', '2027-02', '--diesel-price', '190'], "'--fuel-tax-credit <cents>' not specified"],
    [
      [
        '--month',
        '2027-02',
        '--diesel-price',
        '190',
        '--fuel-tax-credit',
        '20',
        '--applies-from',
        '2027-03-01',
      ],
      'a day in the levy month',
    ],
  ])(
    'refuses bad arguments %j with a clear message, exit 2 and nothing saved',
    async (args, message) => {
      // The same command, run in this process: its checks are the same code, and the tests above
      // prove what it answers as a process of its own.
      const run = await inThisProcess('fuel-levy', 'add', ...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
      expect(await monthRow(2027, 2)).toBeUndefined();
      expect(await countMonths()).toBe(16);
    },
  );

  it('lists the months, newest first', async () => {
    const run = await ops(['fuel-levy', 'list', '--limit', '2']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Month\s+Applies from/);
    expect(lines[2]).toMatch(
      /^January 2027\s+2027-01-04\s+210\.00\s+20\.70\s+100\.00\s+18\.25%\s+23\.17%\s+published$/,
    );
    expect(lines[3]).toMatch(/^November 2026 .* sample$/);
    expect(lines).toHaveLength(4);
  });
});

describe('history CSV download', () => {
  it('answers every month as CSV, newest first', async () => {
    const res = await csv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('fuel-levy-history.csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'month,year,applies_from,diesel_price_cents_incl_gst,fuel_tax_credit_cents,base_price_cents,local_levy_percent,linehaul_levy_percent,figures',
    );
    expect(lines[1]).toBe('January,2027,2027-01-04,210.00,20.70,100.00,18.25,23.17,published');
    expect(lines[2]).toBe('November,2026,2026-11-01,195.40,20.70,100.00,14.80,18.79,sample');
    expect(lines).toHaveLength(17);
  });
});

describe('the public views and the database', () => {
  // February 2027 by hand: 199.1 / 1.1 = 181.0 c/L ex GST; less 20.7 = 160.3; against the
  // 100 c/L base, movement 0.603; local 0.603 x 26% = 15.678% -> 15.68%;
  // linehaul 0.603 x 33% = 19.899% -> 19.90%.
  const february = { month_name: 'February', year: 2027, local: 15.68, linehaul: 19.9 };
  // March 2027: 201.3 / 1.1 = 183.0; less 20.7 = 162.3; movement 0.623;
  // local x 26% = 16.198% -> 16.20%; linehaul x 33% = 20.559% -> 20.56%.
  const march = { month_name: 'March', year: 2027, local: 16.2, linehaul: 20.56 };

  it('read the history at most once in FUEL_LEVY_CACHE_SECONDS: a month the operator command adds shows after that time', async () => {
    forgetPublishedFuelLevies();
    const start = freezeClock();
    expect((await answer())[0]).toMatchObject({ month_name: 'January', year: 2027 });

    const run = await ops([
      'fuel-levy',
      'add',
      '--month',
      '2027-02',
      '--diesel-price',
      '199.1',
      '--fuel-tax-credit',
      '20.7',
    ]);
    expect(run.code).toBe(0);
    expect(await monthRow(2027, 2)).toBeDefined();

    // Saved, but the views answer from what they read a moment ago: no query per view.
    expect((await answer())[0]).toMatchObject({ month_name: 'January', year: 2027 });
    setClock(start + (FUEL_LEVY_CACHE_SECONDS - 1) * 1000);
    expect((await answer())[0]).toMatchObject({ month_name: 'January', year: 2027 });
    expect((await csvLines())[1]).toMatch(/^January,2027,/);

    // The documented time later, the new month is there, in the API and the CSV alike.
    setClock(start + FUEL_LEVY_CACHE_SECONDS * 1000);
    const levies = await answer();
    expect(levies[0]).toEqual(february);
    expect(levies).toHaveLength(17);
    expect((await csvLines())[1]).toBe(
      'February,2027,2027-02-01,199.10,20.70,100.00,15.68,19.90,published',
    );
  });

  it('show a month saved in the site’s own process at once', async () => {
    freezeClock();
    expect((await answer())[0]).toEqual(february);
    await saveFuelLevyMonth({
      year: 2027,
      month: 3,
      dieselPriceCents: 201.3,
      fuelTaxCreditCents: 20.7,
      basePriceCents: 100,
      appliesFrom: '2027-03-01',
    });
    // The clock has not moved.
    expect((await answer())[0]).toEqual(march);
  });

  it('mark the sample months for the page, the chart and the CSV; the API keeps the spec’s four fields', async () => {
    // The newest first: March, February and January 2027 were entered; the 15 seeded are samples.
    expect(await sampleFuelLevyLabels()).toEqual([
      'November 2026',
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
      'February 2026',
      'January 2026',
      'December 2025',
      'November 2025',
      'October 2025',
      'September 2025',
    ]);
    // The chart's 12 months, oldest first: March to November 2026 are samples.
    const chart = await fuelLevyChartMonths();
    expect(chart.map((m) => `${m.monthName} ${m.year}: ${m.sample}`)).toEqual([
      'March 2026: true',
      'April 2026: true',
      'May 2026: true',
      'June 2026: true',
      'July 2026: true',
      'August 2026: true',
      'September 2026: true',
      'October 2026: true',
      'November 2026: true',
      'January 2027: false',
      'February 2027: false',
      'March 2027: false',
    ]);
    const lines = await csvLines();
    expect(lines[0]?.split(',').at(-1)).toBe('figures');
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual([
      ...Array<string>(3).fill('published'),
      ...Array<string>(15).fill('sample'),
    ]);
    for (const entry of await answer()) {
      expect(Object.keys(entry).sort()).toEqual(['linehaul', 'local', 'month_name', 'year']);
    }
  });

  it('fuel-levy remove-samples drops every sample month, says how many, and keeps the entered months', async () => {
    const run = await ops(['fuel-levy', 'remove-samples']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('Removed 15 sample months.');
    expect(await countMonths()).toBe(3);

    moveClockPastCache();
    expect(await answer()).toEqual([
      march,
      february,
      { month_name: 'January', year: 2027, local: 18.25, linehaul: 23.17 },
    ]);
    expect(await sampleFuelLevyLabels()).toEqual([]);
    expect((await fuelLevyChartMonths()).some((m) => m.sample)).toBe(false);
    const lines = await csvLines();
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.endsWith(',published'))).toBe(true);

    const again = await ops(['fuel-levy', 'remove-samples']);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe('No sample months to remove.');
    expect(await countMonths()).toBe(3);
  });

  it('removeSampleFuelLevyMonths returns how many it removed, and the views show it at once', async () => {
    // A sample month written straight into the table, as the seed does.
    const levy = computeFuelLevy(
      { dieselPriceCents: 195.4, fuelTaxCreditCents: 20.7, basePriceCents: 100 },
      fuelLevyConfig,
    );
    const db = await database();
    await db
      .insertInto('fuel_levies')
      .values({
        year: 2027,
        month: 4,
        diesel_price_cents: 195.4,
        fuel_tax_credit_cents: 20.7,
        base_price_cents: 100,
        local_factor: fuelLevyConfig.localFactor,
        linehaul_factor: fuelLevyConfig.linehaulFactor,
        local_levy: levy.local,
        linehaul_levy: levy.linehaul,
        applies_from: '2027-04-01',
        source: 'sample',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    moveClockPastCache();
    // 195.4 / 1.1 = 177.636 36; less 20.7 = 156.936 36; movement 0.569 363 6;
    // local x 26% = 14.8035% -> 14.80%; linehaul x 33% = 18.7890% -> 18.79%.
    expect((await answer())[0]).toEqual({
      month_name: 'April',
      year: 2027,
      local: 14.8,
      linehaul: 18.79,
    });
    expect(await sampleFuelLevyLabels()).toEqual(['April 2027']);

    // The clock stands still from here: the removal shows at once.
    expect(await removeSampleFuelLevyMonths()).toBe(1);
    expect(await removeSampleFuelLevyMonths(db)).toBe(0);
    expect(await countMonths()).toBe(3);
    expect((await answer())[0]).toEqual(march);
    expect(await answer()).toHaveLength(3);
  });
});

describe('first start', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'seeds the sample history once when two processes open a new SQLite database together',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-first-start-'));
      try {
        const runs = await Promise.all([
          ops(['fuel-levy', 'list'], { DATA_DIR: dir }),
          ops(['fuel-levy', 'list', '--csv'], { DATA_DIR: dir }),
          ops(['outbox', 'status'], { DATA_DIR: dir }),
        ]);
        for (const run of runs) expect(run.stderr).toBe('');
        expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
        expect(runs[1]?.stdout.trim().split('\n')).toHaveLength(16);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'seeds the sample history once when three processes open a new PostgreSQL database together',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `site_first_start_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const env = { DATABASE_URL: url.toString() };
        const runs = await Promise.all([
          ops(['fuel-levy', 'list'], env),
          ops(['fuel-levy', 'list', '--csv'], env),
          ops(['outbox', 'status'], env),
        ]);
        for (const run of runs) expect(run.stderr).toBe('');
        expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
        expect(runs[1]?.stdout.trim().split('\n')).toHaveLength(16);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
