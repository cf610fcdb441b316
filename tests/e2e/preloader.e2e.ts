import type { Page } from '@playwright/test';
import { expect, test, wakeFramework } from './support/fixtures';

// Spec §2 Shell and §4: a preloader shows while navigating and hides when navigation ends or is
// cancelled; the page scrolls to the top after each completed navigation. Navigations start from a
// link, from back and forward, and from code (the router's push). Links are plain on every page
// (decision 184), so a click loads the next page in full; pages with forms (/contact here) also run
// React's router once woken (decision 105), which code and back and forward may move.

// Pages are built on demand on a busy machine: allow for slow answers.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/** The console lines of the prefetches a test refuses on purpose; anything else still fails it. */
function forgiveRefusedPrefetches(consoleErrors: string[]): void {
  const rest = consoleErrors.filter((e) => e !== 'Failed to load resource: net::ERR_FAILED');
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

function preloader(page: Page) {
  return page.getByTestId('preloader');
}

/** Open a page and wait until the preloader listens (the page is interactive). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(preloader(page)).toHaveAttribute('data-listening', 'true', slow);
}

/** A page with forms, once the visitor's first move has started its router (decision 105). */
async function openWithRouter(page: Page, path: string): Promise<void> {
  await open(page, path);
  await wakeFramework(page);
}

/**
 * Hold the router's requests for a page's data until released, so the navigation stays under
 * way; its prefetches are refused, so the navigation itself has to ask.
 */
async function holdPageData(page: Page, path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => url.pathname === path && url.searchParams.has('_rsc'),
    async (route) => {
      const headers = route.request().headers();
      if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) {
        await route.abort('failed');
        return;
      }
      asked = true;
      await gate;
      await route.continue();
    },
  );
  return { release: () => release(), asked: () => asked };
}

/** Record every value the preloader's data-state takes from now on. */
async function recordStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="preloader"]')!;
    // The value before each change, in order; the value now is added when they are read.
    const before: string[] = [];
    (window as unknown as { preloaderStates: string[] }).preloaderStates = before;
    new MutationObserver((records) => {
      for (const record of records) before.push(record.oldValue ?? '');
    }).observe(el, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
  });
}

/** Every state the preloader was in since recordStates, the present one last. */
function recordedStates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const before = (window as unknown as { preloaderStates: string[] }).preloaderStates;
    const now = document.querySelector('[data-testid="preloader"]')!.getAttribute('data-state');
    return [...before, now ?? ''];
  });
}

/** A navigation started by code: the router's push, as the site's own code would call it. */
async function pushByCode(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
      href,
    );
  }, path);
}

async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
}

