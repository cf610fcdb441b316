// Rate card import (decision 155): a card of 3,000 postcode ranges and 5,000 lane rows, as the
// console and `npm run ops -- rates import` hand it over (the CSV text of zones.csv and lanes.csv,
// and the surcharges), read, checked row by row and saved as the draft, in the site's own code
// and against a real database. Goal: under 5 s. Each run replaces the draft of the run before, as
// a second import does. The preview the console then shows is timed beside it. PostgreSQL:
// BENCH_DATABASE_URL names a server (a database is made for the run and dropped after).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onFreshPostgres } from './writes';

const IMPORT_GOAL_MS = 5_000;
const RANGES = 3_000;
const ZONES = 50;
/** Every zone to every zone, economy and express: 50 × 50 × 2 = 5,000 lane rows. */
const LANE_ROWS = ZONES * ZONES * 2;
const RUNS = 3;

const zoneName = (i: number) => `ZONE-${String(i).padStart(2, '0')}`;
const postcode = (n: number) => String(n).padStart(4, '0');

/** The files: ranges of three postcodes from 0200 up, dealt to the zones in turn. */
export function benchCardFiles() {
  const zones = ['zone,postcode_from,postcode_to'];
  for (let i = 0; i < RANGES; i++) {
    const from = 200 + i * 3;
    zones.push(`${zoneName(i % ZONES)},${postcode(from)},${postcode(from + 2)}`);
  }
  const lanes = [
    'service,from_zone,to_zone,basic_charge,per_pallet,minimum,max_pallets,transit_days',
  ];
  for (let a = 0; a < ZONES; a++) {
    for (let b = 0; b < ZONES; b++) {
      const perPallet = (80 + ((a * 7 + b * 13) % 400)).toFixed(2);
      const days = 1 + ((a + b) % 5);
      lanes.push(`economy,${zoneName(a)},${zoneName(b)},0.00,${perPallet},95.00,,${days + 1}`);
      lanes.push(`express,${zoneName(a)},${zoneName(b)},25.00,${perPallet},137.75,,${days}`);
    }
  }
  return {
    zones: `\uFEFF${zones.join('\r\n')}\r\n`,
    lanes: `\uFEFF${lanes.join('\r\n')}\r\n`,
    surcharges: {
      dangerous_goods_percent: '15',
      dangerous_goods_flat: '75.00',
      hand_unload_per_pallet: '45.00',
      tailgate: '65.00',
      trailer_split: '120.00',
    },
  };
}

async function measure(database: 'sqlite' | 'postgres', url?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-rates-'));
  // The site's modules run in this process and read these; the parts after this one start servers
  // that inherit this process's environment, so each is put back as it was.
  const before = pick(process.env, ['DATA_DIR', 'LOG_LEVEL', 'DATABASE_URL']);
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  // Loaded here: the site's modules read their environment when first used.
  const { resetEnvForTests } = await import('../src/server/env');
  const client = await import('../src/server/db/client');
  const { compileCard } = await import('../src/domain/zone-rate-card');
  const { importRateCard, rateCardFor, companyToday, forgetRateCards } =
    await import('../src/server/rates/rate-cards.server');
  const { previewRateCard } = await import('../src/server/rates/rate-card-preview.server');
  resetEnvForTests();
  forgetRateCards();
  try {
    // Opening applies the migrations and ships the first card: not timed.
    const db = await client.database();
    const files = benchCardFiles();
    const importMs: number[] = [];
    let imported: Awaited<ReturnType<typeof importRateCard>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      imported = await importRateCard(db, files, null, 'terminal');
      importMs.push(Math.round(performance.now() - started));
    }
    const card = imported!.card;
    const started = performance.now();
    await previewRateCard(db, compileCard(card), (await rateCardFor(companyToday()))?.card);
    const previewMs = Math.round(performance.now() - started);
    return {
      database,
      postcodeRanges: card.zones.length,
      laneRows: card.lanes.length,
      csvBytes: Buffer.byteLength(files.zones) + Buffer.byteLength(files.lanes),
      importMs,
      slowestImportMs: Math.max(...importMs),
      previewMs,
    };
  } finally {
    await client.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  }
}

/** The values of `names` in `env`, undefined for those unset. */
function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, env[name]]));
}

export async function runRatesBench(): Promise<Record<string, unknown>> {
  const failures: string[] = [];
  const runs: Awaited<ReturnType<typeof measure>>[] = [];
  const only = process.env.BENCH_RATES_DATABASES?.split(',') ?? ['sqlite', 'postgres'];
  const check = (r: Awaited<ReturnType<typeof measure>>) => {
    if (r.postcodeRanges !== RANGES || r.laneRows !== LANE_ROWS) {
      failures.push(
        `rates (${r.database}): the card read ${r.postcodeRanges} ranges and ${r.laneRows} lane rows`,
      );
    }
    if (r.slowestImportMs >= IMPORT_GOAL_MS) {
      failures.push(
        `rates (${r.database}): importing ${RANGES} postcode ranges and ${LANE_ROWS} lane rows took ${r.slowestImportMs} ms (goal < ${IMPORT_GOAL_MS} ms)`,
      );
    }
    runs.push(r);
  };
  if (only.includes('sqlite')) check(await measure('sqlite'));
  if (only.includes('postgres')) {
    const run = await onFreshPostgres('rates', failures, (url) => measure('postgres', url));
    if (run) check(run);
  }
  return {
    runs,
    note: `importRateCard (read, check, save as the draft) ${RUNS} times in a row, each replacing the draft before; then the draft's preview against the card in force.`,
    failures,
  };
}
