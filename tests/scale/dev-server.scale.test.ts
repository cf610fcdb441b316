import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../scripts/site-server.ts';
import type { Site } from '../../scripts/site-server.ts';
import { HIGH_LIMITS, postsWithForgedAddresses, scaleDatabase } from './scale-support';
import type { ScaleDatabase } from './scale-support';

// `npm run dev` is the production server in development mode (decision 169): the same client
// address taken from the connection, the same API router, the same pages without the framework.
const LIMIT = 2;
let site: Site;
let db: ScaleDatabase;

beforeAll(async () => {
  db = await scaleDatabase('dev');
  site = await startSite({
    distDir: '.next-dev',
    dev: true,
    env: {
      ...db.env,
      ...HIGH_LIMITS,
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '86400',
      LOG_LEVEL: 'warn',
    },
    // Pages are compiled as they are first asked for.
    readyTimeoutMs: 300_000,
  });
}, 320_000);

afterAll(async () => {
  await site?.stop();
  await db?.drop();
});

describe('the development server', () => {
  it('answers the API through its router, with its JSON 404 for a call it does not have', async () => {
    const res = await fetch(`${site.base}/tms/no-such-call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: 'There is no such call.',
      message: 'There is no such call.',
    });
    const levies = await fetch(`${site.base}/tms/getFuelLevies`);
    expect(levies.status).toBe(200);
    expect(levies.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Array.isArray(((await levies.json()) as { fuel_levies: unknown }).fuel_levies)).toBe(
      true,
    );
  }, 120_000);

  it('takes the client address from the connection, not from forwarding headers', async () => {
    const statuses = await postsWithForgedAddresses(site.base, LIMIT + 1);
    expect(statuses).toEqual([200, 200, 429]);
  }, 180_000);

  it('sends a page without forms without the framework, and a form page with it on demand', async () => {
    const about = await (await fetch(`${site.base}/about`)).text();
    expect(about).toContain('<h1');
    expect(about).not.toMatch(/<script\b[^>]*\ssrc="\/_next\//);
    expect(about).toMatch(/<script\b[^>]*\ssrc="\/site\.js/);
    const quote = await (await fetch(`${site.base}/get-a-quote`)).text();
    expect(quote).not.toMatch(/<script\b[^>]*\ssrc="\/_next\//);
    expect(quote).toContain('id="framework-scripts"');
  }, 180_000);

  it('runs each form page in a browser once the visitor moves, with no error logged', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    /** The page opened, `before` done, then the framework waited for: the errors logged. */
    async function visit(
      path: string,
      before: (page: Page) => Promise<void>,
      viewport = { width: 1280, height: 800 },
    ): Promise<string[]> {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${site.base}${path}`);
      await before(page);
      await expect
        .poll(() => page.locator('[data-island][data-hydrated="true"]').count(), {
          timeout: 120_000,
        })
        .toBeGreaterThan(0);
      await page.close();
      return errors;
    }
    // The visitor's first move: the framework loads, and React hydrates what the site's script
    // has already marked (the document, the bar, the menu's current page).
    const move = (page: Page) => page.mouse.move(300, 400);
    try {
      for (const path of [
        '/',
        '/get-a-quote',
        '/contact',
        '/track',
        '/resources/credit-application',
      ])
        expect(await visit(path, move), path).toEqual([]);
      // Scrolled before the first move: the header is marked as scrolled.
      const scrolled = async (page: Page) => {
        await page.evaluate(() => window.scrollTo(0, 900));
        await page.locator('[data-site-header][data-scrolled]').waitFor({ state: 'attached' });
        await move(page);
      };
      expect(await visit('/contact', scrolled), 'scrolled').toEqual([]);
      // On a phone, the first touch opens the menu: open before React hydrates it.
      const menu = (page: Page) => page.getByRole('button', { name: 'Menu' }).click();
      const phone = { width: 390, height: 844 };
      expect(await visit('/get-a-quote', menu, phone), 'phone menu').toEqual([]);
    } finally {
      await browser.close();
    }
  }, 600_000);
});
