import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// The quote page on a 390 x 844 phone (issue 12, points 5 and 7; decision 065).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function pickSuburb(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

/** The top of an element below the top of the page, in CSS pixels. */
async function pageTop(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = await selector.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  return box!.y + scrollY;
}

test.describe('quote page on a phone', () => {
  test('the form comes first and the pricing explanation opens on request', async ({ page }) => {
    await page.goto('/get-a-quote');
    const screen = 844;
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    const getQuote = page.getByRole('button', { name: 'Get Quote' });
    // Within the first 1.2 screens: 1.2 x 844 = 1,012.8 px for the Pickup field.
    expect(await pageTop(page, pickup)).toBeLessThan(1.2 * screen);

    const howWePrice = page.getByTestId('how-we-price');
    await expect(howWePrice.getByText(/We charge the larger of dead weight/)).toBeHidden();
    await howWePrice.getByText('How we price').click();
    await expect(howWePrice.getByText(/We charge the larger of dead weight/)).toBeVisible();
    await expect(getQuote).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('three 12 kg cartons show the minimum charge and an estimated delivery day per rate', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    await pickSuburb(page, 'Pickup location', 'laverton n', 'LAVERTON NORTH VIC 3026');
    await pickSuburb(page, 'Delivery location', 'rocklea', 'ROCKLEA QLD 4106');
    const first = page.getByRole('group', { name: 'Package 1' });
    await first.getByLabel('Quantity').fill('3');
    await first.getByLabel('Length (cm)').fill('40');
    await first.getByLabel('Width (cm)').fill('30');
    await first.getByLabel('Height (cm)').fill('30');
    await first.getByLabel('Weight per item (kg)').fill('12');
    await page.getByRole('button', { name: 'Get Quote' }).click();

    for (const id of ['economy', 'express']) {
      const card = page.getByTestId(`rate-${id}`);
      await expect(card.getByTestId('minimum-charge-note')).toHaveText(
        'Minimum charge: one pallet space',
      );
      // "Estimated delivery: Tue 1 Dec": a weekday, a day of the month and a month.
      await expect(card.getByTestId('rate-estimate')).toHaveText(
        /^Estimated delivery: (Mon|Tue|Wed|Thu|Fri) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/,
      );
    }
    // The spec's descriptions stay word for word beside the estimates.
    await expect(page.getByTestId('rate-economy')).toContainText('2-3 days working service');
    await expect(page.getByTestId('rate-express')).toContainText(
      'Next Working Day or 2-Up Service',
    );
    await expect(page.getByTestId('booking-cut-off')).toContainText(
      '2 pm Melbourne time, the working day of pickup',
    );
    await expectNoAxeViolations(page);
  });
});
