import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as historyCsv } from '@/app/(site)/promise-to-clients/fuel-levy/history.csv/route';
import { GET as getFuelLevies } from '@/app/tms/getFuelLevies/route';
import { database } from '@/server/db/client';
import { latestFuelLevy } from '@/server/services/fuel-levy.server';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

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
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function answer() {
  const res = await callRoute(getFuelLevies, '/tms/getFuelLevies');
  expect(res.status).toBe(200);
  return res.json.fuel_levies as {
    month_name: string;
    year: number;
    local: number;
    linehaul: number;
  }[];
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
      const run = await ops(['fuel-levy', 'add', ...args]);
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
    const res = await historyCsv(
      new Request('http://localhost/promise-to-clients/fuel-levy/history.csv'),
    );
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
