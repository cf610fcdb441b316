import fs from 'node:fs';
import path from 'node:path';
import { freePort, startSite } from '../../scripts/site-server.ts';
import { expect, expectNoAxeViolations, test as base } from './support/fixtures';
import { addStaff, setUpAndEnrol } from './support/staff';

// Browsers offer passkeys only to https or http://localhost, never to an IP address such as the
// one the other browser tests use; this file runs the same build a second time as localhost.
const name = `${process.env.E2E_NAME ?? 'main'}-passkey`;
const dataDir = path.resolve('test-results', `e2e-${name}-data`);

const test = base.extend<object, { localhostSite: string }>({
  localhostSite: [
    async ({}, provide) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const port = await freePort();
      const siteUrl = `http://localhost:${port}`;
      const log = fs.openSync(path.resolve('test-results', `e2e-${name}-server.log`), 'w');
      const site = await startSite({
        distDir: `.next-e2e-${process.env.E2E_NAME ?? 'main'}`,
        build: false,
        port,
        env: { DATA_DIR: dataDir, SMTP_URL: '', SITE_URL: siteUrl },
        stdio: ['ignore', log, log],
      });
      await provide(siteUrl);
      await site.stop();
      fs.closeSync(log);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ localhostSite }, provide) => provide(localhostSite),
});

test('a staff member adds a passkey, then signs in with it alone', async ({
  page,
  localhostSite,
}) => {
  test.setTimeout(180_000);
  // A phone's authenticator, in the browser: it keeps passkeys and checks the person.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = `passkey.${Date.now()}@e2e.example`;
  const link = addStaff(email, 'admin', { dataDir, siteUrl: localhostSite });
  await setUpAndEnrol(page, email, link);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Name of the passkey').fill('Work phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Added the passkey Work phone.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Work phone/ })).toContainText('Remove Work phone');
  await expectNoAxeViolations(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe('localhost');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff console sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // No password and no authenticator code: the passkey stands for both.
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await expect(page.getByText(`Signed in as E2E admin (${email})`)).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /Passkey added/ })).toContainText('Work phone');
  const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
  await expect(
    page
      .getByRole('row')
      .filter({ has: cell('Signed in') })
      .filter({ has: cell('passkey') }),
  ).toHaveCount(1);

  // Removing it leaves the password and code as the way in.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await page.getByRole('button', { name: 'Remove Work phone' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});
