import { expect, expectNoAxeViolations, test, uniqueTag, waitForMail } from './support/fixtures';
import type { Page } from '@playwright/test';

const sent = "Quotation Sent! We've sent the details to your mail";
const failed = 'Please try again! We cannot send your quotation';

function form(page: Page) {
  const f = page.getByRole('form', { name: 'Request a quotation' });
  return {
    pickup: f.getByRole('combobox', { name: 'Pickup' }),
    delivery: f.getByRole('combobox', { name: 'Delivery' }),
    email: f.getByRole('textbox', { name: 'Email' }),
    submit: f.getByRole('button', { name: 'Email Me A Quote' }),
    form: f,
  };
}

/** Type into a suburb box and pick the suggestion with the keyboard. */
async function chooseSuburb(
  page: Page,
  box: ReturnType<typeof form>['pickup'],
  typed: string,
  label: string,
) {
  await box.fill(typed);
  const option = page.getByRole('option', { name: label, exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await expect(box).toHaveValue(label);
}

test.describe('home quote request', () => {
  test('shows the required messages, then the invalid-location and e-mail messages', async ({
    page,
  }) => {
    await page.goto('/');
    const f = form(page);
    await f.submit.click();
    await expect(f.form.getByText('Pickup location is required')).toBeVisible();
    await expect(f.form.getByText('Delivery location is required')).toBeVisible();
    await expect(f.form.getByText('Email is required')).toBeVisible();
    await expect(f.pickup).toHaveAttribute('aria-invalid', 'true');
    // The message is tied to its field for screen readers.
    await expect(f.pickup).toHaveAccessibleDescription(/Pickup location is required/);

    await f.pickup.fill('ATLANTIS');
    await f.delivery.fill('NOWHERE NSW 2999');
    await f.email.fill('someone@Example');
    await f.email.blur();
    await f.submit.click();
    await expect(f.form.getByText('Invalid pickup location')).toBeVisible();
    await expect(f.form.getByText('Invalid delivery location')).toBeVisible();
    await expect(f.form.getByText('Enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sends a request with suburbs from the list; the company receives it by mail', async ({
    page,
  }) => {
    const email = `${uniqueTag('quote')}@example.com`;
    await page.goto('/');
    const f = form(page);
    await chooseSuburb(page, f.pickup, 'laverton nor', 'LAVERTON NORTH VIC 3026');
    await chooseSuburb(page, f.delivery, 'kilburn', 'KILBURN SA 5084');
    await f.email.fill(email);
    await f.submit.click();
    await expect(page.locator('.alert-success')).toHaveText(sent);
    // The confirmation stands where the form was, saying what was sent.
    await expect(page.getByTestId('submission-confirmation').locator('dl')).toHaveText(
      `PickupLAVERTON NORTH VIC 3026DeliveryKILBURN SA 5084Email${email}`,
    );

    const company = await waitForMail(
      (m) => m.replyTo?.text === email && (m.subject ?? '').startsWith('Quote request'),
    );
    expect(company.subject).toBe('Quote request: LAVERTON NORTH VIC 3026 to KILBURN SA 5084');
    const ack = await waitForMail((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
    expect(ack.text).toContain('KILBURN SA 5084');
    await expectNoAxeViolations(page);
  });

  test('the server refuses a suburb that is not on its list, at the field', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const f = form(page);
    // The list in the browser is stale: it still offers a suburb the server no longer knows.
    await page.route('**/tms/getAddPublicBookingData', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { postcodes: string[] };
      body.postcodes.push('OLD TOWN VIC 3999');
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await chooseSuburb(page, f.pickup, 'old town', 'OLD TOWN VIC 3999');
    await chooseSuburb(page, f.delivery, 'rocklea qld', 'ROCKLEA QLD 4106');
    await f.email.fill('stale.list@example.com');
    await f.submit.click();
    await expect(f.form.getByText('Invalid pickup location')).toBeVisible();
    await expect(page.locator('.alert-danger')).toHaveText(failed);
    // The browser reports the 400 answer itself; nothing else may be logged.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('status of 400')),
    );
  });

  test('shows the failure alert when the request cannot be sent', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const f = form(page);
    await chooseSuburb(page, f.pickup, 'gilgandra', 'GILGANDRA NSW 2827');
    await chooseSuburb(page, f.delivery, 'kilburn', 'KILBURN SA 5084');
    await f.email.fill('offline@example.com');
    await page.route('**/tms/sendOfficialSite_GetQuoteMail', (route) =>
      route.abort('connectionrefused'),
    );
    await f.submit.click();
    await expect(page.locator('.alert-danger')).toHaveText(failed);
    await expect(page.locator('.alert-success')).toHaveCount(0);
    // What the visitor typed is kept for another try.
    await expect(f.email).toHaveValue('offline@example.com');
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter(
        (e) => !e.includes('ERR_CONNECTION_REFUSED') && !e.includes('Failed to load resource'),
      ),
    );
  });

  test('carries the hero suburbs to instant prices, and the request by e-mail stays as it is', async ({
    page,
  }) => {
    await page.goto('/');
    const f = form(page);
    // The spec's e-mail request is untouched.
    await expect(f.submit).toBeVisible();
    await chooseSuburb(page, f.pickup, 'laverton nor', 'LAVERTON NORTH VIC 3026');
    await chooseSuburb(page, f.delivery, 'rocklea', 'ROCKLEA QLD 4106');
    await f.form.getByRole('link', { name: 'See Instant Prices' }).click();
    await expect(page).toHaveURL(
      /\/get-a-quote\?pickup=LAVERTON\+NORTH\+VIC\+3026&delivery=ROCKLEA\+QLD\+4106$/,
    );
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(
      'LAVERTON NORTH VIC 3026',
    );
    await expect(page.getByRole('combobox', { name: 'Delivery location' })).toHaveValue(
      'ROCKLEA QLD 4106',
    );
    // The hero has no package: the visitor adds it, and one press prices it.
    const group = page.getByRole('group', { name: 'Package 1' });
    await group.getByLabel('Length (cm)').fill('120');
    await group.getByLabel('Width (cm)').fill('100');
    await group.getByLabel('Height (cm)').fill('100');
    await group.getByLabel('Weight per item (kg)').fill('50');
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a quote address with everything needed shows prices at once', async ({ page }) => {
    await page.goto(
      '/get-a-quote?pickup=laverton%20north%20vic%203026&delivery=ROCKLEA+QLD+4106&quantity=2&length=120&width=100&height=100&weight=50',
    );
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(
      'LAVERTON NORTH VIC 3026',
    );
    await expect(page.getByRole('group', { name: 'Package 1' }).getByLabel('Quantity')).toHaveValue(
      '2',
    );
    await expect(page.getByTestId('rate-economy').getByTestId('rate-price')).toHaveText(
      /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    );
  });

  test('ignores unknown or hostile values in the quote address', async ({ page }) => {
    await page.goto(
      '/get-a-quote?pickup=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&delivery=ATLANTIS%20VIC%209999&quantity=-1&length=1e99&width=1&height=1&weight=1',
    );
    await expect(page.getByRole('button', { name: 'Get Quote' })).toBeVisible();
    // The list has loaded and the query has been judged: nothing it carried is in the form.
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('laverton n');
    await expect(page.getByRole('option', { name: 'LAVERTON NORTH VIC 3026' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('');
    await expect(page.getByRole('combobox', { name: 'Delivery location' })).toHaveValue('');
    const group = page.getByRole('group', { name: 'Package 1' });
    await expect(group.getByLabel('Quantity')).toHaveValue('1');
    await expect(group.getByLabel('Length (cm)')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Your rates' })).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('beside the send button, what still needs attention, each a link to its field', async ({
      page,
    }) => {
      await page.goto('/');
      const f = form(page);
      const summary = page.locator('#home-quote-attention');
      // Nothing is said before the visitor has done anything.
      await expect(summary).toHaveCount(0);
      await f.submit.tap();
      await expect(summary).toHaveText('3 fields need attention: Pickup, Delivery, Email');
      await chooseSuburb(page, f.delivery, 'kilburn', 'KILBURN SA 5084');
      await f.email.fill('someone@Example');
      await f.email.blur();
      await expect(summary).toHaveText('2 fields need attention: Pickup, Email');
      await expect(f.submit).toHaveAccessibleDescription('2 fields need attention: Pickup, Email');
      await summary.getByRole('link', { name: 'Pickup' }).tap();
      await expect(f.pickup).toBeFocused();
      await expect(f.pickup).toBeInViewport();
      await summary.getByRole('link', { name: 'Email' }).tap();
      await expect(f.email).toBeFocused();
      await expect(f.email).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test('after sending, the confirmation is where the form was, in view and focused', async ({
      page,
    }) => {
      const email = `${uniqueTag('phonequote')}@example.com`;
      await page.goto('/');
      const f = form(page);
      await chooseSuburb(page, f.pickup, 'laverton nor', 'LAVERTON NORTH VIC 3026');
      await chooseSuburb(page, f.delivery, 'rocklea', 'ROCKLEA QLD 4106');
      await f.email.fill(email);
      await f.submit.tap();

      const heading = page.getByRole('heading', { name: 'Quote request sent' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const confirmation = page.getByTestId('submission-confirmation');
      await expect(confirmation.locator('.alert-success')).toHaveText(sent);
      await expect(confirmation.locator('.alert-success')).toBeInViewport();
      await expect(confirmation.locator('dl')).toHaveText(
        `PickupLAVERTON NORTH VIC 3026DeliveryROCKLEA QLD 4106Email${email}`,
      );
      await expect(f.form).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Request another quote' }).tap();
      await expect(f.pickup).toBeFocused();
      await expect(f.pickup).toHaveValue('');
      await expect(f.email).toHaveValue('');
    });
  });
});
