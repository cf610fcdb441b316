import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { TEXT_SPACING, expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  addStaff,
  ageSignIns,
  freshCode,
  PASSWORD,
  setUpAndEnrol,
  signInWithTotp,
} from './support/staff';

/** A visitor's message, sent the way the contact form sends it. */
async function sendContactMessage(page: Page, message: Record<string, string>): Promise<void> {
  await page.goto('/contact');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const sent = await page.request.post('/tms/save-contact', {
    headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
    data: message,
  });
  expect(sent.status()).toBe(200);
}

test.describe('staff console', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin sets up, signs in again with a TOTP code, and every page passes axe', async ({
    page,
  }) => {
    const email = `admin.${Date.now()}@e2e.example`;
    const totp = await setUpAndEnrol(page, email, addStaff(email, 'admin'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Signed in', exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Narrowed by person and action on the server; a date range with nothing in it shows none.
    await page.getByLabel('Person').selectOption(email);
    await page.getByLabel('Action').selectOption('sign-in');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/[?&]what=sign-in/);
    // The address names the person by a digest, never by their e-mail address (decision 164).
    expect(decodeURIComponent(page.url())).not.toContain(email);
    await expect(page.getByLabel('Person')).toHaveValue(/^[\w-]{12}$/);
    const what = page.locator('tbody tr td:nth-child(3)');
    await expect(what.first()).toHaveText('Signed in');
    expect(new Set(await what.allTextContents())).toEqual(new Set(['Signed in']));
    for (const who of await page.locator('tbody tr td:nth-child(2)').allTextContents()) {
      expect(who).toContain(email);
    }
    await page.getByLabel('From', { exact: true }).fill('2099-01-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('caption')).toHaveText('Audit log, newest first: 0 entries');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Staff console sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(totp));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    const robots = await page.request.get('/staff');
    expect(robots.headers()['x-robots-tag']).toBe('noindex, nofollow');

    // A session that ended while the browser still holds its cookie (here: ended by signing out,
    // then the old cookie put back): the console sends it to sign-in with the inactivity notice.
    const held = await page.context().cookies();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Staff console sign-in' })).toBeVisible();
    await page.context().addCookies(held);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in\?ended=inactive$/);
    await expect(
      page.getByText('You were signed out after inactivity. Sign in again to continue.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a sales user moves a contact message from New to Done with a note', async ({
    page,
    browser,
  }) => {
    await sendContactMessage(page, {
      first_name: 'Wendell',
      last_name: 'Okafor',
      email: 'wendell.okafor@example.com',
      subject: 'Weekly pallets to Adelaide',
      phone: '0491 570 156',
      message: 'Four pallets each Tuesday from Laverton North.',
    });

    const email = `sales.${Date.now()}@e2e.example`;
    await setUpAndEnrol(page, email, addStaff(email, 'sales'));
    await page.getByLabel('Search').fill('okafor');
    await page.getByRole('button', { name: 'Show' }).click();
    const row = page.getByRole('row', { name: /Wendell Okafor/ });
    await expect(row.getByRole('cell', { name: 'New', exact: true })).toBeVisible();
    // The search words reach the server in a cookie; the address only says it is a search, so a
    // customer's name never lands in the history or a proxy's log (decision 164).
    await expect(page).toHaveURL(/[?&]search=1(&|$)/);
    expect(decodeURIComponent(page.url()).toLowerCase()).not.toContain('okafor');
    await expect(page.getByLabel('Search')).toHaveValue('okafor');
    await row.getByRole('link', { name: /Contact message/ }).click();
    await expect(page.getByText('Four pallets each Tuesday from Laverton North.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Status').selectOption('done');
    await page.getByRole('button', { name: 'Save status and assignee' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.getByLabel('Add a note').fill('Rang Wendell; quote sent for Tuesdays.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Rang Wendell; quote sent for Tuesdays.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('done');
    await expect(page.getByText('E2E sales,')).toBeVisible();
    await page.goto('/staff?status=done');
    await expect(page.getByRole('row', { name: /Wendell Okafor/ })).toContainText('Done');
    // An address without `search=1` is no search, whatever the cookie still holds.
    await expect(page.getByLabel('Search')).toHaveValue('');

    // With scripts blocked the filter still submits natively, and the search words stay behind.
    const blocked = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await blocked.newPage();
      await plain.goto(`${new URL(page.url()).origin}/staff`);
      await plain.getByLabel('Search').fill('okafor');
      await plain.getByLabel('Status').selectOption('done');
      await plain.getByRole('button', { name: 'Show' }).click();
      await expect(plain).toHaveURL(/[?&]status=done/);
      expect(decodeURIComponent(plain.url()).toLowerCase()).not.toContain('okafor');
    } finally {
      await blocked.close();
    }
  });

  test('an admin hands over what is held about an address, then erases it, from the Privacy page', async ({
    page,
  }) => {
    const person = `privacy.${Date.now()}@example.com`;
    await sendContactMessage(page, {
      first_name: 'Priya',
      last_name: 'Raman',
      email: person,
      subject: 'Please delete my details',
      phone: '0491 570 157',
      message: 'I asked about a pallet once; please remove what you hold about me.',
    });

    const email = `privacy-admin.${Date.now()}@e2e.example`;
    await setUpAndEnrol(page, email, addStaff(email, 'admin'));
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Privacy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
    await page.getByLabel('E-mail address of the person asking').fill(person);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export what is held' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('personal-data.json');
    const handedOver = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as {
      contactMessages: { message: string }[];
    };
    expect(handedOver.contactMessages.map((m) => m.message)).toEqual([
      'I asked about a pallet once; please remove what you hold about me.',
    ]);
    await expect(page.getByText(`What the site holds about ${person}`)).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        `Erase everything held about ${person}? This cannot be undone.`,
      );
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText(/Removed: contact messages 1/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Export what is held' }).click();
    await expect(page.getByText(/Contact messages:\s+0/)).toBeVisible();
  });

  test('a privacy request needs a sign-in within 5 minutes: "Sign in again" comes back to the page', async ({
    page,
    consoleErrors,
  }) => {
    const email = `step-up-admin.${Date.now()}@e2e.example`;
    const totp = await setUpAndEnrol(page, email, addStaff(email, 'admin'));
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Privacy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
    ageSignIns(email, 6);
    const person = 'nobody.here@example.com';
    await page.getByLabel('E-mail address of the person asking').fill(person);
    await page.getByRole('button', { name: 'Export what is held' }).click();
    await expect(
      page.getByText(
        'This needs a recent sign-in, within the last 5 minutes. Sign in again, then try once more.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The refused call is the one error the browser logs; any other still fails the test.
    const rest = consoleErrors.filter((e) => !e.includes('status of 403'));
    expect(consoleErrors.length - rest.length).toBe(1);
    consoleErrors.splice(0, consoleErrors.length, ...rest);

    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fprivacy$/);
    await expect(page.getByRole('heading', { name: 'Staff console sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInWithTotp(page, email, PASSWORD, totp, 'Privacy requests');
    await expect(page).toHaveURL(/\/staff\/privacy$/);

    await page.getByLabel('E-mail address of the person asking').fill(person);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export what is held' }).click();
    expect((await download).suggestedFilename()).toBe('personal-data.json');
    await expect(page.getByText(`What the site holds about ${person}`)).toBeVisible();
  });

  test('an admin adds a fuel-levy month with the preview, the public page shows it, and every console page passes axe', async ({
    page,
    browser,
  }) => {
    const email = `levy.${Date.now()}@e2e.example`;
    await setUpAndEnrol(page, email, addStaff(email, 'admin'));
    await page.getByRole('link', { name: 'Fuel levy' }).click();
    // December of next year: the month applies long after any pickup date the other browser
    // tests price, so their quotes keep using the sample history they expect.
    const year = new Date().getFullYear() + 1;
    await page.getByLabel('Month', { exact: true }).fill(`${year}-12`);
    await page.getByLabel('Applies from').fill(`${year}-12-01`);
    // 209 ÷ 1.1 = 190.00; less 32.40 = 157.60; (157.60 − 100) ÷ 100 = 57.6%;
    // × 26% = 14.976 → 14.98% local, × 33% = 19.008 → 19.01% linehaul.
    await page.getByLabel('Diesel price (c/L, incl. GST)').fill('209');
    await page.getByLabel('Fuel tax credit (c/L)').fill('32.4');
    await expect(page.getByText(`December ${year}: local 14.98%, linehaul 19.01%.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save the month' }).click();
    await expect(page.getByText(`Saved the fuel levy for December ${year}.`)).toBeVisible();
    await page.goto('/promise-to-clients/fuel-levy');
    const newest = page
      .getByRole('table', { name: 'Fuel levy for the latest months, newest first' })
      .locator('tbody tr')
      .first();
    await expect(newest).toHaveText(new RegExp(`^December ${year}\\s*14\\.98%\\s*19\\.01%$`));

    await page.goto('/staff');
    for (const [link, heading] of [
      ['Outbox', 'Outbox'],
      ['Exports', 'Exports'],
      ['Accounts', 'Staff accounts'],
    ]) {
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByLabel('Name').fill('E2E Newcomer');
    const newcomer = `new.${Date.now()}@e2e.example`;
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(newcomer);
    await page.getByLabel('Role').selectOption('sales');
    await page.getByRole('button', { name: 'Add account' }).click();
    // The link goes to the newcomer by mail alone; the page names the address (decision 117).
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
      `A set-up link was sent to ${newcomer}`,
    );
    await expect(page.getByText('/staff/set-up?token=')).toHaveCount(0);
    await expect(page.getByRole('row', { name: /E2E Newcomer/ })).toContainText(
      'Waiting for set-up',
    );
    await expectNoAxeViolations(page);

    // Reset and Disable ask first, naming the person, with Cancel focused; Cancel changes nothing.
    const row = page.getByRole('row', { name: /E2E Newcomer/ });
    const resetButton = row.getByRole('button', { name: 'Reset E2E Newcomer' });
    await resetButton.click();
    await expect(row.getByRole('group')).toContainText(
      'Reset E2E Newcomer? Their password, authenticator and passkeys are removed, they are signed out everywhere, and a new set-up link is mailed to them.',
    );
    await expect(row.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(row.getByRole('group')).toHaveCount(0);
    await expect(resetButton).toBeFocused();
    await expect(row).toContainText('Waiting for set-up');
    await row.getByRole('button', { name: 'Disable E2E Newcomer' }).click();
    await expect(row.getByRole('group')).toContainText(
      'Disable E2E Newcomer? They are signed out everywhere and cannot sign in until an administrator resets them.',
    );
    await page.keyboard.press('Escape');
    await expect(row.getByRole('group')).toHaveCount(0);
    await expect(row).toContainText('Waiting for set-up');
    await row.getByRole('button', { name: 'Disable E2E Newcomer' }).click();
    await row.getByRole('group').getByRole('button', { name: 'Disable E2E Newcomer' }).click();
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button', { name: 'Disable E2E Newcomer' })).toHaveCount(0);

    // A signed-in sales user on an admin page: the 403 page, not a redirect.
    const sales = await (await browser.newContext()).newPage();
    const salesEmail = `sales403.${Date.now()}@e2e.example`;
    await setUpAndEnrol(sales, salesEmail, addStaff(salesEmail, 'sales'));
    const refused = await sales.goto('/staff/accounts');
    expect(refused?.status()).toBe(403);
    await expect(sales).toHaveURL(/\/staff\/accounts$/);
    await expect(
      sales.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expectNoAxeViolations(sales);
  });

  test('every console screen fits a 320 px phone and a 1,280 px screen without scrolling sideways, with text spaced out too', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // WCAG 1.4.10 (reflow) and 1.4.12 (text spacing), as for the public pages (all-routes.e2e.ts).
    // A wide table may scroll inside its own region; the page itself never does. The screens are
    // read from the console's own menu, so a screen added to it is checked too.
    await sendContactMessage(page, {
      email: 'marguerite.delacroix-whitfield@example.com',
      message: 'Reflow check.',
    });
    const email = `reflow.${Date.now()}@e2e.example`;
    await setUpAndEnrol(page, email, addStaff(email, 'admin'));
    const menu = page.getByRole('navigation', { name: 'Console' }).getByRole('link');
    const screens = await menu.evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(screens).toEqual(expect.arrayContaining(['/staff', '/staff/rates', '/staff/accounts']));
    await page.getByLabel('Search').fill('delacroix');
    await page.getByRole('button', { name: 'Show' }).click();
    const item = await page
      .getByRole('link', { name: /^Contact message \d+$/ })
      .first()
      .getAttribute('href');
    expect(item).toMatch(/^\/staff\/items\/contact\/\d+$/);
    // The tab names the item, so items open side by side can be told apart.
    await page.goto(item!);
    await expect(page).toHaveTitle(`Contact message ${item!.split('/').pop()} | Staff console`);
    // An item the console does not hold (an old notice's link): a 404 in the console's own frame,
    // with its menu and a way back, not the public site's page.
    const missing = '/staff/items/contact/999999999';
    expect((await page.goto(missing))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This item is not in the console' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the inbox' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The browser reports the page's own 404 as an error; nothing else may be one.
    const rest = consoleErrors.filter((e) => !e.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...rest);

    // The style is put in the page as a reader's extension would, past the console's policy.
    const context = await browser.newContext({
      bypassCSP: true,
      storageState: await page.context().storageState(),
    });
    const reader = await context.newPage();
    try {
      for (const width of [320, 1280]) {
        await reader.setViewportSize({ width, height: 800 });
        for (const path of [...screens, item!, missing]) {
          await reader.goto(path);
          await expect(reader.getByRole('navigation', { name: 'Console' })).toBeVisible();
          for (const spaced of [false, true]) {
            if (spaced) await reader.addStyleTag({ content: TEXT_SPACING });
            const { scrollWidth, clientWidth } = await reader.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              clientWidth: document.documentElement.clientWidth,
            }));
            const what = `${path} at ${width} px${spaced ? ' with text spaced out' : ''}`;
            expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
          }
        }
      }
    } finally {
      await context.close();
    }
  });
});
