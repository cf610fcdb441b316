import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Suburb suggestions as a visitor on a phone meets them (decision 015): the city itself first,
// no PO-box, large-volume-receiver or postal-site entries, an exact name accepted on leaving the
// field, a plain word when nothing matches, and the field brought above the keyboard.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pickup = (page: Page) => page.getByRole('combobox', { name: 'Pickup location' });
const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: 'Pickup location suggestions' }).getByRole('option');

async function typeInto(page: Page, text: string) {
  const input = pickup(page);
  await input.tap();
  await input.pressSequentially(text);
}

test.describe('suburb suggestions on a phone', () => {
  for (const [typed, first, missing] of [
    ['Sydney', 'SYDNEY NSW 2000', ['SYDNEY NSW 1001', 'SYDNEY NSW 2001']],
    ['Perth', 'PERTH WA 6000', ['PERTH WA 6001', 'PERTH BC WA 6849']],
    ['Rocklea', 'ROCKLEA QLD 4106', ['ROCKLEA DC QLD 4106']],
  ] as const) {
    test(`"${typed}" offers ${first} first`, async ({ page }) => {
      await page.goto('/get-a-quote');
      await typeInto(page, typed);
      await expect(pickup(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(suggestions(page).first()).toHaveText(first);
      const offered = await suggestions(page).allTextContents();
      for (const label of missing) expect(offered).not.toContain(label);
    });
  }

  test('"Perth" offers Perth in Western Australia, then Tasmania, then the rest', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    await typeInto(page, 'perth');
    // Typed before React ran, the list shows once it runs (decision 105).
    await expect(suggestions(page).first()).toBeVisible();
    const offered = await suggestions(page).allTextContents();
    expect(offered.slice(0, 2)).toEqual(['PERTH WA 6000', 'PERTH TAS 7300']);
    // Then names that start with the word: PERTH AIRPORT WA 6105 and the like.
    expect(offered[2]).toMatch(/^PERTH/);
  });

  test('an exact name typed out and left is taken as that suburb', async ({ page }) => {
    await page.goto('/get-a-quote');
    await typeInto(page, 'Laverton North');
    await pickup(page).blur();
    await expect(pickup(page)).toHaveValue('LAVERTON NORTH VIC 3026');
    await expect(pickup(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid pickup location')).toHaveCount(0);
  });

  test('a name two suburbs share is not guessed', async ({ page }) => {
    await page.goto('/get-a-quote');
    await typeInto(page, 'Perth');
    await pickup(page).blur();
    await expect(pickup(page)).toHaveValue('Perth');
    await expect(page.getByText('Invalid pickup location')).toBeVisible();
  });

  test('a typo says that no suburb matches', async ({ page }) => {
    await page.goto('/get-a-quote');
    await typeInto(page, 'Sydnee');
    const message = page.getByText('No suburb matches — check the spelling or type the postcode');
    await expect(message).toBeVisible();
    await expect(pickup(page)).toHaveAttribute('aria-expanded', 'false');
    // The words are tied to the field, so a screen reader hears them too.
    await expect(pickup(page)).toHaveAccessibleDescription(/No suburb matches/);
    await expectNoAxeViolations(page);
    await pickup(page).fill('');
    await pickup(page).pressSequentially('2000');
    await expect(message).toBeHidden();
    // Nine suburbs share 2000; Sydney is among the eight offered.
    await expect(suggestions(page).filter({ hasText: 'SYDNEY NSW 2000' })).toHaveCount(1);
  });

  test('opening the list brings the field to the top of the screen', async ({ page }) => {
    await page.goto('/get-a-quote');
    await typeInto(page, 'Melb');
    await expect(pickup(page)).toHaveAttribute('aria-expanded', 'true');
    // Below the sticky header (about 65 px), with the whole list under it on screen.
    await expect
      .poll(async () => Math.round((await pickup(page).boundingBox())!.y))
      .toBeLessThan(180);
    const header = (await page.getByRole('banner').boundingBox())!;
    const label = (await page.locator('label[for="quote-pickup"]').boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    const list = (await page
      .getByRole('listbox', { name: 'Pickup location suggestions' })
      .boundingBox())!;
    expect(list.y + list.height).toBeLessThanOrEqual(844);
    await expectNoAxeViolations(page);
  });

  test('the home form takes an exact name too', async ({ page }) => {
    await page.goto('/');
    const home = page.getByRole('combobox', { name: 'Pickup', exact: true });
    await home.tap();
    await home.pressSequentially('rocklea');
    await expect(
      page.getByRole('listbox', { name: 'Pickup suggestions' }).getByRole('option').first(),
    ).toHaveText('ROCKLEA QLD 4106');
    await home.fill('');
    await home.pressSequentially('laverton north');
    await home.blur();
    await expect(home).toHaveValue('LAVERTON NORTH VIC 3026');
  });
});
