import type { Page } from '@playwright/test';
import { addCalendarDays, COMPANY_TIME_ZONE, todayIn } from '../../src/domain/calendar-date';
import { saveQuoteBody } from '../support/valid-bodies';
import { expect, test } from './support/fixtures';
import { specRoutes } from './support/site-routes';

// Decision 105: a page with forms loads Next's scripts on the visitor's first touch, key or focus,
// not with its HTML; what the visitor does in a form before React runs is handed to React once it
// does. The framework's files are held back a while here, so the visitor is surely first.

const HOLD_MS = 1_500;

/** Hold every framework file back, and record the scripts the page asks for. */
async function slowFramework(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  return scripts;
}

/**
 * Hold back the framework file with the islands' own code (the one that announces
 * `site:hydrated`) until released: React starts on the page and waits for it, mid-hydration.
 */
async function holdIslandCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('site:hydrated')) {
      held += 1;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return {
    release,
    held: () => held,
    /**
     * Before the page closes: a chunk still being fetched (React fetches more as it hydrates)
     * would otherwise fail its handler, and the test, with "Response has been disposed".
     */
    stop: () => page.unrouteAll({ behavior: 'ignoreErrors' }),
  };
}

/**
 * Every control of the page's forms as a person sees it: its value, whether it is ticked, and the
 * earliest day a date takes.
 */
function controlStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main input, main select, main textarea')].flatMap((control) => {
      if (!(control instanceof HTMLInputElement)) {
        const field = control as HTMLSelectElement | HTMLTextAreaElement;
        return [`${field.name}=${field.value}`];
      }
      if (control.type === 'hidden') return [];
      if (control.type === 'radio' || control.type === 'checkbox')
        return [`${control.name}:${control.value} ${control.checked ? 'ticked' : 'not ticked'}`];
      return [`${control.name}=${control.value}${control.min ? ` from ${control.min}` : ''}`];
    }),
  );
}

/** Whether React has begun hydrating the document (it marks the container it runs in). */
function reactStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
}

test.describe('the framework on demand', () => {
  test('a form page asks for the site script alone, then React keeps what was typed before it ran', async ({
    page,
  }) => {
    const scripts = await slowFramework(page);
    const response = await page.goto('/contact');
    const html = await response!.text();
    expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\//);
    expect(html).toMatch(
      /<script type="application\/json" id="framework-scripts" data-payload="[^"]+">\["\/_next\//,
    );
    // React's payload is not in the page either: it comes with the framework, from its own
    // address, which the list names.
    expect(html).not.toContain('data-next-payload');
    expect(html).not.toContain('self.__next_f');
    const payload = /data-payload="(\/_payload\/[\w-]{22}\.json)"/.exec(html)?.[1];
    expect(payload).toBeDefined();
    const payloadAsked = page.waitForResponse((res) => new URL(res.url()).pathname === payload);
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
    await page.waitForTimeout(300);
    expect(scripts).toEqual(['/site.js']);

    const form = page.locator('form[data-island]');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Message').fill('A pallet to Perth next week.');
    // All of it before React ran.
    await expect(form).not.toHaveAttribute('data-hydrated');
    expect((await payloadAsked).status()).toBe(200);
    await expect.poll(() => scripts.some((s) => s.startsWith('/_next/static/'))).toBe(true);

    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    // The e-mail field was left before React ran: it is judged as touched (spec §5).
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Message')).toHaveValue('A pallet to Perth next week.');
    await page.getByLabel('Email').fill('ada@example.com');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.locator('.alert-success')).toContainText('Thank you for contacting us');
    // The confirmation repeats who wrote: the name typed before React ran.
    await expect(page.getByText('Ada', { exact: true })).toBeVisible();
  });

  test('a click and a tick before React ran are made once it runs', async ({ page }) => {
    await slowFramework(page);
    await page.goto('/get-a-quote');
    const calculator = page.locator('[data-island]').first();
    const tailgate = page.getByRole('checkbox', { name: /^Tailgate truck/ });
    await tailgate.check();
    await page.getByRole('button', { name: 'I Got A Quote' }).click();
    await expect(calculator).not.toHaveAttribute('data-hydrated');
    await expect(calculator).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    await expect(page.getByLabel('Quotation number')).toBeVisible();
    await expect(tailgate).toBeChecked();
  });

  test('the quote page shows every value it starts with before the first touch', async ({
    page,
  }) => {
    // A week after today in Melbourne: the page was rendered today or earlier, so its HTML
    // cannot say that day (decision 167), whatever day the suite runs. Noon UTC on a day is that
    // day on every Australian clock (and the test's).
    const day = addCalendarDays(todayIn(COMPANY_TIME_ZONE), 7);
    await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
    const scripts = await slowFramework(page);
    const response = await page.goto('/get-a-quote');
    expect(await response!.text()).not.toContain(day);
    const date = page.getByLabel('Pickup date');
    await expect(date).toHaveValue(day);
    await expect(date).toHaveAttribute('min', day);
    await expect(page.getByLabel('Packaging type')).toHaveValue('10');
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Get Quote' })).toBeDisabled();
    // Read as drawn: nothing touched, so the framework was never asked for.
    await page.waitForTimeout(300);
    expect(scripts).toEqual(['/site.js']);
    expect(await reactStarted(page)).toBe(false);

    // React, when it runs, keeps the day.
    await page.mouse.move(5, 5);
    await expect(page.locator('[data-island]').first()).toHaveAttribute('data-hydrated', 'true', {
      timeout: 20_000,
    });
    await expect(date).toHaveValue(day);
  });

  test('every form page shows what it starts with before the first touch, and React keeps it', async ({
    context,
  }) => {
    // A day the build cannot have written in, as above.
    const day = addCalendarDays(todayIn(COMPANY_TIME_ZONE), 7);
    await context.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
    const formPages: string[] = [];
    for (const route of [...specRoutes, '/track']) {
      const html = await (await context.request.get(route)).text();
      if (!html.includes('data-island')) continue;
      formPages.push(route);
      expect(html).not.toContain(day);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(route);
      const drawn = await controlStates(page);
      // Read as drawn: nothing touched, so the framework was never asked for.
      expect(scripts, route).toEqual(['/site.js']);
      if (route === '/resources/credit-application') {
        // Spec §3: a date signed starts as the current date.
        expect(drawn).toContain(`declaration_date_signed=${day}`);
        expect(drawn).toContain(`act_date_signed=${day}`);
      }
      if (route === '/track') expect(drawn).toContain('check:email ticked');
      await page.mouse.move(5, 5);
      for (const island of await page.locator('[data-island]').all())
        await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
      expect(await controlStates(page), `${route}: what React changed`).toEqual(drawn);
      await page.close();
    }
    expect(formPages).toEqual([
      '/',
      '/resources/credit-application',
      '/contact',
      '/get-a-quote',
      '/track',
    ]);
  });

  test('a form page opened with a query loads the framework at once', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact?from=menu');
    await expect(page.locator('form[data-island]')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.filter((s) => s.startsWith('/_next/static/')).length).toBeGreaterThan(0);
  });
});

