// Lighthouse on every page a visitor can land on: each route of the sitemap, the quote page
// opened from a saved quote's link (/get-a-quote?quote=…) and the 404 page. Mobile, with
// Lighthouse's default simulated throttling, in Debian's Chromium; three runs per route, of which
// the run with the median performance score is kept. The goals of decision 071 are checked here.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { benchXsrf, startBenchServer } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium as root, headless, with nothing running in the background to skew timings.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Goals every route must meet (issue goals; a miss fails the bench). */
export const LIGHTHOUSE_GOALS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  // Lighthouse shows CLS to two decimals: 0.00 is anything under 0.005.
  clsBelow: 0.005,
};

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

export type RouteFigures = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  performanceRuns: number[];
  /** Audits that kept a category from 100, or what shifted, for the record. */
  notes?: string[];
};

const score = (lhr: LighthouseResult, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** What kept a run off its goals: failing audits of the 100-point categories, shift culprits. */
function notesOf(lhr: LighthouseResult): string[] {
  const notes: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        notes.push(`${id}: ${audit.id}`);
      }
    }
  }
  const shifts = lhr.audits['layout-shifts']?.details as
    { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] } | undefined;
  for (const item of shifts?.items ?? []) {
    notes.push(
      `shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
    );
  }
  return notes;
}

/** The run with the median performance score (the middle one of three). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function figures(route: string, runs: LighthouseResult[]): RouteFigures {
  const median = medianRun(runs);
  const result: RouteFigures = {
    route,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    lcpMs: Math.round(numeric(median, 'largest-contentful-paint')),
    cls: Math.round(numeric(median, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(median, 'total-blocking-time')),
    fcpMs: Math.round(numeric(median, 'first-contentful-paint')),
    performanceRuns: runs.map((r) => score(r, 'performance')),
  };
  const notes = notesOf(median);
  if (notes.length) result.notes = notes;
  return result;
}

/**
 * Audits a 404 page fails by being one: its status, the noindex that keeps it out of search
 * results, and the browser's console line about the 404 answer itself.
 */
export const NOT_FOUND_BY_DESIGN = new Set([
  'seo: http-status-code',
  'seo: is-crawlable',
  'best-practices: errors-in-console',
]);

/** Where a route misses a goal, in words. The 404 page is held to every goal but its own 404. */
export function lighthouseMisses(r: RouteFigures, { notFound = false } = {}): string[] {
  const g = LIGHTHOUSE_GOALS;
  const misses: string[] = [];
  if (r.performance < g.performance) misses.push(`performance ${r.performance} < ${g.performance}`);
  if (r.accessibility < g.accessibility) misses.push(`accessibility ${r.accessibility}`);
  if (notFound) {
    const failing = (r.notes ?? []).filter((n) => !n.startsWith('shift'));
    for (const note of failing) if (!NOT_FOUND_BY_DESIGN.has(note)) misses.push(note);
  } else {
    if (r.bestPractices < g.bestPractices) misses.push(`best practices ${r.bestPractices}`);
    if (r.seo < g.seo) misses.push(`SEO ${r.seo}`);
  }
  if (r.lcpMs > g.lcpMs) misses.push(`LCP ${r.lcpMs} ms > ${g.lcpMs}`);
  if (r.tbtMs > g.tbtMs) misses.push(`TBT ${r.tbtMs} ms > ${g.tbtMs}`);
  if (!(r.cls < g.clsBelow)) misses.push(`CLS ${r.cls.toFixed(3)} > 0.00`);
  return misses.map((m) => `${r.route}: ${m}`);
}

/** Routes of the sitemap, as paths. */
async function sitemapRoutes(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.trim());
    return url.pathname + url.search;
  });
}

/** Save a quote as a visitor would, for the page its e-mail links to. */
async function savedQuoteRoute(base: string): Promise<string> {
  const date = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
  const res = await fetch(`${base}/tms/saveQuote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...benchXsrf },
    body: JSON.stringify({
      is_dg: false,
      is_hand_unload: true,
      is_trailer_split: false,
      has_tailgate: false,
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'ROCKLEA QLD 4106',
      date,
      packagings: [
        { type: '10', quantity: '2', length: '120', width: '100', height: '100', weight: '50' },
      ],
      label: 'Economy',
      description: '',
      email: 'bench@example.com',
    }),
  });
  const body = (await res.json()) as { qn_random?: string };
  if (!res.ok || !body.qn_random) throw new Error(`saving a quote failed (${res.status})`);
  return `/get-a-quote?quote=${encodeURIComponent(body.qn_random)}`;
}

