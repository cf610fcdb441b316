import { expect, test } from './support/fixtures';

// Spec §8: when the public booking data cannot be loaded, a toast says 'An error occurred while
// fetching data'. The home page's quote form loads the same suburb list and says so too.

const fetchFailed = 'An error occurred while fetching data';

test('the home page says the suburb list could not be loaded when its request fails', async ({
  page,
  consoleErrors,
}) => {
  let asked = 0;
  await page.route('**/tms/getAddPublicBookingData', (route) => {
    asked += 1;
    return route.fulfill({ status: 500, json: { error: 'Internal error' } });
  });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Request a quotation' });
  // The list may be loaded with the page or on the first use of a suburb field.
  await form.getByRole('combobox', { name: 'Pickup' }).focus();
  await form.getByRole('combobox', { name: 'Pickup' }).fill('MEL');

  await expect(page.getByText(fetchFailed)).toBeVisible();
  await expect(page.getByText(fetchFailed)).toHaveCount(1);
  expect(asked).toBeGreaterThan(0);

  // The browser reports the failed request in its console; nothing else may be logged.
  const rest = consoleErrors.filter((e) => !/status of 500|Failed to load resource/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
});
