import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  addStaff,
  PASSWORD,
  setUpAndEnrol,
  signInWithTotp,
  storeOlderPassword,
} from './support/staff';

// The console's password fields: a "Show password" toggle on each form (ASVS 2.1.12), a strength
// meter under a new password (2.1.8), and a staff member changing their own password (ASVS 2.1.5,
// 2.1.6; decision 159), or choosing a new one after signing in with a common one (2.1.7, decision
// 191).
test.describe('staff passwords', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the set-up form rates the new password; it and the sign-in form show the password with a toggle button worked by keyboard', async ({
    page,
  }) => {
    const email = `show.${Date.now()}@e2e.example`;
    const link = addStaff(email, 'sales');
    await page.goto(link);
    const fields = [page.getByLabel('New password'), page.getByLabel('The same password again')];
    const both = page.getByRole('button', { name: 'Show passwords' });
    // The strength meter under the new password (ASVS 2.1.8): advice as it is typed.
    const meter = page.getByRole('meter');
    await expect(meter).toHaveAccessibleName('Strength: type a password to see it.');
    await fields[0]!.fill('aaaaaaaaaaaa');
    await expect(meter).toHaveAccessibleName(
      'Strength: Very weak. Add another word or two that do not belong together.',
    );
    await expect(meter).toHaveAttribute('value', '0');
    for (const field of fields) {
      await field.fill('typed by the keyboard 2026');
      await expect(field).toHaveAttribute('type', 'password');
    }
    await expect(meter).toHaveAccessibleName('Strength: Very strong.');
    await expect(meter).toHaveAttribute('value', '4');
    await expect(both).toHaveAttribute('aria-pressed', 'false');
    // From the last field the toggle is the next stop; Space presses it, Enter releases it.
    await fields[1]!.focus();
    await page.keyboard.press('Tab');
    await expect(both).toBeFocused();
    await page.keyboard.press('Space');
    await expect(both).toHaveAttribute('aria-pressed', 'true');
    for (const field of fields) {
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveValue('typed by the keyboard 2026');
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(both).toHaveAttribute('aria-pressed', 'false');
    for (const field of fields) await expect(field).toHaveAttribute('type', 'password');
    // Pressing the toggle did not send the form.
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();

    // Shown, the passwords are set all the same.
    await both.click();
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password is set.')).toBeVisible();

    // The sign-in page has its own toggle (no sign-in is made here: the console allows an address
    // ten a minute, and the other browser tests sign in from the same one).
    await expect(page.getByRole('heading', { name: 'Staff console sign-in' })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    const show = page.getByRole('button', { name: 'Show password' });
    await page.getByLabel('E-mail address').fill(email);
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await page.keyboard.press('Tab');
    await expect(show).toBeFocused();
    await page.keyboard.press('Space');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(PASSWORD);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('an administrator changes their own password: other devices are signed out, the new one signs in, the log says so', async ({
    page,
    browser,
  }) => {
    const email = `own.password.${Date.now()}@e2e.example`;
    const totp = await setUpAndEnrol(page, email, addStaff(email, 'admin'));

    // The same person signed in on another device.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const otherPage = await other.newPage();
    await otherPage.goto('/staff/sign-in');
    await signInWithTotp(otherPage, email, PASSWORD, totp);

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Your account' })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Password', exact: true }),
    ).toBeVisible();
    const newPassword = 'a new staff password for 2027';
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('The same new password again').fill(newPassword);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText(
        'Your password is changed. Every other session of yours has ended; this one goes on.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expectNoAxeViolations(page);

    // This device goes on; the other is sent to sign in.
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await otherPage.goto('/staff');
    await expect(otherPage).toHaveURL(/\/staff\/sign-in\?ended=inactive$/);
    await other.close();

    // The audit page names the change in words.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action').selectOption('password.change');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('tbody tr td:nth-child(3)').first()).toHaveText(
      'Own password changed',
    );

    // The new password signs in; the old one no longer does (not tried here: a refused sign-in
    // is the integration test's, as the browser reports its 401 as a console error).
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signInWithTotp(page, email, newPassword, totp);
  });

  test('signing in with a password on the common-password list opens Your account alone until a new one is chosen', async ({
    page,
    browser,
  }) => {
    const email = `common.${Date.now()}@e2e.example`;
    const totp = await setUpAndEnrol(page, email, addStaff(email, 'sales'));
    const common = 'Password1234';
    await storeOlderPassword(email, common);

    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const otherPage = await other.newPage();
    await otherPage.goto('/staff/sign-in');
    await signInWithTotp(otherPage, email, common, totp, 'Your account');
    await expect(otherPage.getByRole('alert').filter({ hasText: 'data breaches' })).toHaveText(
      'Your password is on a list of passwords known from data breaches, so it could be guessed. Choose a new one under Password below: the rest of the console opens once you have.',
    );
    await expectNoAxeViolations(otherPage);
    // The inbox sends the person back; the browser signed in before is held back as well.
    await otherPage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Inbox' })
      .click();
    await expect(otherPage).toHaveURL(/\/staff\/account$/);
    await page.goto('/staff/rates');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    const newPassword = 'four unrelated words for the yard';
    await otherPage.getByLabel('Current password').fill(common);
    await otherPage.getByLabel('New password', { exact: true }).fill(newPassword);
    await otherPage.getByLabel('The same new password again').fill(newPassword);
    await otherPage.getByRole('button', { name: 'Change password' }).click();
    await expect(otherPage.getByText(/^Your password is changed\./)).toBeVisible();
    await expect(
      otherPage.getByText(/is on a list of passwords known from data breaches/),
    ).toHaveCount(0);
    await otherPage.goto('/staff');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await other.close();
  });
});
