import { expect, test, wakeFramework } from './support/fixtures';

// Decision 102: a page without forms is sent without the framework's scripts and React's payload;
// the site's own script works its header, preloader and accordions. Pages with forms keep React,
// loaded on demand (decision 105, framework-on-demand.e2e.ts).

test.describe('pages without the framework', () => {
  test('a content page asks for no framework script and still works its menus', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/careers');
    const html = await response!.text();
    expect(html).not.toMatch(/<script[^>]*\/_next\/static\//);
    expect(html).not.toMatch(/rel="preload" as="script"/);
    expect(html).not.toContain('self.__next_f');
    // Structured data stays.
    expect(html).toContain('application/ld+json');
    // The site's script, and the careers page's own for its job ads (decision 105).
    expect(scripts.sort()).toEqual(['/accordion.js', '/site.js']);
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap().catch(() => menu.click());
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: 'Fuel Levy' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('the not-found page and a content page with a query string, rendered by Next, go without it too', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const missing = await page.goto('/no-such-page/at-all');
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const about = await page.goto('/about?utm_source=newsletter');
    expect(about!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(scripts).toEqual(['/site.js', '/site.js']);
    // The browser's own line about the 404 answer is the only console error.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('a page with a form keeps React, and the same script works its header', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto('/contact');
    expect(await response!.text()).toMatch(
      /id="framework-scripts" data-payload="[^"]+">\["\/_next\/static\/chunks\//,
    );
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
    // With React running beside it (decision 105: it starts on the visitor's first move).
    await wakeFramework(page);
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Services',
    });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('the header marks the current page, and the next one after a link is followed from a page running React', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/services/warehousing');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('data-active', '');
    await expect(menu.getByRole('button', { name: 'Resources' })).not.toHaveAttribute(
      'data-active',
    );
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active');
    await expect(page.locator('[data-site-header] a[aria-current="page"]')).toHaveText([
      'Warehousing',
      'Warehousing',
    ]);

    // A page with React running: its links are plain (decision 184), so the next page is loaded in
    // full and its header marked by the site's script.
    await page.goto('/contact');
    await page.mouse.move(200, 400);
    await expect(page.locator('form[data-island]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#mobile-menu a[aria-current="page"]')).toHaveText(['Contact Us']);
    const promise = menu.getByRole('button', { name: 'Promise to Clients' });
    await expect(promise).not.toHaveAttribute('data-active');
    await promise.click();
    await menu.getByRole('link', { name: 'Fuel Levy' }).click();
    await expect(page).toHaveURL(/\/promise-to-clients\/fuel-levy$/);
    await expect(promise).toHaveAttribute('data-active', '');
    await expect(page.locator('#mobile-menu a[aria-current="page"]')).toHaveText(['Fuel Levy']);
  });

  test('a page is first drawn with the site script already run: its header marked, its menus working', async ({
    page,
  }) => {
    // When the script has run, as a microtask of its own task: before any frame after it.
    // (The init script runs before the document has its root element: it watches the document.)
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.documentElement;
        if (root?.dataset.siteScript !== 'ready') return;
        root.dataset.siteScriptAt = String(performance.now());
        observer.disconnect();
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-site-script'],
      });
    });
    // A slow line for the script alone: the page would be drawn long before it runs.
    await page.route('**/site.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/about', '/get-a-quote', '/resources/credit-application']) {
      const response = await page.goto(path);
      expect(await response!.text()).toMatch(
        /<script src="\/site\.js\?v=[\w-]+" integrity="sha256-[\w+/]+=*" defer="" blocking="render">/,
      );
      const [readyAt, firstPaintAt] = await page.evaluate(
        () =>
          new Promise<[number, number]>((resolve) => {
            new PerformanceObserver((list) => {
              const paint = list.getEntries().find((e) => e.name === 'first-paint');
              if (paint)
                resolve([Number(document.documentElement.dataset.siteScriptAt), paint.startTime]);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      // Named by its version, the script is kept for good: the next page is drawn without asking.
      const address = await page.locator('script[src^="/site.js"]').getAttribute('src');
      const script = await page.request.get(address!);
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(readyAt, path).toBeGreaterThan(0);
      expect(readyAt, path).toBeLessThan(firstPaintAt);
    }
  });
});
