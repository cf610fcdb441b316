import type { Page } from '@playwright/test';
import { saveQuoteBody } from '../support/valid-bodies';
import { expect, test } from './support/fixtures';

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

test.describe('the framework on demand', () => {
  test('a form page asks for the site script alone, then React keeps what was typed before it ran', async ({
    page,
  }) => {
    const scripts = await slowFramework(page);
    const response = await page.goto('/contact');
    const html = await response!.text();
    expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\//);
    expect(html).toMatch(/<script type="application\/json" id="framework-scripts">\["\/_next\//);
    // React's payload stays in the page, for hydration, as data rather than scripts to run.
    expect(html).toContain('<script type="application/json" data-next-payload="">[0]</script>');
    expect(html).not.toContain('self.__next_f.push');
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
    await page.waitForTimeout(300);
    expect(scripts).toEqual(['/site.js']);

    const form = page.locator('form[data-island]');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Message').fill('A pallet to Perth next week.');
    // All of it before React ran.
    await expect(form).not.toHaveAttribute('data-hydrated');
    expect(scripts.some((s) => s.startsWith('/_next/static/'))).toBe(true);

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
