// The script-budget check (scripts/check-script-budget.mts, decision 070) on a small build laid out
// as next build lays it out: pre-rendered HTML under server/app, scripts under static/chunks.
// Chunk contents are random bytes, which gzip cannot shrink, so each weighs its own size plus
// gzip's few bytes of framing: the totals below are known without compressing anything.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SCRIPT_TAG } from '../../src/server/http/framework-free.ts';
import {
  checkBudget,
  measureBuild,
  readBudget,
  routeOf,
  scriptUrls,
} from '../../scripts/check-script-budget.mts';
import { writeSiteScripts } from '../../scripts/site-scripts.ts';

const KB = 1024;
// Framing gzip adds to data it cannot compress: a header, a trailer and block headers.
const GZIP_FRAMING_MAX = 64;

let dist: string;
let budgetFile: string;

function page(scripts: string, body = '<main>Page</main>'): string {
  return `<!DOCTYPE html><html lang="en-AU"><head>${scripts}</head><body>${body}</body></html>`;
}

/** React's payload naming client components by module id, as Next writes it into a page. */
const payload = (...ids: number[]) =>
  `<script>self.__next_f.push([1,"${ids.map((id, i) => `${i + 1}:I[${id},[],\\"default\\"]\\n`).join('')}"])</script>`;
/** The layout's client components: on every page, the not-found page's alone. */
const LAYOUT = [101, 102];
/** A form: a part React runs, marked as `useIsland()` marks it, and its component. */
const FORM = `<form data-island="">Form</form>${payload(...LAYOUT, 201)}`;

/** A build's not-found page: the layout alone. */
function notFound(app: string): void {
  fs.writeFileSync(path.join(app, '_not-found.html'), page('', payload(...LAYOUT)));
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'script-budget-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.mkdirSync(path.join(dist, 'server', 'app', 'services'), { recursive: true });
  // framework: 100 KB, menu: 60 KB, form: 90 KB, polyfills: 40 KB.
  fs.writeFileSync(path.join(chunks, 'framework.js'), randomBytes(100 * KB));
  fs.writeFileSync(path.join(chunks, 'menu.js'), randomBytes(60 * KB));
  fs.writeFileSync(path.join(chunks, 'form.js'), randomBytes(90 * KB));
  fs.writeFileSync(path.join(chunks, 'polyfills.js'), randomBytes(40 * KB));
  const framework = '<script src="/_next/static/chunks/framework.js" async=""></script>';
  const polyfills = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
  const app = path.join(dist, 'server', 'app');
  // Home (a form page): framework + form = 190 KB, within 200 KB.
  fs.writeFileSync(
    path.join(app, 'index.html'),
    page(
      `${framework}<script src="/_next/static/chunks/form.js" async=""></script>${polyfills}`,
      FORM,
    ),
  );
  // A content page: framework + menu = 160 KB; the menu is both preloaded and a script tag.
  fs.writeFileSync(
    path.join(app, 'services', 'warehousing.html'),
    page(
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/menu.js"/>${framework}<script src="/_next/static/chunks/menu.js" async=""></script>${polyfills}`,
    ),
  );
  // Another content page: framework + form = 190 KB, over 165 KB.
  fs.writeFileSync(
    path.join(app, 'contact-us.html'),
    page(`${framework}<script src="/_next/static/chunks/form.js" async=""></script>`),
  );
  fs.writeFileSync(path.join(app, '_global-error.html'), page(framework));
  notFound(app);
  budgetFile = path.join(dist, 'budget.json');
  fs.writeFileSync(budgetFile, JSON.stringify({ contentPageKB: 165, formPageKB: 200 }));
});

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

function within(bytes: number, exactKB: number): void {
  expect(bytes).toBeGreaterThanOrEqual(exactKB * KB);
  expect(bytes).toBeLessThan(exactKB * KB + GZIP_FRAMING_MAX * 3);
}

