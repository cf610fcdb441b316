import fs from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from './support/fixtures';

// The page hydrates slowly on a busy machine; allow for it.
const expect = baseExpect.configure({ timeout: 30_000 });

const PATH = '/promise-to-clients/fuel-levy';
const warning = 'No fuel levy rates available at the moment.';

function levyTable(page: Page) {
  return page.getByRole('table', { name: 'Fuel levy for the latest months, newest first' });
}

/** Keep only console errors other than the ones a test causes on purpose. */
function ignoreErrors(consoleErrors: string[], expected: RegExp[]) {
  const rest = consoleErrors.filter((e) => !expected.some((re) => re.test(e)));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

test.describe('fuel levy page', () => {
  // Axe and the chart on a busy machine: allow for slow pages.
  test.describe.configure({ timeout: 120_000 });

  test('marks the sample months of a new installation in the table, the worked example and the chart', async ({
    page,
  }) => {
    await page.goto(PATH);
    const table = levyTable(page);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(6);
    // The 15 seeded months are samples: every row of the table carries the tag.
    await expect(table.locator('[data-sample-tag]')).toHaveCount(6);
    await expect(rows.first().getByRole('rowheader')).toHaveText(
      'November 2026 Sample: sample figures, not a published levy',
    );
    await expect(page.getByTestId('fuel-levy-sample-note')).toHaveText(
      'Months marked “Sample” show example figures that illustrate the levy; they are not levies we have charged. They are replaced as our published levies are entered.',
    );

    const formula = page.getByRole('region', { name: 'How the fuel levy is worked out' });
    await expect(formula).toContainText(
      'The figures for November 2026 are sample figures, shown to illustrate the formula. They are not a published levy.',
    );

    const chart = page.getByRole('img', {
      name: 'Fuel levy by month, December 2025 to November 2026',
    });
    await expect(chart).toHaveAccessibleDescription(
      /All of these months are sample figures, not published levies\.$/,
    );
    // Two lines of 12 points, all hollow.
    await expect(chart.locator('circle[data-sample="true"]')).toHaveCount(24);
    await expect(
      page.getByText('Hollow points: sample figures, not published levies'),
    ).toBeVisible();
    await page.getByText("The chart's figures as a table").click();
    const figures = page.getByRole('table', { name: 'Fuel levy by month, oldest first' });
    await expect(figures.locator('[data-sample-tag]')).toHaveCount(12);
    await expectNoAxeViolations(page);
  });

  test('marks only the sample months when the newest month is a published one', async ({
    page,
  }) => {
    await page.route('**/tms/getFuelLevies', (route) =>
      route.fulfill({
        json: {
          fuel_levies: [
            { month_name: 'December', year: 2026, local: 15.02, linehaul: 19.06 },
            { month_name: 'November', year: 2026, local: 14.8, linehaul: 18.79 },
          ],
        },
      }),
    );
    await page.goto(PATH);
    const rows = levyTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole('rowheader')).toHaveText('December 2026');
    await expect(rows.first().locator('[data-sample-tag]')).toHaveCount(0);
    await expect(rows.nth(1).locator('[data-sample-tag]')).toHaveCount(1);
    await expect(page.getByTestId('fuel-levy-sample-note')).toBeVisible();
  });

  test('shows at most 6 months from the server, newest first, to 2 decimals', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Fuel Levy' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Promise to Clients',
      'Fuel Levy',
    ]);

    const table = levyTable(page);
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Month',
      'Local Fuel Levy',
      'Linehaul Fuel Levy',
    ]);
    // The sample history holds 15 months; the table shows the newest 6.
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toHaveText(/November 2026\s*Sample.*14\.80%\s*18\.79%/);
    await expect(rows.last()).toHaveText(/June 2026/);
    for (const cell of await table.locator('tbody td').allTextContents()) {
      expect(cell).toMatch(/^\d+\.\d{2}%$/);
    }
    await expect(page.getByText(warning)).toHaveCount(0);

    // The formula is worked through with the latest month's own numbers.
    const formula = page.getByRole('region', { name: 'How the fuel levy is worked out' });
    await expect(formula).toContainText('195.40 c/L');
    await expect(formula).toContainText('20.70 c/L');
    await expect(formula).toContainText('18.79% linehaul');
    await expect(formula).toContainText('14.80% local');
    await expect(formula).toContainText('01 Nov 2026');
    await expectNoAxeViolations(page);
  });

  test('shows a spinner while the levies load', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/tms/getFuelLevies', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    const loading = page.locator('[aria-busy="true"]');
    await expect(loading).toBeVisible();
    await expect(loading.getByRole('status')).toContainText('Loading fuel levy rates');
    await expect(levyTable(page)).toHaveCount(0);
    await expect(page.getByText(warning)).toHaveCount(0);
    await expectNoAxeViolations(page);
    release();
    await expect(levyTable(page).locator('tbody tr')).toHaveCount(6);
    await expect(loading).toHaveCount(0);
  });

  test('shows the warning when the answer has another shape, and logs it', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/tms/getFuelLevies', (route) =>
      route.fulfill({ json: { data: [{ month: 'November', levy: 18.79 }] } }),
    );
    await page.goto(PATH);
    await expect(page.locator('.alert-warning')).toHaveText(warning);
    await expect(levyTable(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors.some((e) => e.includes('Unexpected answer from /tms/getFuelLevies'))).toBe(
      true,
    );
    ignoreErrors(consoleErrors, [/Unexpected answer from \/tms\/getFuelLevies/]);
  });

  test('takes no month from an answer with any field of another shape (spec §7)', async ({
    page,
    consoleErrors,
  }) => {
    const month = { month_name: 'May', year: 2026, local: 12.3, linehaul: 15.6 };
    const answers: [string, unknown][] = [
      ['null', null],
      ['a string', 'Service unavailable'],
      ['an array at the top', [month]],
      ['fuel_levies not an array', { fuel_levies: { 0: month } }],
      ['an entry without linehaul', { fuel_levies: [{ month_name: 'May', year: 2026, local: 1 }] }],
      ['a percentage as text', { fuel_levies: [month, { ...month, local: '12.3' }] }],
      ['a year as text', { fuel_levies: [{ ...month, year: '2026' }] }],
      ['a month without a name', { fuel_levies: [{ ...month, month_name: '' }] }],
    ];
    let answer: unknown = null;
    await page.route('**/tms/getFuelLevies', (route) => route.fulfill({ json: answer }));
    for (const [label, body] of answers) {
      answer = body;
      consoleErrors.length = 0;
      await page.goto(PATH);
      await expect(page.locator('.alert-warning'), label).toHaveText(warning);
      await expect(levyTable(page), label).toHaveCount(0);
      expect(
        consoleErrors.filter((e) => e.includes('Unexpected answer from /tms/getFuelLevies')),
        label,
      ).toHaveLength(1);
    }
    consoleErrors.length = 0;
  });

  test('shows the warning when the call fails, with no other message', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/tms/getFuelLevies', (route) => route.abort('connectionrefused'));
    await page.goto(PATH);
    await expect(page.locator('.alert-warning')).toHaveText(warning);
    await expect(page.locator('.alert-danger')).toHaveCount(0);
    expect(consoleErrors.some((e) => e.includes('Could not load the fuel levies'))).toBe(true);
    ignoreErrors(consoleErrors, [
      /Could not load the fuel levies/,
      /ERR_CONNECTION_REFUSED/,
      /Failed to load resource/,
    ]);
  });

  test('shows the warning, without logging, when there are no months', async ({ page }) => {
    await page.route('**/tms/getFuelLevies', (route) =>
      route.fulfill({ json: { fuel_levies: [] } }),
    );
    await page.goto(PATH);
    await expect(page.locator('.alert-warning')).toHaveText(warning);
  });

  test('charts the last 12 months with a text alternative', async ({ page }) => {
    await page.goto(PATH);
    const chart = page.getByRole('img', {
      name: 'Fuel levy by month, December 2025 to November 2026',
    });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(
      /Over the 12 months from December 2025 to November 2026, the linehaul fuel levy ranged from .*In November 2026 they are 18\.79% linehaul and 14\.80% local\./,
    );
    await page.getByText("The chart's figures as a table").click();
    const figures = page.getByRole('table', { name: 'Fuel levy by month, oldest first' });
    await expect(figures.locator('tbody tr')).toHaveCount(12);
    await expect(figures.locator('tbody tr').first()).toHaveText(/December 2025/);
    await expectNoAxeViolations(page);
  });

  test('downloads the history as CSV', async ({ page }) => {
    await page.goto(PATH);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the fuel levy history (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fuel-levy-history.csv');
    const text = fs.readFileSync(await download.path(), 'utf8');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'month,year,applies_from,diesel_price_cents_incl_gst,fuel_tax_credit_cents,base_price_cents,local_levy_percent,linehaul_levy_percent,figures',
    );
    expect(lines[1]).toBe('November,2026,2026-11-01,195.40,20.70,100.00,14.80,18.79,sample');
    expect(lines).toHaveLength(16);
  });
});
