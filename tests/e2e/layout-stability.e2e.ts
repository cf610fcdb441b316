// Nothing the visitor can see moves once it is on screen (decision 070): not when the page's
// scripts run, not when data from the API arrives, and no web font swaps in (decision 106: the
// pages use the device's own font and download none). The browser reports every layout shift to a
// PerformanceObserver from the start of the page; each page is loaded on a slow connection (any
// font file, the scripts and the API answers held back), so the scripts run after the first
// paint, as on a phone. The assertions are a count of shifts and of font files, not a time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const PAGES = [
  '/',
  '/promise-to-clients/fuel-levy',
  '/resources/refund-policy',
  '/resources/credit-application',
  '/get-a-quote',
];

const SCREENS = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Held back long enough that the first paint happens without them. */
const HOLD_MS = { font: 1500, script: 800, api: 1200 };

type Shift = { value: number; sources: string[] };

declare global {
  interface Window {
    __shifts: Shift[];
  }
}

/** Font files the page asked for: held back, and counted (decision 106: there are none). */
const FONT_FILE = /\.(woff2?|ttf|otf)(\?|$)/;

async function holdBack(page: Page): Promise<string[]> {
  const fonts: string[] = [];
  await page.route(FONT_FILE, async (route) => {
    fonts.push(route.request().url());
    await delay(HOLD_MS.font);
    await route.continue();
  });
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await delay(HOLD_MS.script);
    await route.continue();
  });
  await page.route(/\/tms\//, async (route) => {
    await delay(HOLD_MS.api);
    await route.continue();
  });
  return fonts;
}

/** Record every layout shift the visitor did not cause, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    type Source = {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    };
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Source[];
    };
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(removed node)';
      const el = node instanceof Element ? node : node.parentElement;
      if (!el) return node.nodeName;
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({
          value: Math.round(entry.value * 10000) / 10000,
          sources: (entry.sources ?? []).map(
            (s) =>
              `${describe(s.node)} from x=${Math.round(s.previousRect.left)} y=${Math.round(s.previousRect.top)} w=${Math.round(s.previousRect.width)} h=${Math.round(s.previousRect.height)} to x=${Math.round(s.currentRect.left)} y=${Math.round(s.currentRect.top)} w=${Math.round(s.currentRect.width)} h=${Math.round(s.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Pages loaded with their HTML trickling in: the pages above, and the other page shapes. */
const TRICKLED_PAGES = [...PAGES, '/about', '/contact', '/careers', '/services/warehousing'];

/** A page's HTML sent in small pieces with a pause after each, as on a slow line. */
const TRICKLE = { bytes: 1_500, pauseMs: 25 };

/**
 * A server in front of the site that sends each page's HTML a little at a time (everything else
 * at once), so the browser has every chance to paint the page before it has all arrived: what it
 * paints of a header or a banner half parsed must not move when the rest comes.
 */
async function trickleServer(upstream: string): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(new URL(req.url ?? '/', upstream), {
        headers: { accept: req.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          res.setHeader(name, value);
        }
      });
      res.writeHead(answer.status);
      if (!answer.headers.get('content-type')?.startsWith('text/html')) {
        res.end(body);
        return;
      }
      for (let at = 0; at < body.length; at += TRICKLE.bytes) {
        res.write(body.subarray(at, at + TRICKLE.bytes));
        await delay(TRICKLE.pauseMs);
      }
      res.end();
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Wait until the page is settled: every request answered, two frames drawn. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const screen of SCREENS) {
  test.describe(`layout stability on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const path of PAGES) {
      test(`${path}: nothing on screen moves while the page loads`, async ({ page }) => {
        const fonts = await holdBack(page);
        await recordShifts(page);
        await page.goto(path, { waitUntil: 'load' });
        // Settled: every request answered, the page hydrated.
        await settled(page);
        const shifts = await page.evaluate(() => window.__shifts);
        expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
        expect(fonts, 'font files downloaded').toEqual([]);
      });
    }

    test('pages whose HTML arrives a little at a time: nothing painted moves as the rest comes', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const trickle = await trickleServer(baseURL!);
      try {
        await recordShifts(page);
        for (const path of TRICKLED_PAGES) {
          await page.goto(trickle.base + path, { waitUntil: 'load' });
          await settled(page);
          const shifts = await page.evaluate(() => window.__shifts);
          expect(shifts, `${path}: ${JSON.stringify(shifts, null, 2)}`).toEqual([]);
        }
      } finally {
        await trickle.close();
      }
    });
  });
}

test.describe('the phone header once the page is scrolled', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // A saved quote's link opens scrolled to its rates, so its header turns compact straight after
  // load: the "Get a quote" that appears must not push the Menu button or anything else aside.
  test('turning compact moves nothing in the header', async ({ page }) => {
    await recordShifts(page);
    await page.goto('/about', { waitUntil: 'load' });
    await settled(page);
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 700);
    const quote = page.getByRole('banner').getByRole('link', { name: 'Get a quote', exact: true });
    await expect(quote).toBeVisible();
    await settled(page);
    const shifts = await page.evaluate(() => window.__shifts);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
  });
});