test.describe('preloader and scroll to top', () => {
  test('a navigation started by code shows the preloader until the new page is in place, then scrolls to the top', async ({
    page,
    consoleErrors,
  }) => {
    await openWithRouter(page, '/contact');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    const held = await holdPageData(page, '/services');
    await scrollDown(page);

    await pushByCode(page, '/services');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'true');
    await expect(preloader(page)).toHaveAttribute('data-state', 'navigating');
    await expect(preloader(page)).toHaveText('Loading page');
    expect(held.asked()).toBe(true);

    held.release();
    await expect(page).toHaveURL(/\/services$/, slow);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible(slow);
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    await expect(preloader(page)).toHaveText('');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    forgiveRefusedPrefetches(consoleErrors);
  });

  /**
   * Open `from` (waking its framework when it has one), scroll down, click the footer's link
   * `name`: the bar shows while the browser loads `to` in full, and the new page starts at the top.
   */
  async function followFooterLink(
    page: Page,
    { from, wake, name, to }: { from: string; wake: boolean; name: string; to: RegExp },
  ): Promise<void> {
    await (wake ? openWithRouter(page, from) : open(page, from));
    // The old page cannot be read while the browser waits for the next one: it reports the
    // bar's changes itself, and the next page is answered only once the bar has shown.
    const seen: string[] = [];
    await page.exposeFunction('preloaderSeen', (state: string) => seen.push(state));
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="preloader"]')!;
      const report = (window as unknown as { preloaderSeen: (s: string) => void }).preloaderSeen;
      new MutationObserver(() =>
        report(`${bar.getAttribute('data-visible')}: ${bar.textContent}`),
      ).observe(bar, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    const documents: string[] = [];
    const routerRequests: string[] = [];
    await page.route(
      (url) => to.test(url.pathname),
      async (route) => {
        const request = route.request();
        if (new URL(request.url()).searchParams.has('_rsc')) routerRequests.push(request.url());
        if (request.resourceType() === 'document') {
          documents.push(request.url());
          await expect.poll(() => seen, slow).toContain('true: Loading page');
        }
        await route.continue();
      },
    );
    await scrollDown(page);
    await page.locator('footer').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(to, slow);
    expect(seen).toContain('true: Loading page');
    // A plain link (decision 184): the browser loads the page itself, the router never asks.
    expect(documents).toHaveLength(1);
    expect(routerRequests).toEqual([]);
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  test('a link click on a page without the framework shows it while the next page loads, which starts at the top', async ({
    page,
    consoleErrors,
  }) => {
    await followFooterLink(page, {
      from: '/about',
      wake: false,
      name: 'Contact Us',
      to: /\/contact$/,
    });
    forgiveRefusedPrefetches(consoleErrors);
  });

  test('a link click on a form page, its framework running, loads the next page in full the same way', async ({
    page,
    consoleErrors,
  }) => {
    await followFooterLink(page, {
      from: '/contact',
      wake: true,
      name: 'Warehousing',
      to: /\/services\/warehousing$/,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Warehousing' })).toBeVisible(slow);
    forgiveRefusedPrefetches(consoleErrors);
  });

  test('back and forward return to each page at its top, with the bar hidden at the end', async ({
    page,
  }) => {
    await open(page, '/about');
    await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/, slow);
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    await scrollDown(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/, slow);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible(slow);
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await scrollDown(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/contact$/, slow);
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a back or forward step to a page not yet on screen starts the preloader', async ({
    page,
  }) => {
    await open(page, '/about');
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    await recordStates(page);
    // The address moves to another page while the old one is still shown, as it does on back and
    // forward before the router has the page (an entry written past the router, which it ignores).
    await page.evaluate(() => {
      History.prototype.pushState.call(window.history, null, '', '/services');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect(preloader(page)).toHaveAttribute('data-state', 'navigating');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'true');
    expect(await recordedStates(page)).toEqual(['idle', 'navigating']);
    // Cancelled: the bar goes.
    await page.keyboard.press('Escape');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
  });

  test("a slow back navigation within the router's pages shows the bar until the page is back", async ({
    page,
    consoleErrors,
  }) => {
    // Links load pages in full (decision 184): the router's pages come from a navigation by code.
    await openWithRouter(page, '/contact');
    await pushByCode(page, '/careers');
    await expect(page).toHaveURL(/\/careers$/, slow);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    const held = await holdPageData(page, '/contact');
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    // The router may have the page at hand; when it has to ask for it, the bar shows meanwhile.
    if (held.asked()) await expect(preloader(page)).toHaveAttribute('data-visible', 'true');
    held.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect(preloader(page)).toHaveAttribute('data-state', 'idle');
    forgiveRefusedPrefetches(consoleErrors);
  });

  test('Escape cancels a navigation: the bar hides while the old page stays', async ({
    page,
    consoleErrors,
  }) => {
    await openWithRouter(page, '/contact');
    const held = await holdPageData(page, '/services');
    await pushByCode(page, '/services');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'true');
    await page.keyboard.press('Escape');
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect(page).toHaveURL(/\/contact$/);
    held.release();
    forgiveRefusedPrefetches(consoleErrors);
  });

  test('an address with a #fragment is not moved to the top', async ({ page }) => {
    await open(page, '/about');
    await page.evaluate(() => {
      window.location.hash = 'about-trusted';
    });
    await expect(page).toHaveURL(/#about-trusted$/);
    await expect(preloader(page)).toHaveAttribute('data-visible', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
