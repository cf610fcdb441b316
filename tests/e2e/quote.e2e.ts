import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { groupQuoteNumber } from '../../src/domain/quote-number';
import {
  expect,
  expectNoAxeViolations,
  sentQuoteNumber,
  test,
  uniqueTag,
  waitForMail,
  wakeFramework,
} from './support/fixtures';

type Pkg = {
  type?: string;
  quantity: string;
  length: string;
  width: string;
  height: string;
  weight: string;
};

function pkg(page: Page, index: number) {
  return page.getByRole('group', { name: `Package ${index + 1}` });
}

async function fillPackage(page: Page, index: number, p: Pkg) {
  const group = pkg(page, index);
  if (p.type) await group.getByLabel('Packaging type').selectOption(p.type);
  await group.getByLabel('Quantity').fill(p.quantity);
  await group.getByLabel('Length (cm)').fill(p.length);
  await group.getByLabel('Width (cm)').fill(p.width);
  await group.getByLabel('Height (cm)').fill(p.height);
  await group.getByLabel('Weight per item (kg)').fill(p.weight);
}

async function pickSuburb(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

/** Clear the browser's own report of a request a test made fail on purpose. */
function forgive(consoleErrors: string[], ...patterns: string[]) {
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter(
      (e) => !patterns.some((p) => e.includes(p)) && !e.includes('Failed to load resource'),
    ),
  );
}

async function fillValidBooking(page: Page) {
  await pickSuburb(page, 'Pickup location', 'laverton n', 'LAVERTON NORTH VIC 3026');
  await pickSuburb(page, 'Delivery location', 'rocklea', 'ROCKLEA QLD 4106');
  await fillPackage(page, 0, {
    quantity: '2',
    length: '120',
    width: '100',
    height: '100',
    weight: '50',
  });
}

