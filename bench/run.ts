// `npm run bench`: run every benchmark, check the goals (decisions 070 and 071) and write the
// figures with the date and the machine to bench/results/latest.json. The whole run is long; a
// part of it runs with its names, e.g. `npm run bench -- lighthouse` or `npm run bench -- pages`,
// and `--routes=/about,quote,404` narrows the Lighthouse routes. A partial run writes
// bench/results/partial.json instead, so latest.json only ever holds a full run.
// Exits 1 when a goal is missed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Bench = { name: string; module: string; fn: string };

const benches: Bench[] = [
  { name: 'lighthouse', module: './lighthouse.ts', fn: 'runLighthouseBench' },
  { name: 'budget', module: './budget.ts', fn: 'runBudgetBench' },
  { name: 'pages', module: './pages.ts', fn: 'runPagesBench' },
  { name: 'site', module: './site.ts', fn: 'runSiteBench' },
  { name: 'quote', module: './quote.ts', fn: 'runQuoteBench' },
  { name: 'writes', module: './writes.ts', fn: 'runWritesBench' },
  { name: 'rates', module: './rates.ts', fn: 'runRatesBench' },
  { name: 'mail', module: './mail.ts', fn: 'runMailBench' },
];

function chromiumVersion(): string | undefined {
  try {
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    return execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.filter((a) => !a.startsWith('--'));
  for (const arg of args.filter((a) => a.startsWith('--'))) {
    const [key, value = ''] = arg.slice(2).split('=');
    if (key === 'routes') process.env.BENCH_ROUTES = value;
    else if (key === 'runs') process.env.BENCH_LIGHTHOUSE_RUNS = value;
    else throw new Error(`unknown option --${key} (known: --routes=…, --runs=…)`);
  }
  const unknown = only.filter((name) => !benches.some((b) => b.name === name));
  if (unknown.length) {
    throw new Error(
      `no bench named ${unknown.join(', ')} (known: ${benches.map((b) => b.name).join(', ')})`,
    );
  }
  const partial = only.length > 0 || args.some((a) => a.startsWith('--'));
  const results: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const bench of benches) {
    if (only.length && !only.includes(bench.name)) continue;
    const file = path.join(import.meta.dirname, bench.module);
    console.log(`bench: ${bench.name}…`);
    const mod = (await import(file)) as Record<string, () => Promise<Record<string, unknown>>>;
    const started = Date.now();
    // A part that stops is a failure of the run; the parts after it still run, and every figure
    // measured is written.
    let result: Record<string, unknown>;
    try {
      result = await mod[bench.fn]!();
    } catch (err) {
      console.error(err);
      const message = err instanceof Error ? err.message : String(err);
      result = { failures: [`${bench.name}: stopped before its end (${message})`] };
    }
    results[bench.name] = { ...result, durationSeconds: Math.round((Date.now() - started) / 1000) };
    if (Array.isArray(result.failures)) failures.push(...(result.failures as string[]));
  }
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion(),
    },
    passed: failures.length === 0,
    failures,
    results,
  };
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, partial ? 'partial.json' : 'latest.json');
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log(`written to ${path.relative(process.cwd(), out)}`);
  if (failures.length) {
    console.error(`\n${failures.length} goals missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nEvery goal met.');
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