// While React hydrates a page, it stops the clicks, keys and focus moves on parts it has yet to
// reach; the header is the site's own, and answers them all the same.
test.describe('the header while React is still hydrating the page', () => {
  test('on a desktop, a dropdown opens by key, click and mouse', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const island = await holdIslandCode(page);
    await page.goto('/');
    await page.mouse.move(700, 600); // the visitor's first move: the framework loads
    await expect.poll(() => reactStarted(page), { timeout: 20_000 }).toBe(true);
    expect(island.held()).toBeGreaterThan(0);
    const form = page.locator('[data-island]').first();
    await expect(form).not.toHaveAttribute('data-hydrated');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();

    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(700, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.hover();
    await expect(nav.getByRole('link', { name: 'Credit Application' })).toBeVisible();
    await expect(form).not.toHaveAttribute('data-hydrated');

    island.release();
    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    await island.stop();
  });

  test('on a phone, Menu opens and closes', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const island = await holdIslandCode(page);
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1 }).tap(); // the first touch: the framework loads
    await expect.poll(() => reactStarted(page), { timeout: 20_000 }).toBe(true);
    expect(island.held()).toBeGreaterThan(0);
    const form = page.locator('[data-island]').first();

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(form).not.toHaveAttribute('data-hydrated');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    island.release();
    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    await island.stop();
    await context.close();
  });
});

test.describe("a saved quote's link, drawn on the server", () => {
  test('arrives with its rates and needs React only for what the visitor does next', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const saved = await page.request.post('/tms/saveQuote', {
      headers: { 'x-xsrf-token': token },
      data: saveQuoteBody('link@example.com'),
    });
    expect(saved.ok()).toBe(true);
    const { qn_random: quoteNumber } = (await saved.json()) as { qn_random: string };

    const scripts = await slowFramework(page);
    const response = await page.goto(`/get-a-quote?quote=${quoteNumber.toLowerCase()}`);
    const html = await response!.text();
    // The rates are in the page as sent, not fetched by a script.
    expect(html).toContain('Your rates');
    expect(html).toContain(quoteNumber);
    // React's payload, rendered for this quote, is kept apart too and named with the page's
    // address (which another server would render it again from).
    expect(html).not.toContain('data-next-payload');
    const payload = /data-payload="(\/_payload\/[\w-]{22}\.json\?page=[^"]+)"/.exec(html)?.[1];
    expect(payload).toBeDefined();
    expect(decodeURIComponent(payload!.split('?page=')[1]!)).toBe(
      `/get-a-quote?quote=${quoteNumber.toLowerCase()}`,
    );
    const payloadAsked = page.waitForResponse((res) => res.url().endsWith(payload!));
    await expect(page.getByTestId('saved-quote')).toContainText(quoteNumber);
    await expect(page.locator('.alert-success')).toHaveText('Quotation retrieved successfully!');
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeInViewport();
    await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(
      'LAVERTON NORTH VIC 3026',
    );
    await page.waitForTimeout(300);
    expect(scripts).toEqual(['/site.js']);

    // Back at the top, the visitor's first move wakes React, which leaves the view where it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(5, 5);
    const answer = await payloadAsked;
    expect(answer.status()).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain(quoteNumber);
    await expect(page.locator('[data-island]').first()).toHaveAttribute('data-hydrated', 'true', {
      timeout: 20_000,
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // And does what the visitor presses.
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    await expect(page.getByText(`We will e-mail quotation ${quoteNumber} again`)).toBeVisible();
  });

  test('an unknown or odd number says so, and the page has one address', async ({ page }) => {
    await page.goto('/get-a-quote?quote=Q00000000');
    await expect(page.getByText('Invalid quote number. Please try again')).toBeVisible();
    await expect(page.getByLabel('Quotation number')).toHaveValue('Q00000000');
    await page.goto('/get-a-quote?quote=%3Cb%3E%2F..%2F');
    await expect(page.getByText('Invalid quote number. Please try again')).toBeVisible();
    await expect(page.getByLabel('Quotation number')).toHaveValue('<b>/../');
    await page.goto('/get-a-quote/saved?quote=Q00000000');
    await expect(page).toHaveURL(/\/get-a-quote\?quote=Q00000000$/);
  });
});