test.describe('quote calculator', () => {
  // Whole journeys (price, e-mail, look up; every message of three forms): on a busy machine they
  // take over the default minute.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor prices two packages, e-mails a rate, and brings the quote back by its number', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/get-a-quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Get A Quote' })).toBeVisible();
    const getQuote = page.getByRole('button', { name: 'Get Quote' });
    await expect(getQuote).toBeDisabled();
    // Today's date is the visitor's clock's: in the page at once (decision 167), kept by React.
    await wakeFramework(page);
    await expect(page.getByLabel('Pickup date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(pkg(page, 0).getByLabel('Packaging type')).toHaveValue('10');
    await expect(pkg(page, 0).getByLabel('Quantity')).toHaveValue('1');
    await expect(page.getByRole('button', { name: /Remove Package/ })).toHaveCount(0);

    // Type-ahead by keyboard: arrow down to the suggestion, Enter to take it.
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    await pickup.fill('laverton n');
    await expect(page.getByRole('option', { name: 'LAVERTON NORTH VIC 3026' })).toBeVisible();
    await pickup.press('ArrowDown');
    await expect(pickup).toHaveAttribute('aria-activedescendant', 'quote-pickup-option-0');
    await pickup.press('Enter');
    await expect(pickup).toHaveValue('LAVERTON NORTH VIC 3026');
    await expect(pickup).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the list and keeps what was typed.
    const delivery = page.getByRole('combobox', { name: 'Delivery location' });
    await delivery.fill('rock');
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await delivery.press('Escape');
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await expect(delivery).toHaveValue('rock');
    // By pointer, searching by postcode.
    await pickSuburb(page, 'Delivery location', '4106', 'ROCKLEA QLD 4106');

    await page.getByRole('checkbox', { name: /^Tailgate truck/ }).check();
    await fillPackage(page, 0, {
      quantity: '2',
      length: '120',
      width: '100',
      height: '100',
      weight: '50',
    });
    await expect(pkg(page, 0).getByLabel('Gross weight (kg)')).toHaveValue('100');
    await expect(page.getByTestId('package-0-pallets')).toContainText('Chargeable pallets: 1');
    await expect(page.getByTestId('package-0-pallets')).toContainText('by cubic weight');

    await page.getByRole('button', { name: 'Add Package' }).click();
    await expect(page.getByRole('button', { name: /Remove Package/ })).toHaveCount(2);
    await fillPackage(page, 1, {
      type: '15',
      quantity: '3',
      length: '60',
      width: '60',
      height: '90',
      weight: '900',
    });
    await expect(pkg(page, 1).getByLabel('Gross weight (kg)')).toHaveValue('2,700');
    await expect(page.getByTestId('package-1-pallets')).toContainText('Chargeable pallets: 2');
    await expect(page.getByTestId('quote-totals')).toContainText('Total gross weight: 2,800 kg');
    await expect(page.getByTestId('quote-totals')).toContainText('Total chargeable pallets: 3');

    await expect(getQuote).toBeEnabled();
    await getQuote.click();
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();
    await expect(getQuote).toHaveCount(0);
    const economy = page.getByTestId('rate-economy');
    const express = page.getByTestId('rate-express');
    await expect(economy).toContainText('2-3 days working service');
    await expect(express).toContainText('Next Working Day or 2-Up Service');
    await expect(economy.getByTestId('rate-price')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(express).toContainText('Tailgate truck');
    await expect(express).toContainText('GST (10%)');
    await expect(page.getByTestId('quote-expiry')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await expectNoAxeViolations(page);

    // Any edit hides the rates again; Get Quote brings them back.
    await pkg(page, 1).getByLabel('Quantity').fill('4');
    await expect(page.getByRole('heading', { name: 'Your rates' })).toHaveCount(0);
    await pkg(page, 1).getByLabel('Quantity').fill('3');
    await getQuote.click();
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();

    // E-mail without a rate: the tiny detail.
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    const email = `quote.${uniqueTag()}@example.com`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(
      page.getByText('It seems we forgot a tiny detail – you need to pick a rate first!'),
    ).toBeVisible();

    // Pick Express by keyboard-operable radio; its card is highlighted.
    await page.getByRole('radio', { name: /Express/ }).check();
    await expect(express).toHaveClass(/border-brand-800/);
    const expressPrice = (await express.getByTestId('rate-price').textContent())!;
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-success')).toContainText(
      "Quotation Sent! We've sent the details to your mail",
    );
    const shown = await sentQuoteNumber(page);

    const mail = await waitForMail((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
    const quoteNumber = /Q[0-9A-HJKMNP-TV-Z]{8}/.exec(mail.subject ?? '')?.[0];
    expect(quoteNumber).toBe(shown);
    expect(mail.text).toContain(expressPrice);
    expect(mail.text).toContain('LAVERTON NORTH VIC 3026');
    const link = /href="([^"]*get-a-quote\?quote=[^"]+)"/.exec(mail.html || '')?.[1];
    expect(link).toContain(`quote=${quoteNumber}`);

    // Back later: reload, 'I Got A Quote', look it up (typed loosely), form refilled, rates shown.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your rates' })).toHaveCount(0);
    await page.getByRole('button', { name: 'I Got A Quote' }).click();
    await expect(page.getByRole('button', { name: 'I Got A Quote' })).toHaveCount(0);
    await page
      .getByLabel('Quotation number')
      .fill(`${quoteNumber!.slice(0, 5).toLowerCase()}-${quoteNumber!.slice(5)}`);
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.locator('.alert-success')).toHaveText('Quotation retrieved successfully!');
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(
      'LAVERTON NORTH VIC 3026',
    );
    await expect(page.getByRole('combobox', { name: 'Delivery location' })).toHaveValue(
      'ROCKLEA QLD 4106',
    );
    await expect(page.getByRole('checkbox', { name: /^Tailgate truck/ })).toBeChecked();
    await expect(pkg(page, 1).getByLabel('Packaging type')).toHaveValue('15');
    await expect(pkg(page, 1).getByLabel('Quantity')).toHaveValue('3');
    await expect(pkg(page, 1).getByLabel('Gross weight (kg)')).toHaveValue('2,700');
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();
    await expect(page.getByTestId('rate-express').getByTestId('rate-price')).toHaveText(
      expressPrice,
    );
    await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expectNoAxeViolations(page);

    // Mailing the looked-up quote again: only to the address it was saved with. Any other gets the
    // answer an unknown number gets.
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    const emailBox = page.getByRole('textbox', { name: 'Email', exact: true });
    await emailBox.fill(`someone.else.${uniqueTag()}@example.com`);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-danger')).toContainText(
      'Please try again! We cannot send your quotation',
    );
    forgive(consoleErrors, '404');
    const mixedCase = email.replace(/^quote/, 'Quote');
    await emailBox.fill(mixedCase);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const sentNote = page
      .getByRole('form', { name: 'Email me this quote' })
      .locator('.alert-success');
    await expect(sentNote).toContainText("Quotation Sent! We've sent the details to your mail");
    expect(await sentQuoteNumber(page)).toBe(quoteNumber);
    await waitForMail((m) => (m.to && 'text' in m.to ? m.to.text : '') === mixedCase);

    // The link in the mail opens the quote too.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(
      'LAVERTON NORTH VIC 3026',
    );
  });

  test('shows every validation message of the booking, e-mail and look-up forms', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/get-a-quote');
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    const delivery = page.getByRole('combobox', { name: 'Delivery location' });
    await pickup.focus();
    await pickup.blur();
    await expect(page.getByText('Pickup location is required')).toBeVisible();
    await pickup.fill('Atlantis');
    await pickup.blur();
    await expect(page.getByText('Invalid pickup location')).toBeVisible();
    await delivery.focus();
    await delivery.blur();
    await expect(page.getByText('Delivery location is required')).toBeVisible();
    await delivery.fill('LAVERTON NORTH VIC 9999');
    await delivery.blur();
    await expect(page.getByText('Invalid delivery location')).toBeVisible();

    const date = page.getByLabel('Pickup date');
    await date.fill('');
    await date.blur();
    await expect(page.getByText('Pickup date is required')).toBeVisible();
    await date.fill('2020-01-01');
    await date.blur();
    await expect(page.getByText('Pickup date cannot be in the past')).toBeVisible();

    const group = pkg(page, 0);
    const quantity = group.getByLabel('Quantity');
    await quantity.fill('');
    await quantity.blur();
    await expect(group.getByText('Quantity is required')).toBeVisible();
    await quantity.fill('1.5');
    await expect(group.getByText('Quantity must be a valid number')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-describedby', 'package-0-quantity-error');
    for (const [label, field] of [
      ['Length (cm)', 'Length'],
      ['Width (cm)', 'Width'],
      ['Height (cm)', 'Height'],
      ['Weight per item (kg)', 'Weight'],
    ] as const) {
      const input = group.getByLabel(label);
      await input.focus();
      await input.blur();
      await expect(group.getByText(`${field} is required`)).toBeVisible();
      await input.fill('12kg');
      await expect(group.getByText(`${field} must be a valid number`)).toBeVisible();
      await input.fill('-3');
      await expect(group.getByText(`${field} must be more than 0`)).toBeVisible();
      await input.fill('1.2e1');
      await expect(group.getByText(new RegExp(`^${field} must`))).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Get Quote' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Look-up: required, then the server's answer for a number it does not know.
    await page.getByRole('button', { name: 'I Got A Quote' }).click();
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.getByText('Quotation number is required')).toBeVisible();
    await page.getByLabel('Quotation number').fill('Q00000000');
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Invalid quote number. Please try again',
    );
    forgive(consoleErrors, '404');

    // E-mail form messages.
    await page.reload();
    await fillValidBooking(page);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.focus();
    await email.blur();
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('someone@Example');
    await email.blur();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says so when the booking data, the save, the mail or the look-up fails', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/tms/getAddPublicBookingData', (route) => route.abort('connectionrefused'));
    await page.goto('/get-a-quote');
    // The booking data is asked for once React runs, on the visitor's first move (decision 105).
    await wakeFramework(page);
    await expect(page.getByText('An error occurred while fetching data')).toBeVisible();
    await page.unroute('**/tms/getAddPublicBookingData');

    await page.reload();
    await fillValidBooking(page);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await page.getByRole('radio', { name: /Economy/ }).check();
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('failure@example.com');

    await page.route('**/tms/saveQuote', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Please try again! Encountered problem saving quotation.',
    );
    await page.unroute('**/tms/saveQuote');

    // The save worked and queued its mail: a lost confirmation is no reason to say it failed.
    await page.route('**/tms/sendOfficialSite_QuoteMail', (route) =>
      route.abort('connectionrefused'),
    );
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-success')).toContainText(
      "Quotation Sent! We've sent the details to your mail",
    );
    await expect(page.getByText('We cannot send your quotation')).toHaveCount(0);

    await page.route('**/tms/check-quote', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'I Got A Quote' }).click();
    await page.getByLabel('Quotation number').fill('Q12345678');
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.locator('.alert-danger').first()).toHaveText(
      'Please try again! We cannot retrieve the quotation',
    );
    forgive(consoleErrors, 'ERR_CONNECTION_REFUSED', '500');
  });
});

