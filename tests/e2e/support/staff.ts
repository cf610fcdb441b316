// Staff accounts for the browser tests: added with the operator command against a running site's
// data folder, then set up and enrolled through the console's own pages.
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { hashPassword } from 'better-auth/crypto';
import * as OTPAuth from 'otpauth';
import { freshTotpCode } from '../../support/fresh-totp';
import { expect, expectNoAxeViolations } from './fixtures';

import { mainDataDir } from './staff-link';

export { addStaff, mainDataDir } from './staff-link';

export const PASSWORD = 'a long staff password 2026';

/** A code of a step this authenticator has not signed in with yet (each is accepted once). */
export function freshCode(totp: OTPAuth.TOTP): Promise<string> {
  return freshTotpCode(totp, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Set the password with the link, sign in, enrol the authenticator; returns its TOTP. */
export async function setUpAndEnrol(
  page: Page,
  email: string,
  link: string,
): Promise<OTPAuth.TOTP> {
  await page.goto(link);
  await expectNoAxeViolations(page);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('The same password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Add an authenticator' })).toBeVisible();
  await page.getByLabel('Your password, once more').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add an authenticator' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  // Shown in groups of four to type, one word to copy.
  await expect(page.getByTestId('totp-secret').locator('span').first()).toHaveText(
    secret.slice(0, 4),
  );
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('Code from the app').fill(await freshCode(totp));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  return totp;
}

/**
 * Sign in on the page that shows the sign-in form: password, then the authenticator's code; the
 * console then shows the page whose heading is `landsOn`.
 */
export async function signInWithTotp(
  page: Page,
  email: string,
  password: string,
  totp: OTPAuth.TOTP,
  landsOn = 'Inbox',
): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator app').fill(await freshCode(totp));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: landsOn })).toBeVisible();
}

/** Run `work` on the database of the site the browser tests start (SQLite), then close it. */
function onSiteDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(mainDataDir, 'site.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * Move the sign-in of each of `email`'s sessions `minutes` back: as if that person had signed in
 * so long ago. The server's clock is its own, so a browser test cannot wait out the 5 minutes of a
 * step-up.
 */
export function ageSignIns(email: string, minutes: number): void {
  onSiteDatabase((db) => {
    const sessions = db
      .prepare(
        'SELECT s.id, s.createdAt FROM staff_sessions s JOIN staff_users u ON u.id = s.userId WHERE u.email = ?',
      )
      .all(email) as { id: string; createdAt: string }[];
    if (sessions.length === 0) throw new Error(`no session of ${email}`);
    const move = db.prepare('UPDATE staff_sessions SET createdAt = ? WHERE id = ?');
    for (const { id, createdAt } of sessions)
      move.run(new Date(Date.parse(createdAt) - minutes * 60_000).toISOString(), id);
  });
}

/**
 * Store `password` as `email`'s, hashed as passwords were before they were keyed (decision 183):
 * an account from before the console checked passwords against the common-password list.
 */
export async function storeOlderPassword(email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const changed = onSiteDatabase(
    (db) =>
      db
        .prepare(
          "UPDATE staff_accounts SET password = ? WHERE providerId = 'credential' AND userId = (SELECT id FROM staff_users WHERE email = ?)",
        )
        .run(hash, email).changes,
  );
  if (changed !== 1) throw new Error(`no password of ${email}`);
}
