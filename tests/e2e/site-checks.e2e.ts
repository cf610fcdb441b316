import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LinkChecker, LinkState } from 'linkinator';
import { expect, placeholderRoom, test } from './support/fixtures';
import { blogPostPaths, specRoutes } from './support/site-routes';

// Checks over the whole built site: no broken internal link anywhere, and valid HTML on every
// route (the Nu Html Checker from the vnu-jar package, run offline on the machine's Java).

const run = promisify(execFile);
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'internal' | 'io';
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

// Warnings we accept, each with its reason (docs/decisions/024-html-validation.md). Errors are
// never filtered.
const acceptedWarnings: { pattern: RegExp; reason: string }[] = [];

async function vnu(args: string[]): Promise<VnuMessage[]> {
  // vnu writes its JSON report to stderr and exits 1 when it finds errors.
  const result = await run('java', ['-jar', vnuJar, '--format', 'json', ...args], {
    maxBuffer: 32 * 1024 * 1024,
  }).catch((err: { stdout: string; stderr: string; code: number }) => err);
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  return report.messages;
}

function describeMessage(m: VnuMessage): string {
  return `${m.url}:${m.lastLine ?? '?'} ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}${
    m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''
  }`;
}

test.describe('site checks', () => {
  test('no internal link is broken', async ({ baseURL }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      concurrency: 4,
      timeout: 20_000,
      // Only our own site: no external host is reachable from here, and none is ours to fix.
      linksToSkip: (link) => Promise.resolve(!link.startsWith(origin)),
      redirects: 'allow',
      checkFragments: true,
    });
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => `${l.url} (${l.status ?? 'no answer'}) linked from ${l.parent ?? '?'}`);
    expect(broken, 'broken internal links').toEqual([]);
    const checked = new Set(result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url));
    // The crawl reached every page of the site map.
    for (const route of specRoutes) expect(checked, route).toContain(`${origin}${route}`);
  });

  test('every route is valid HTML', async ({ request }) => {
    test.setTimeout(240_000);
    const posts = await blogPostPaths(request);
    // vnu refuses to fetch from loopback ("Forbidden host"), so it checks the pages as files.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const routeOfFile = new Map<string, string>();
    for (const route of [...specRoutes, ...posts, '/no-such-page']) {
      const response = await request.get(route);
      expect([200, 404], route).toContain(response.status());
      const name = `${route.replace(/\W+/g, '_')}.html`;
      fs.writeFileSync(path.join(dir, name), await response.body());
      routeOfFile.set(name, route);
    }
    const messages = (await vnu(['--skip-non-html', dir])).map((m) => ({
      ...m,
      url: routeOfFile.get(path.basename(m.url)) ?? m.url,
    }));
    fs.rmSync(dir, { recursive: true, force: true });

    const errors = messages.filter((m) => m.type !== 'info').map(describeMessage);
    expect.soft(errors, 'HTML errors').toEqual([]);

    const warnings = messages.filter(
      (m) =>
        m.type === 'info' &&
        m.subType === 'warning' &&
        !acceptedWarnings.some((w) => w.pattern.test(m.message)),
    );
    expect(warnings.map(describeMessage), 'HTML warnings').toEqual([]);
  });

  test('the drawn images are valid SVG', async () => {
    test.setTimeout(120_000);
    const messages = await vnu(['--svg', 'public/blog', 'src/app/icon.svg']);
    expect(messages.filter((m) => m.type !== 'info').map(describeMessage)).toEqual([]);
  });
});

test.describe('placeholders on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every placeholder of a form page is read whole at 320 px', async ({ page }) => {
    const cut: string[] = [];
    let seen = 0;
    for (const route of [...specRoutes, '/track']) {
      await page.goto(route);
      for (const [id, room] of Object.entries(await placeholderRoom(page))) {
        seen += 1;
        if (room < 0) cut.push(`${route} #${id}: ${-room} px short`);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  });
});

