import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('site shell', () => {
  test('home page shows top bar, navbar and footer, and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'The Company' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Logistics Offerings' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Client Commitments' })).toBeVisible();
    await expect(footer).toContainText('Laverton North VIC');
    await expect(footer).toContainText('© 2022');
    await expect(footer).toContainText(/ABN \d\d \d\d\d \d\d\d \d\d\d/);
    await expect(footer).toContainText(/ACN \d\d\d \d\d\d \d\d\d/);
    await expectNoAxeViolations(page);
  });

  test('unknown paths answer 404 with the Page Not Found page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page/at-all');
    // The browser reports the 404 of the page itself; that is the point of this test.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('404')),
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/coming-soon renders without the top bar and footer', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Social networks' })).toHaveCount(0);
  });

  test('navbar menus open and are followed by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const foodGrade = nav.getByRole('link', { name: 'Food-grade Warehouse' });
    await expect(foodGrade).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Services' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    const promise = nav.getByRole('button', { name: 'Promise to Clients' });
    await promise.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Express Transit Times' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/promise-to-clients\/express-transit-times$/);
  });

  test('the mobile menu opens, lists the whole tree and closes after navigating', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    for (const label of [
      'About Us',
      'Our People/Our Drivers',
      'Food-grade Warehouse',
      'Fuel Levy',
      'Our Blog',
      'Careers',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('security headers and the anti-forgery cookie are set', async ({ page }) => {
    // The production server's headers (scripts/site-response.ts, decision 120): the
    // page's own policy with no inline script but those it names, the API's that loads nothing,
    // and no HSTS on this plain-http address.
    const expected = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    };
    const response = await page.goto('/contact');
    const api = await page.request.get('/tms/getFuelLevies');
    expect(response!.headers()['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'strict-dynamic'( 'sha256-[\w+/]+=*')+; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; report-uri \/csp-report$/,
    );
    expect(api.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    for (const headers of [response!.headers(), api.headers()]) {
      expect(headers).toMatchObject(expected);
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
      // A window of its own only where it protects something (decision 108).
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
    }
    for (const path of ['/resources/credit-application', '/staff/sign-in']) {
      const isolated = await page.request.get(path);
      expect(isolated.headers()).toMatchObject({
        ...expected,
        'cross-origin-opener-policy': 'same-origin',
      });
    }
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[0-9a-f]{48}$/);
  });

  test('a window that opens the credit application or the console loses its hold on it', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    // Opened from a page of the site: a content page stays reachable from its opener...
    const openedAbout = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => {
        (window as unknown as { opened: Window | null }).opened = window.open('/careers');
      }),
    ]).then(([p]) => p);
    await openedAbout.waitForLoadState('load');
    expect(
      await page.evaluate(() => {
        const opened = (window as unknown as { opened: Window }).opened;
        return { closed: opened.closed, path: opened.location.pathname };
      }),
    ).toEqual({ closed: false, path: '/careers' });
    await openedAbout.close();
    // ...while the credit application and the staff console open in a group of their own: the
    // opener's handle reads as closed, and the new window has no opener.
    for (const path of ['/resources/credit-application', '/staff/sign-in']) {
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        page.evaluate((url) => {
          (window as unknown as { opened: Window | null }).opened = window.open(url);
        }, path),
      ]);
      await opened.waitForLoadState('load');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { opened: Window }).opened.closed))
        .toBe(true);
      expect(await opened.evaluate(() => window.opener === null)).toBe(true);
      await opened.close();
    }
  });
});