const LIGHTHOUSE_CLI = path.join(import.meta.dirname, '..', 'node_modules/lighthouse/cli/index.js');

/**
 * One Lighthouse run in its own plain Node process (the bench's TypeScript loader rewrites the
 * functions Lighthouse sends into the page), with a fresh browser, like a first visit.
 */
function lighthouseOnce(url: string, { notFound = false } = {}): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        // The 404 page is audited like any other; elsewhere a non-200 answer is a failure.
        ...(notFound ? ['--ignore-status-code'] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        maxBuffer: 256 * 1024 * 1024,
        timeout: 300_000,
      },
      (err, stdout, stderr) => {
        if (err) {
          reject(new Error(`Lighthouse failed on ${url}: ${err.message}\n${stderr}`));
          return;
        }
        const lhr = JSON.parse(stdout) as LighthouseResult;
        if (lhr.runtimeError) {
          reject(new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`));
          return;
        }
        resolve(lhr);
      },
    );
  });
}

/**
 * Lighthouse now and then fails to record its own trace (NO_NAVSTART, NO_FCP); such a run says
 * nothing about the page and is run once more.
 */
async function lighthouseOnceMore(url: string, notFound: boolean): Promise<LighthouseResult> {
  try {
    return await lighthouseOnce(url, { notFound });
  } catch (err) {
    if (!(err instanceof Error) || !/\((NO_NAVSTART|NO_FCP|NO_TRACING_STARTED)\)/.test(err.message))
      throw err;
    console.log(`  (${url}: Lighthouse could not record its trace; run again)`);
    return lighthouseOnce(url, { notFound });
  }
}

async function lighthouseRuns(url: string, notFound: boolean): Promise<LighthouseResult[]> {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnceMore(url, notFound));
  return runs;
}

/**
 * Lighthouse figures for every route (or only `BENCH_ROUTES`, a comma-separated list of paths,
 * where "quote" stands for the saved-quote page and "404" for the not-found page).
 */
export async function runLighthouseBench(): Promise<Record<string, unknown>> {
  const server = await startBenchServer();
  try {
    const only = (process.env.BENCH_ROUTES ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    const want = (key: string) => only.length === 0 || only.includes(key);
    const routes = (await sitemapRoutes(server.base)).filter(want);
    if (want('quote')) routes.push(await savedQuoteRoute(server.base));
    const notFoundRoute = '/this-page-does-not-exist';
    if (want('404')) routes.push(notFoundRoute);
    const results: RouteFigures[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      // The server's first answer for a route is not what a visitor meets: warm it first.
      await (await fetch(`${server.base}${route}`)).text();
      const r = figures(
        route,
        await lighthouseRuns(`${server.base}${route}`, route === notFoundRoute),
      );
      const misses = lighthouseMisses(r, { notFound: route === notFoundRoute });
      failures.push(...misses);
      console.log(
        `  ${route}: perf ${r.performance} (${r.performanceRuns.join('/')}), LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms, a11y ${r.accessibility}, bp ${r.bestPractices}, SEO ${r.seo}${misses.length ? '  ✗' : ''}`,
      );
      results.push(r);
    }
    return {
      runsPerRoute: RUNS,
      settings: 'Lighthouse mobile, default simulated throttling; median run of each route',
      goals: LIGHTHOUSE_GOALS,
      routes: results,
      failures,
    };
  } finally {
    await server.stop();
  }
}
