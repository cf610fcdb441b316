import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { addStaff, PASSWORD, setUpAndEnrol, signInWithTotp } from './support/staff';

// A staff member sees where they are signed in and signs another browser out from their account
// page (ASVS 3.3.4, decision 188).
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:146.0) Gecko/20100101 Firefox/146.0';

test('a staff member sees where they are signed in and signs another browser out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `own.sessions.${Date.now()}@e2e.example`;
  const totp = await setUpAndEnrol(page, email, addStaff(email, 'accounts'));

  // The same person signed in on a laptop.
  const laptop = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    userAgent: FIREFOX_ON_WINDOWS,
  });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/staff/sign-in');
  await signInWithTotp(laptopPage, email, PASSWORD, totp);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Your account' })
    .click();
  const sessions = page.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByRole('rowheader')).toHaveText([
    'Firefox 146 on Windows 10',
    /^Chrome \d+ on .+ \(this browser\)$/,
  ]);
  await expect(sessions.getByRole('row').nth(2)).toContainText('Sign out at the foot of the page');
  await expectNoAxeViolations(page);

  await sessions
    .getByRole('button', { name: /^Sign out Firefox 146 on Windows 10, signed in / })
    .click();
  await expect(sessions.getByRole('rowheader')).toHaveText([/\(this browser\)$/]);

  // The laptop is signed out at its next step; this browser goes on.
  await laptopPage.goto('/staff');
  await expect(laptopPage).toHaveURL(/\/staff\/sign-in\?ended=inactive$/);
  await laptop.close();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});