describe('script budget check', () => {
  it('reads the scripts a page references, each once, without nomodule polyfills', () => {
    const html = page(
      '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
        '<script src="/_next/static/chunks/a.js" async=""></script>' +
        '<link rel="modulepreload" href="/_next/static/chunks/b.js"/>' +
        '<link rel="preload" as="font" href="/_next/static/media/inter.woff2"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
        '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
        '<script>self.inline = 1</script>',
    );
    expect(scriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(scriptUrls(html, { nomodule: true })).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/legacy.js',
    ]);
  });

  it('names pages by their route', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about/our-drivers.html')).toBe('/about/our-drivers');
    expect(routeOf('_not-found.html')).toBe('/_not-found');
  });

  it('sums the gzip sizes per page and holds form and content pages to their own limits', () => {
    const pages = measureBuild(dist);
    expect(pages.map((p) => p.route)).toEqual([
      '/_not-found',
      '/contact-us',
      '/',
      '/services/warehousing',
    ]);
    const checked = checkBudget(pages, readBudget(budgetFile));
    const [, contactUs, home, warehousing] = checked;
    within(home!.totalBytes, 190);
    expect(home).toMatchObject({ kind: 'form', limitBytes: 200 * KB, over: false });
    within(warehousing!.totalBytes, 160);
    expect(warehousing).toMatchObject({ kind: 'content', limitBytes: 165 * KB, over: false });
    expect(warehousing!.scripts.map((s) => s.url)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/menu.js',
    ]);
    within(contactUs!.totalBytes, 190);
    expect(contactUs).toMatchObject({ kind: 'content', limitBytes: 165 * KB, over: true });
  });

  it("measures a page without forms as the server sends it: the site's own script alone", () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'script-budget-free-'));
    fs.mkdirSync(path.join(build, 'static', 'chunks'), { recursive: true });
    fs.mkdirSync(path.join(build, 'server', 'app'), { recursive: true });
    fs.writeFileSync(path.join(build, 'static', 'chunks', 'framework.js'), randomBytes(100 * KB));
    const html = page(
      SITE_SCRIPT_TAG + '<script src="/_next/static/chunks/framework.js" async=""></script>',
    );
    fs.writeFileSync(path.join(build, 'server', 'app', 'careers.html'), html);
    fs.writeFileSync(
      path.join(build, 'server', 'app', 'contact.html'),
      page(
        SITE_SCRIPT_TAG + '<script src="/_next/static/chunks/framework.js" async=""></script>',
        FORM,
      ),
    );
    notFound(path.join(build, 'server', 'app'));
    // The site's scripts as a build writes them (minified into public/).
    writeSiteScripts(process.cwd());
    const [, careers, contact] = measureBuild(build);
    const siteScript = zlib.gzipSync(fs.readFileSync(path.resolve('public', 'site.js'))).length;
    // 3 KB until the site's script began to make the anti-forgery token itself (decision 123).
    expect(siteScript).toBeLessThan(3.5 * KB);
    expect(careers).toMatchObject({ route: '/careers', totalBytes: siteScript });
    expect(careers!.scripts.map((s) => s.url)).toEqual(['/site.js']);
    // A page with a form (an island) keeps the framework.
    expect(contact!.kind).toBe('form');
    expect(contact!.scripts.map((s) => s.url)).toEqual([
      '/_next/static/chunks/framework.js',
      '/site.js',
    ]);
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('counts nomodule polyfills when the budget says so', () => {
    const [, , home] = measureBuild(dist, { nomodule: true });
    within(home!.totalBytes, 230);
  });

  it('fails the command over budget, naming the page and its biggest chunks', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-script-budget.mts', dist, budgetFile],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^OVER \/contact-us +190\.\d KB of 165\.0 KB \(content page/m);
    expect(run.stdout).toMatch(/^ +100\.\d KB {2}\/_next\/static\/chunks\/framework\.js$/m);
    expect(run.stdout).toMatch(/^ok {3}\/ +190\.\d KB of 200\.0 KB \(form page/m);
    expect(run.stderr).toContain('1 of 4 pages are over the script budget');
    expect(run.stderr).toContain('/contact-us');
  });

  it('passes the command when every page is within budget', () => {
    const generous = path.join(dist, 'generous.json');
    fs.writeFileSync(generous, JSON.stringify({ contentPageKB: 200, formPageKB: 200 }));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-script-budget.mts', dist, generous],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('All 4 pre-rendered pages are within the script budget.');
  });

  it('fails the command on a page with a client component but no island: sent without React, it would be dead', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'script-budget-inert-'));
    const app = path.join(build, 'server', 'app');
    fs.mkdirSync(app, { recursive: true });
    fs.mkdirSync(path.join(build, 'static', 'chunks'), { recursive: true });
    notFound(app);
    fs.writeFileSync(path.join(app, 'about.html'), page('', payload(...LAYOUT)));
    // A calculator drawn by React, but nothing marks it as a part React runs.
    fs.writeFileSync(path.join(app, 'calculator.html'), page('', payload(...LAYOUT, 301)));
    fs.writeFileSync(path.join(app, 'get-a-quote.html'), page('', FORM));
    const pages = measureBuild(build);
    expect(pages.map((p) => [p.route, p.kind, p.inert])).toEqual([
      ['/_not-found', 'content', false],
      ['/about', 'content', false],
      ['/calculator', 'content', true],
      ['/get-a-quote', 'form', false],
    ]);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-script-budget.mts', build, budgetFile],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('/calculator: client components with no island');
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('fails the command on a folder without a build, and on a malformed budget', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'script-budget-empty-'));
    const noBuild = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-script-budget.mts', empty],
      {
        encoding: 'utf8',
      },
    );
    expect(noBuild.status).toBe(1);
    expect(noBuild.stderr).toContain('holds no production build');
    const bad = path.join(empty, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ contentPageKB: '165', formPageKB: 200 }));
    const badBudget = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-script-budget.mts', dist, bad],
      {
        encoding: 'utf8',
      },
    );
    expect(badBudget.status).toBe(1);
    expect(badBudget.stderr).toContain('contentPageKB must be a positive number of KB');
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