const mailDir = path.resolve('test-results', `e2e-${process.env.E2E_NAME ?? 'main'}-mail`);
const mailTo = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');

/** Every mail received so far that matches. */
async function mailsMatching(predicate: (m: ParsedMail) => boolean): Promise<ParsedMail[]> {
  const mails = await Promise.all(
    fs.readdirSync(mailDir).map((f) => simpleParser(fs.readFileSync(path.join(mailDir, f)))),
  );
  return mails.filter(predicate);
}

/**
 * Mail is delivered in the order it was queued: once a mail queued later has arrived, everything
 * before it has too, so counts taken afterwards are final.
 */
async function settleMail(page: Page): Promise<void> {
  const marker = `${uniqueTag('marker')}@example.com`;
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post('/tms/sendOfficialSite_GetQuoteMail', {
    headers: { 'x-xsrf-token': token },
    data: { pickup: 'LAVERTON NORTH VIC 3026', delivery: 'ROCKLEA QLD 4106', email: marker },
  });
  expect(answer.ok()).toBe(true);
  await waitForMail((m) => mailTo(m) === marker);
}

const tomorrowUtc = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);

test.describe('quote journey', () => {
  test('e-mails once however often Send is pressed, even when an answer is lost on the way', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/get-a-quote');
    await fillValidBooking(page);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await page.getByRole('radio', { name: /Economy/ }).check();
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    const email = `${uniqueTag('once')}@example.com`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);

    const keys: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/tms/saveQuote')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    // The server saves the quote, but its answer never reaches the page (the network drops).
    let dropped = false;
    await page.route('**/tms/saveQuote', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Please try again! Encountered problem saving quotation.',
    );
    // Trying again sends the same key: the server answers with the quote it already saved.
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-success')).toContainText(
      "Quotation Sent! We've sent the details to your mail",
    );
    const quoteNumber = await sentQuoteNumber(page);
    // Sent: the button says so and does not invite a second mail.
    await expect(page.getByRole('button', { name: 'Sent ✓' })).toBeDisabled();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);

    await settleMail(page);
    const mails = await mailsMatching((m) => (m.subject ?? '').includes(quoteNumber));
    expect(mails.map(mailTo).sort()).toEqual(['office@e2e.example', email].sort());
    expect(await mailsMatching((m) => mailTo(m) === email)).toHaveLength(1);

    // Another address is another attempt: a new key and a new quote.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`second.${email}`);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.getByTestId('sent-quote-number')).not.toHaveText(
      groupQuoteNumber(quoteNumber),
    );
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter(
        (e) => !e.includes('ERR_CONNECTION_RESET') && !e.includes('Failed to load resource'),
      ),
    );
  });

  test('a quote looked up after its pickup date shows as saved and is e-mailed again under its number', async ({
    page,
    consoleErrors,
  }) => {
    // Saved today for a pickup tomorrow.
    await page.goto('/get-a-quote');
    await fillValidBooking(page);
    await page.getByLabel('Pickup date').fill(tomorrowUtc());
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await page.getByRole('radio', { name: /Express/ }).check();
    const price = (await page.getByTestId('rate-express').getByTestId('rate-price').textContent())!;
    const levy = (await page.getByTestId('quote-levy').textContent())!;
    const expiry = (await page.getByTestId('quote-expiry').textContent())!;
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    const savedFor = `${uniqueTag('saved')}@example.com`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(savedFor);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const quoteNumber = await sentQuoteNumber(page);

    // Three days on, in the visitor's browser: the pickup date has passed, the quote holds.
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    await page.goto(`/get-a-quote?quote=${quoteNumber}`);
    await expect(page.getByTestId('saved-quote')).toContainText(quoteNumber);
    await expect(page.getByTestId('rate-express').getByTestId('rate-price')).toHaveText(price);
    await expect(page.getByTestId('quote-levy')).toHaveText(levy);
    await expect(page.getByTestId('quote-expiry')).toHaveText(expiry);
    await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(page.getByText('Pickup date cannot be in the past')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    await expect(
      page.getByText(`We will e-mail quotation ${quoteNumber} again`, { exact: false }),
    ).toContainText('to the address it was saved for');
    // Another address is answered as an unknown number is (the page says it cannot send), and
    // nothing is sent to it.
    const emailForm = page.getByRole('form', { name: 'Email me this quote' });
    const emailBox = page.getByRole('textbox', { name: 'Email', exact: true });
    const stranger = `${uniqueTag('stranger')}@example.com`;
    await emailBox.fill(stranger);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(emailForm.locator('.alert-danger')).toContainText(
      'Please try again! We cannot send your quotation',
    );
    forgive(consoleErrors, '404');
    const again = savedFor;
    await emailBox.fill(again);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(emailForm.locator('.alert-success')).toContainText(
      "Quotation Sent! We've sent the details to your mail",
    );
    expect(await sentQuoteNumber(page)).toBe(quoteNumber);
    await expect(emailForm.locator('.alert-danger')).toHaveCount(0);
    // The mail of the save, and now a second one to the same address.
    const toAgain = new Set<string>();
    const mail = await waitForMail((m) => {
      if (mailTo(m) === again) toAgain.add(m.messageId ?? '');
      return mailTo(m) === again && toAgain.size === 2;
    });
    await expect(waitForMail((m) => mailTo(m) === stranger, 1_000)).rejects.toThrow(
      'No matching mail',
    );
    expect(mail.subject).toContain(quoteNumber);
    expect(mail.text).toContain(price);

    // Any edit starts a new quote, judged afresh: its pickup date is now in the past.
    await pkg(page, 0).getByLabel('Quantity').fill('3');
    await expect(page.getByTestId('saved-quote')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your rates' })).toHaveCount(0);
    await expect(page.getByText('Pickup date cannot be in the past')).toBeVisible();
  });

  test('names the fuel levy month and marks a sample figure in the breakdown', async ({ page }) => {
    // A new database starts with the sample history, so the levy charged is a sample month.
    await page.goto('/get-a-quote');
    await fillValidBooking(page);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    const levy = page.getByTestId('quote-levy');
    await expect(levy).toHaveText(
      /^Fuel levy: (local|linehaul) rate of [A-Z][a-z]+ \d{4}, applying from \d{2} [A-Z][a-z]{2} \d{4}\.$/,
    );
    const month = /rate of ([A-Z][a-z]+ \d{4})/.exec((await levy.textContent())!)![1]!;
    await expect(page.getByTestId('rate-economy')).toContainText(
      new RegExp(`Fuel levy \\((local|linehaul), ${month}, sample figure\\): \\d+\\.\\d{2}%`),
    );
    await expect(page.getByTestId('sample-levy-note')).toHaveText(
      `The ${month} fuel levy is a sample figure — to be replaced by the company's published levy.`,
    );
    await expectNoAxeViolations(page);
  });

  test('asks the visitor to wait a moment when pricing is rate-limited', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/get-a-quote');
    await fillValidBooking(page);
    await page.route('**/tms/getQuoteRates', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        json: {
          error: 'Too many requests. Please wait a moment and try again.',
          message: 'Too many requests. Please wait a moment and try again.',
          retryAfter: 30,
        },
      }),
    );
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Too many requests. Please wait a moment and try again.',
    );
    await expect(page.getByText('cannot price this consignment')).toHaveCount(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('429') && !e.includes('Failed to load resource')),
    );
  });
});
