import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueTag, waitForMail } from './support/fixtures';

// The quote page on a 390 x 844 phone (issue 12, points 3, 5 and 7; decisions 065 and 066).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function pickSuburb(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

/** The top and bottom of an element below the top of the page, in CSS pixels. */
async function pageBox(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = (await selector.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  return { top: box.y + scrollY, bottom: box.y + box.height + scrollY };
}

/** Three 12 kg cartons of 40 x 30 x 30 cm, Laverton North to Rocklea. */
async function fillCartons(page: Page) {
  await pickSuburb(page, 'Pickup location', 'laverton n', 'LAVERTON NORTH VIC 3026');
  await pickSuburb(page, 'Delivery location', 'rocklea', 'ROCKLEA QLD 4106');
  const first = page.getByRole('group', { name: 'Package 1' });
  await first.getByLabel('Quantity').fill('3');
  await first.getByLabel('Length (cm)').fill('40');
  await first.getByLabel('Width (cm)').fill('30');
  await first.getByLabel('Height (cm)').fill('30');
  await first.getByLabel('Weight per item (kg)').fill('12');
}

test.describe('quote page on a phone', () => {
  test('the form comes first and the pricing explanation opens on request', async ({ page }) => {
    await page.goto('/get-a-quote');
    const screen = 844;
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    const getQuote = page.getByRole('button', { name: 'Get Quote' });
    // The Pickup field is whole on the first screen, before any scrolling (it was at 1,150 px).
    expect((await pageBox(page, pickup)).bottom).toBeLessThanOrEqual(screen);
    // With one package, Get Quote is whole on screen after at most 1.2 screens of scrolling:
    // its bottom edge within 844 + 1.2 x 844 = 1,856.8 px of the page top (it was at 2,561 px).
    expect((await pageBox(page, getQuote)).bottom).toBeLessThanOrEqual(screen + 1.2 * screen);

    // The look-up is one compact line above the form; it opens the quote-number form.
    const lookup = page.getByRole('region', { name: 'Already have a quote?' });
    expect((await lookup.boundingBox())!.height).toBeLessThan(60);
    await lookup.getByRole('button', { name: 'I Got A Quote' }).tap();
    await expect(page.getByLabel('Quotation number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'I Got A Quote' })).toHaveCount(0);

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
    await fillCartons(page);
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

  test('beside a disabled Get Quote, the fields that need attention, each a link to its field', async ({
    page,
  }) => {
    // The page as first drawn, before any move: no loading note for a list not yet asked for,
    // and what keeps Get Quote disabled said without alarm (nothing was touched, so no errors).
    const drawn = await (await page.request.get('/get-a-quote')).text();
    expect(drawn).not.toContain('Loading the suburb list');
    expect(drawn).not.toContain('need attention');
    await page.goto('/get-a-quote');
    const getQuote = page.getByRole('button', { name: 'Get Quote' });
    const summary = page.locator('#quote-form-attention');
    await expect(page.getByText('Loading the suburb list…')).toHaveCount(0);
    // An untouched form: two suburbs and four sizes (quantity 1 and today's date are filled in).
    await expect(summary).toHaveText(
      '6 fields to fill in: Pickup location, Delivery location, Weight per item (kg), Length (cm), Width (cm), Height (cm)',
    );
    await expect(getQuote).toHaveAccessibleDescription(/^6 fields to fill in: /);
    await expect(summary).not.toHaveClass(/text-red/);
    await pickSuburb(page, 'Delivery location', 'rocklea', 'ROCKLEA QLD 4106');
    const first = page.getByRole('group', { name: 'Package 1' });
    await first.getByLabel('Width (cm)').fill('30');
    await first.getByLabel('Height (cm)').fill('30');
    await first.getByLabel('Weight per item (kg)').fill('12');
    await expect(summary).toHaveText('2 fields need attention: Pickup location, Length (cm)');
    await expect(getQuote).toBeDisabled();
    await expect(getQuote).toHaveAccessibleDescription(
      '2 fields need attention: Pickup location, Length (cm)',
    );

    await summary.getByRole('link', { name: 'Pickup location' }).tap();
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    await expect(pickup).toBeFocused();
    await expect(pickup).toBeInViewport();
    await summary.getByRole('link', { name: 'Length (cm)' }).tap();
    const length = first.getByLabel('Length (cm)');
    await expect(length).toBeFocused();
    await expect(length).toBeInViewport();
    await expectNoAxeViolations(page);

    await length.fill('40');
    await pickSuburb(page, 'Pickup location', 'laverton n', 'LAVERTON NORTH VIC 3026');
    await expect(getQuote).toBeEnabled();
    await expect(summary).toHaveCount(0);
  });

  test('two light but bulky pallets say why they are charged one pallet space', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    const first = page.getByRole('group', { name: 'Package 1' });
    await first.getByLabel('Quantity').fill('2');
    await first.getByLabel('Length (cm)').fill('117');
    await first.getByLabel('Width (cm)').fill('117');
    await first.getByLabel('Height (cm)').fill('120');
    await first.getByLabel('Weight per item (kg)').fill('350');
    // 2 x 1.17 x 1.17 x 1.2 m x 333 kg/m³ = 1,094.03 kg by cubic weight: one pallet space (spec §9).
    await expect(page.getByTestId('package-0-pallets')).toHaveText(
      'Chargeable pallets: 1 (chargeable 1,094.03 kg, by cubic weight; a pallet space is charged for each 2,000 kg or part of it)',
    );
    await expectNoAxeViolations(page);
  });

  test('a looked-up quote of three cartons shows the minimum charge as a fresh one does', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    await fillCartons(page);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await page.getByRole('radio', { name: /Economy/ }).check();
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    const email = `cartons.${uniqueTag()}@example.com`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const mail = await waitForMail((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
    const quoteNumber = /Q[0-9A-HJKMNP-TV-Z]{8}/.exec(mail.subject ?? '')?.[0];
    expect(quoteNumber).toBeTruthy();

    await page.goto(`/get-a-quote?quote=${quoteNumber}`);
    await expect(page.locator('.alert-success')).toHaveText('Quotation retrieved successfully!');
    for (const id of ['economy', 'express']) {
      await expect(page.getByTestId(`rate-${id}`).getByTestId('minimum-charge-note')).toHaveText(
        'Minimum charge: one pallet space',
      );
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('each step of the quote on a 375 x 667 phone, by keyboard', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  /** The element with focus is inside `id`, and `id`'s box is inside the screen. */
  async function expectResult(page: Page, id: string) {
    await expect
      .poll(() =>
        page.evaluate((id) => document.getElementById(id)?.contains(document.activeElement), id),
      )
      .toBe(true);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }

  test('Get Quote brings the rates into view with focus, "Email Me This Quote" its field, Send the confirmation', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    await fillCartons(page);
    await page.getByRole('button', { name: 'Get Quote' }).focus();
    await page.keyboard.press('Enter');
    await expectResult(page, 'rates-title');

    await page.getByRole('radio', { name: /Economy/ }).check();
    await page.getByRole('button', { name: 'Email Me This Quote' }).focus();
    await page.keyboard.press('Enter');
    await expectResult(page, 'quote-email');
    const tag = uniqueTag('focus');
    await page.keyboard.type(`${tag}@example.com`);
    await page.getByRole('button', { name: 'Send Quote' }).focus();
    await page.keyboard.press('Enter');
    await expectResult(page, 'quote-sent');
    await expect(page.locator('#quote-sent')).toContainText('Your quotation number is');
    await waitForMail((m) => (m.to && 'text' in m.to ? m.to.text : '') === `${tag}@example.com`);
    await expectNoAxeViolations(page);
  });
});
