import type { Page } from '@playwright/test';
import { site } from '../../src/content/site';
import { TEXT_SPACING, expect, expectNoAxeViolations, test } from './support/fixtures';

// The header on phones (decision 016): a menu panel that fits the screen and scrolls inside
// itself, a page behind it that stays still, and a compact "Get a quote" once scrolled.

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menuPanel = (page: Page) => page.locator('#mobile-menu');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scroll by `distance` pixels with the wheel over the point (x, y), as a swipe there would. */
async function scrollAt(page: Page, x: number, y: number, distance: number) {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, distance);
  // Let the scroll land before anything is measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('phone menu on a 375 x 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('the open menu fits the screen, scrolls inside itself and reaches Get A Quote', async ({
    page,
  }) => {
    await page.goto('/about');
    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = menuPanel(page);
    await expect(panel).toBeVisible();

    // The panel ends at the bottom of the screen and holds more than it shows.
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667 + 1);
    const sizes = await panel.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);

    // The last entry is Get A Quote, and it can be scrolled to inside the panel.
    const links = panel.getByRole('link');
    await expect(links.last()).toHaveAccessibleName('Get A Quote');
    await scrollAt(page, 180, 500, 1500);
    const last = links.last();
    await expect.poll(async () => (await last.boundingBox())!.y).toBeLessThan(667);
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y).toBeGreaterThanOrEqual(box.y);
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(667);
    expect(await scrollY(page)).toBe(0);
    await expectNoAxeViolations(page);

    await last.tap();
    await expect(page).toHaveURL(/\/get-a-quote$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the page behind the open menu does not scroll, and scrolls again once it closes', async ({
    page,
  }) => {
    await page.goto('/about');
    await menuButton(page).tap();
    await expect(menuPanel(page)).toBeVisible();
    // A scroll over the header and a long one over the panel: neither moves the page.
    await scrollAt(page, 120, 80, 300);
    await scrollAt(page, 180, 600, 2500);
    await expect.poll(() => menuPanel(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(0);

    await menuButton(page).tap();
    await expect(menuPanel(page)).toBeHidden();
    await scrollAt(page, 180, 500, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('Escape closes the menu and returns focus to Menu', async ({ page }) => {
    await page.goto('/services');
    await menuButton(page).tap();
    await expect(menuPanel(page)).toBeVisible();
    await menuPanel(page).getByRole('link', { name: 'Fuel Levy' }).focus();
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('phone header on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reaches Contact Us and Get A Quote in the open menu', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).tap();
    const panel = menuPanel(page);
    for (const name of ['Contact Us', 'Get A Quote']) {
      const link = panel.getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(844);
    }
    expect(await scrollY(page)).toBe(0);
  });

  test('the top bar is one line of icons named for screen readers', async ({ page }) => {
    await page.goto('/');
    // The top bar's links come first; the footer repeats them.
    const email = page.getByRole('link', { name: site.emails.sales }).first();
    const phone = page.getByRole('link', { name: site.phones.sales.display }).first();
    const networks = page.getByRole('list', { name: 'Social networks' }).first();
    await expect(email).toBeVisible();
    await expect(phone).toBeVisible();
    const boxes = await Promise.all([email, phone, networks].map((l) => l.boundingBox()));
    // One line: every item on the same row, the whole strip no taller than 40 px.
    const tops = boxes.map((b) => Math.round(b!.y + b!.height / 2));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y).toBeLessThanOrEqual(40);
    // The words are there for screen readers, not on screen: each link is about its icon wide.
    for (const box of boxes.slice(0, 2)) expect(box!.width).toBeLessThan(40);
    await expectNoAxeViolations(page);
  });

  test('once scrolled, the header offers a compact Get a quote beside Menu', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const quote = header.getByRole('link', { name: 'Get a quote', exact: true });
    await expect(quote).toHaveCount(0);
    await scrollAt(page, 200, 600, 700);
    await expect(quote).toBeVisible();
    const [quoteBox, menuBox] = await Promise.all([
      quote.boundingBox(),
      menuButton(page).boundingBox(),
    ]);
    // Side by side on one row, both inside the screen.
    expect(Math.abs(quoteBox!.y - menuBox!.y)).toBeLessThanOrEqual(4);
    expect(quoteBox!.x + quoteBox!.width).toBeLessThanOrEqual(menuBox!.x);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(390);
    expect(quoteBox!.y).toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page);
    await quote.tap();
    await expect(page).toHaveURL(/\/get-a-quote$/);
  });
});

