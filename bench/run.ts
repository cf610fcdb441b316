// `npm run bench`: run every benchmark and write the figures to bench/results/latest.json (and a
// dated copy), so runs can be compared over time. Numbers are for the machine they ran on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Bench = { name: string; module: string; fn: string };

const benches: Bench[] = [
  { name: 'site', module: './site.ts', fn: 'runSiteBench' },
  { name: 'quote', module: './quote.ts', fn: 'runQuoteBench' },
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const results: Record<string, unknown> = {};
  for (const bench of benches) {
    if (only.length && !only.includes(bench.name)) continue;
    const file = path.join(import.meta.dirname, bench.module);
    if (!fs.existsSync(file)) {
      results[bench.name] = { skipped: `${bench.module} not present` };
      continue;
    }
    console.log(`bench: ${bench.name}…`);
    const mod = (await import(file)) as Record<string, () => Promise<Record<string, unknown>>>;
    const started = Date.now();
    results[bench.name] = {
      ...(await mod[bench.fn]!()),
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
  }
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    results,
  };
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log(`written to ${path.relative(process.cwd(), path.join(dir, 'latest.json'))}`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
