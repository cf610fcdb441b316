// The script budget (decision 070) on the bench's own production build: the gzip size of the
// scripts each pre-rendered page references, against script-budget.json.
import path from 'node:path';
import { KB, checkBudget, measureBuild, readBudget } from '../scripts/check-script-budget.mts';
import { ensureBenchBuild } from './server';

const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';

export async function runBudgetBench(): Promise<Record<string, unknown>> {
  await ensureBenchBuild();
  const root = path.resolve(import.meta.dirname, '..');
  const budget = readBudget(path.join(root, 'script-budget.json'));
  const checked = checkBudget(
    measureBuild(path.join(root, BENCH_DIST_DIR), { nomodule: budget.countNomodule }),
    budget,
  );
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  return {
    budgetKB: { content: budget.contentPageKB, form: budget.formPageKB },
    pages: checked.map((p) => ({
      route: p.route,
      kind: p.kind,
      scriptKB: kb(p.totalBytes),
      biggest: p.scripts.slice(0, 3).map((s) => `${s.url} ${kb(s.gzipBytes)} KB`),
    })),
    failures: checked
      .filter((p) => p.over)
      .map((p) => `${p.route}: scripts ${kb(p.totalBytes)} KB > ${kb(p.limitBytes)} KB`),
  };
}