test.describe('navbar dropdowns on a 1440 x 900 desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a mouse opens a dropdown by resting on it and follows a link in it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Clicking the button the mouse opened keeps the list open.
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Warehousing' }).click();
    await expect(page).toHaveURL(/\/services\/warehousing$/);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Warehousing' })).toBeHidden();
  });

  test('the list closes when the mouse leaves or clicks elsewhere, and never covers Menu', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.hover();
    await expect(nav.getByRole('link', { name: 'Credit Application' })).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    // Opened by keyboard, closed by a click outside.
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(700, 600);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('Tab past the last link of an open dropdown closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our People/Our Drivers' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the header on any screen', () => {
  // From the narrowest phone WCAG's reflow asks for to the first width with the desktop menu:
  // the logo's name wraps on a phone, and no part of the header runs off the screen.
  for (const width of [320, 360, 412, 1280, 1440]) {
    test(`fits a ${width} px wide screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const header = page.getByRole('banner');
      const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(screenWidth);
      const action =
        width < 1280
          ? menuButton(page)
          : header.getByRole('link', { name: 'Get A Quote', exact: true });
      const [actionBox, headerBox] = await Promise.all([
        action.boundingBox(),
        header.boundingBox(),
      ]);
      expect(actionBox!.x + actionBox!.width).toBeLessThanOrEqual(screenWidth);
      expect(actionBox!.y + actionBox!.height).toBeLessThanOrEqual(
        headerBox!.y + headerBox!.height,
      );
      const logo = await header.getByRole('link', { name: `${site.name} home page` }).boundingBox();
      expect(logo!.x + logo!.width).toBeLessThanOrEqual(actionBox!.x);
      expect(logo!.height).toBeLessThanOrEqual(headerBox!.height);
    });
  }
});

test.describe('a desktop header with text spaced out', () => {
  // WCAG 1.4.12: with a reader's spacing the row of dropdowns is wider than a 1,280 to 1,536 px
  // screen, and the header offers Menu as on a phone instead of pushing Get A Quote off the
  // screen (markCrowded in the site's script).
  test.use({ bypassCSP: true });

  for (const width of [1280, 1536]) {
    test(`at ${width} px offers Menu instead of running off the screen, and its dropdowns again once the spacing goes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const header = page.getByRole('banner');
      const services = header.getByRole('button', { name: 'Services' });
      const quote = header.getByRole('link', { name: 'Get A Quote', exact: true });
      await expect(services).toBeVisible();
      await expect(menuButton(page)).toBeHidden();

      const style = await page.addStyleTag({ content: TEXT_SPACING });
      await expect(menuButton(page)).toBeVisible();
      await expect(services).toBeHidden();
      const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screenWidth,
      );
      const [quoteBox, menuBox] = await Promise.all([
        quote.boundingBox(),
        menuButton(page).boundingBox(),
      ]);
      expect(quoteBox!.x + quoteBox!.width).toBeLessThanOrEqual(screenWidth);
      expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(screenWidth);

      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menuPanel(page).getByRole('link', { name: 'Warehousing' })).toBeVisible();
      await expectNoAxeViolations(page);

      // The spacing taken away: the row fits again, so the panel closes and the dropdowns return.
      await style.evaluate((el) => (el as Element).remove());
      await expect(services).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
      await expect(menuPanel(page)).toBeHidden();
      await expect(page.locator('html')).not.toHaveClass(/menu-open/);
    });
  }
});