// The Content-Security-Policy refuses eval; nothing a page loads may try it. A refused try is
// reported to the page even when the script catches it (zod probes `new Function` once unless told
// not to), and browsers and Lighthouse count it against the site.
test.describe('content security policy', () => {
  for (const route of [
    '/',
    '/contact',
    '/get-a-quote',
    '/resources/credit-application',
    '/track',
    '/promise-to-clients/fuel-levy',
  ]) {
    test(`${route} breaks no rule of the policy while it loads and validates`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) => {
          seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
        });
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      // A first field touched and left makes the form validate.
      const field = page.locator('main input:not([type=hidden]):not([tabindex="-1"])').first();
      if ((await field.count()) > 0) {
        await field.focus();
        await field.blur();
      }
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        )
        .toEqual([]);
    });
  }
});

test.describe('forced colours (Windows high contrast)', () => {
  // In forced colours the browser drops box shadows and paints borders in one system colour, so a
  // field's ring and its border's colour no longer show focus; only an outline does (WCAG 2.4.7).
  // Tailwind 4's `outline-none` removes it there too; `outline-hidden` keeps it, transparent
  // until the colours are forced.
  test.use({ colorScheme: 'light', forcedColors: 'active' });

  const formPages = ['/', '/contact', '/get-a-quote', '/resources/credit-application', '/track'];
  for (const path of [...formPages, '/resources/terms-conditions', '/staff/sign-in']) {
    test(`every field of ${path} shows where focus is`, async ({ page }) => {
      await page.goto(path);
      const fields = page
        .locator('main')
        .locator('input:visible, select:visible, textarea:visible');
      const count = await fields.count();
      expect(count, 'fields on the page').toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        if (await field.isDisabled()) continue;
        await field.focus();
        const { name, style, width } = await field.evaluate((el) => {
          const css = getComputedStyle(el);
          return {
            name: el.id || el.getAttribute('name') || el.outerHTML.slice(0, 80),
            style: css.outlineStyle,
            width: parseFloat(css.outlineWidth),
          };
        });
        expect(style, `${name}: focus outline`).not.toBe('none');
        expect(width, `${name}: focus outline width`).toBeGreaterThanOrEqual(1);
      }
    });
  }

  test('a button drawn as a coloured box keeps its edge when the colours are forced', async ({
    page,
  }) => {
    // Forced colours drop the background that made the box; a border, shown only then, keeps it.
    for (const path of ['/', '/staff/sign-in']) {
      await page.goto(path);
      const boxes = page.locator('a:visible, button:visible');
      const count = await boxes.count();
      const edgeless: string[] = [];
      for (let i = 0; i < count; i++) {
        const found = await boxes.nth(i).evaluate((el) => {
          const css = getComputedStyle(el);
          // The author's colours, as set before forcing (the class list names them).
          const box = /(^|\s)(btn-(primary|dark)|bg-(accent|brand|emerald)-[5-9]00)(\s|$)/.test(
            el.getAttribute('class') ?? '',
          );
          const edge = css.borderTopStyle !== 'none' && parseFloat(css.borderTopWidth) >= 1;
          return box && !edge ? `${el.textContent.trim()} (${el.getAttribute('class')})` : '';
        });
        if (found) edgeless.push(found);
      }
      expect(edgeless, `${path}: buttons without an edge`).toEqual([]);
    }
  });
});

test.describe('printed', () => {
  test('a page prints its content and the company details in dark ink, without the menus', async ({
    page,
  }) => {
    await page.goto('/promise-to-clients/fuel-levy');
    const header = page.getByRole('banner');
    const h1 = page.getByRole('heading', { level: 1, name: 'Fuel Levy' });
    const address = page.locator('#site-footer address');
    const screenOnly = [
      // The top bar's e-mail link comes first on the page (a role would skip it once hidden).
      page.locator('a[href^="mailto:"]').first(),
      header.getByRole('link', { name: 'Get A Quote', exact: true }),
      header.getByRole('navigation', { name: 'Main' }).first(),
      page.locator('#site-footer nav').first(),
    ];
    for (const part of screenOnly) await expect(part).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    for (const part of screenOnly) await expect(part).toBeHidden();
    await expect(page.locator('#site-footer').getByRole('link', { name: /sales@/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /home page/ })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    // Printers leave backgrounds out: the banner's title and the footer print in dark ink.
    for (const part of [h1, address]) {
      await expect(part).toBeVisible();
      await expect(part).toHaveCSS('color', 'rgb(0, 0, 0)');
    }
    // The header scrolls away with the first page rather than covering every page's top.
    await expect(header).toHaveCSS('position', 'static');
  });
});
