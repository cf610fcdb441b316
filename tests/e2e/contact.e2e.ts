import { expect, expectNoAxeViolations, test, uniqueTag, waitForMail } from './support/fixtures';

test.describe('contact form', () => {
  test('shows the e-mail messages once touched, and keeps Send disabled while invalid', async ({
    page,
  }) => {
    await page.goto('/contact');
    const email = page.getByLabel('Email');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await email.focus();
    await email.blur();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill('someone@example.com');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('sends a message: success alert, and the company receives the mail', async ({ page }) => {
    const tag = uniqueTag('contact');
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Mei');
    await page.getByLabel('Last name').fill('Tanaka');
    await page.getByLabel('Email').fill('mei.tanaka@example.com');
    await page.getByLabel('Phone').fill('0491 570 159');
    await page.getByLabel('Subject').fill(`Refrigerated storage ${tag}`);
    await page
      .getByLabel('Message')
      .fill('We need 40 pallet spaces of chilled storage from March.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.alert-success')).toContainText('Thank you for contacting us');
    const mail = await waitForMail((m) => m.subject?.includes(tag) ?? false);
    expect(mail.replyTo?.text).toBe('mei.tanaka@example.com');
    expect(mail.text).toContain('40 pallet spaces');
  });

  test('shows the danger alert when the server cannot be reached', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact');
    await page.route('**/tms/save-contact', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Email').fill('offline@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Please try again! We cannot submit your message',
    );
    // The refused request itself is reported by the browser; nothing else may be.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter(
        (e) => !e.includes('ERR_CONNECTION_REFUSED') && !e.includes('Failed to load resource'),
      ),
    );
  });

  test('shows the danger alert when the server refuses the message', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact');
    // A token the server does not accept (too short to be one it issued): the real server answers 403.
    const host = new URL(page.url()).hostname;
    await page
      .context()
      .addCookies([{ name: 'XSRF-TOKEN', value: 'forged', domain: host, path: '/' }]);
    await page.getByLabel('Email').fill('refused@example.com');
    const refused = page.waitForResponse('**/tms/save-contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await refused).status()).toBe(403);
    await expect(page.locator('.alert-danger')).toHaveText(
      'Please try again! We cannot submit your message',
    );
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('403')),
    );
  });
});
