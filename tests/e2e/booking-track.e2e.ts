import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { formatDisplayDate } from '../../src/domain/format';
import { formatPickupDay } from '../../src/domain/pickup-date';
import { readPdf } from '../support/pdf-text';
import {
  expect,
  expectNoAxeViolations,
  placeholderRoom,
  test,
  uniqueTag,
  waitForMail,
} from './support/fixtures';
import { addStaff, mainDataDir, setUpAndEnrol } from './support/staff';

// A booking made through the API, then followed on /track on a phone, moved along by the operator
// command and in the staff console, and its quote opened as a PDF.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const inTwoDays = () => new Date(Date.now() + 48 * 3600 * 1000).toISOString().slice(0, 10);

async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no anti-forgery cookie');
  return { 'X-XSRF-TOKEN': token };
}

/** Save a quote and book it through the API, as the quote page would; answers both numbers. */
async function bookThroughApi(page: Page, email: string) {
  const headers = await xsrfHeader(page);
  const saved = await page.request.post('/tms/saveQuote', {
    headers,
    data: {
      is_dg: false,
      is_hand_unload: false,
      is_trailer_split: false,
      has_tailgate: true,
      pickup: 'LAVERTON NORTH VIC 3026',
      delivery: 'ROCKLEA QLD 4106',
      date: inTwoDays(),
      expiryDate: '',
      packagings: [{ type: '10', quantity: 2, length: 120, width: 100, height: 100, weight: 50 }],
      label: 'Economy',
      description: '2-3 days working service',
      price: null,
      exGST: true,
      email,
    },
  });
  expect(saved.status()).toBe(200);
  const quoteNumber = ((await saved.json()) as { qn_random: string }).qn_random;
  // The quote's date when it is a pickup day, else the next one, as the booking form offers it.
  const days = await page.request.post('/tms/pickup-dates', {
    headers,
    data: { quote_number: quoteNumber },
  });
  expect(days.status()).toBe(200);
  const { dates } = (await days.json()) as { dates: string[] };
  const pickupDate = dates.find((d) => d >= inTwoDays())!;
  const booked = await page.request.post('/tms/bookings', {
    headers,
    data: {
      quote_number: quoteNumber,
      email,
      pickup_date: pickupDate,
      pickup: {
        business_name: 'Kookaburra Joinery',
        street: '7 Kororoit Way',
        contact_name: 'Sam Reid',
        phone: '03 9555 0123',
        ready_from: '09:00',
        closes_at: '15:30',
      },
      delivery: {
        business_name: 'Rocklea Fresh Markets',
        street: '385 Sherwood Road',
        contact_name: 'Jo Tan',
        phone: '0412 345 678',
      },
      goods_description: 'Cabinet doors on one pallet',
      accept_terms: true,
    },
  });
  expect(booked.status()).toBe(201);
  const reference = ((await booked.json()) as { booking_reference: string }).booking_reference;
  return { quoteNumber, reference, pickupDate, dates };
}

/** The operator command against the test site's own data folder. */
async function moveBooking(reference: string, status: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'src/server/ops/cli.ts',
      'booking',
      'status',
      reference,
      status,
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: mainDataDir,
        // The site's own operations address (tests/e2e/server.ts), as an operator's shell has it.
        MAIL_TO: 'office@e2e.example',
        SMTP_URL: '',
        DATABASE_URL: '',
      },
    },
  );
  return stdout;
}

test.describe('following a booking on /track (phone)', () => {
  test('a booking made through the API shows its timeline, and moves when staff update it', async ({
    page,
  }) => {
    // The operator command starts a Node process of its own.
    test.setTimeout(180_000);
    const email = `${uniqueTag('track')}@example.com`;
    await page.goto('/track');
    await expect(page.getByRole('heading', { level: 1, name: 'Track a Booking' })).toBeVisible();
    const { reference } = await bookThroughApi(page, email);

    // The reference is typed as people do: lower case, with a dash.
    const typed = `${reference.slice(0, 5)}-${reference.slice(5)}`.toLowerCase();
    await page.getByLabel('Booking reference').fill(typed);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Track booking' }).click();

    await expect(
      page.getByRole('heading', { name: `Booking ${reference}: Requested` }),
    ).toBeVisible();
    const timeline = page.getByRole('list', { name: `Timeline of booking ${reference}` });
    await expect(timeline.getByRole('listitem')).toHaveCount(5);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText('Requested');
    await expect(timeline.getByRole('listitem').nth(0).locator('time')).toHaveCount(1);
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('ConfirmedTo come');
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Requested');
    await expectNoAxeViolations(page);

    const customer = await waitForMail(
      (m) => m.subject === `Booking request ${reference} received – Banksia Freight Lines`,
    );
    expect(customer.attachments.map((a) => a.filename)).toEqual([`pickup-${reference}.ics`]);

    expect(await moveBooking(reference, 'confirmed')).toContain(
      `${reference}: Requested -> Confirmed`,
    );
    await page.getByRole('button', { name: 'Track booking' }).click();
    await expect(
      page.getByRole('heading', { name: `Booking ${reference}: Confirmed` }),
    ).toBeVisible();
    await expect(timeline.getByRole('listitem').nth(1).locator('time')).toHaveCount(1);
    await waitForMail(
      (m) => m.subject === `Booking ${reference}: Confirmed – Banksia Freight Lines`,
    );
  });

  test('a wrong e-mail gets the same answer as an unknown reference', async ({
    page,
    consoleErrors,
  }) => {
    const email = `${uniqueTag('nosy')}@example.com`;
    await page.goto('/track');
    const { reference } = await bookThroughApi(page, email);
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByRole('textbox', { name: 'Email' }).fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Track booking' }).click();
    const answer = page.getByRole('form', { name: 'Find your booking' }).getByRole('alert');
    await expect(answer).toHaveText(
      'We cannot find a booking with this reference for this e-mail address or delivery postcode. Please check both and try again.',
    );
    await page.getByLabel('Booking reference').fill('B00000000');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Track booking' }).click();
    await expect(answer).toHaveText(
      'We cannot find a booking with this reference for this e-mail address or delivery postcode. Please check both and try again.',
    );
    // Field messages before anything is sent.
    await page.getByLabel('Booking reference').fill('Q123');
    await page.getByLabel('Booking reference').blur();
    await expect(
      page.getByText('Invalid booking reference. Please check it and try again'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The browser logs each 404 answer it was meant to get; nothing else may be logged.
    const rest = consoleErrors.filter((e) => !e.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });

  test('the phone menu links to Track', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Track', exact: true }).click();
    await expect(page).toHaveURL(/\/track$/);
  });
});

/** A sales account made with the operator command, its password set and authenticator enrolled. */
async function signInAsSales(page: Page): Promise<void> {
  const email = `${uniqueTag('sales')}@e2e.example`;
  await setUpAndEnrol(page, email, addStaff(email, 'sales'));
}

test('a booking confirmed in the staff console shows Confirmed on /track by postcode, and its pickup moved there reaches /track and the customer', async ({
  page,
}) => {
  // The operator command that adds the account starts a Node process of its own.
  test.setTimeout(180_000);
  await page.goto('/track');
  const { quoteNumber, reference, pickupDate, dates } = await bookThroughApi(
    page,
    `${uniqueTag('console')}@example.com`,
  );
  await signInAsSales(page);

  // Found in the inbox by its reference as people type it.
  await page.getByLabel('Search').fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('link', { name: /^Booking \d+$/ }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await expect(page.getByText('Rocklea Fresh Markets')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await expect(
    page.getByText(`${reference} is now Confirmed. The customer will be e-mailed.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Confirmed' })).toHaveCount(0);

  // The customer asked for a later day: staff move the pickup, and the customer is mailed.
  const later = dates.find((d) => d > pickupDate)!;
  await expect(page.getByLabel('New pickup day')).toHaveValue(pickupDate);
  await page.getByLabel('New pickup day').fill(later);
  await page.getByLabel('Ready from').fill('10:00');
  await page.getByLabel('Closes at').fill('14:30');
  await page.getByRole('button', { name: 'Move the pickup' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now picked up on' })).toContainText(
    `${reference} is now picked up on ${formatPickupDay(later)}, 10:00 to 14:30.`,
  );
  await expectNoAxeViolations(page);
  const moved = await waitForMail(
    (m) => m.subject === `Booking ${reference}: Pickup moved – Banksia Freight Lines`,
  );
  expect(moved.text).toContain(`Pickup date: ${formatDisplayDate(later)}`);
  expect(moved.text).toContain('Pickup window: 10:00 to 14:30 (local time)');

  // The booking's packages, with sizes and weights; its saved quote reads as a quote, booked.
  // A console card: the section whose own heading is the title.
  const card = (title: string | RegExp) =>
    page.getByRole('heading', { name: title, level: 2, exact: true }).locator('xpath=..');
  const packages = card('Packages');
  await expect(packages).toContainText(
    'Package 1: 2 x Pallet (standard Australian, 1165 x 1165 mm)120 x 100 x 100 cm, 50 kg each, 100 kg in all, 1 chargeable pallet',
  );
  await page.getByRole('link', { name: `Open saved quote ${quoteNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Saved quote ${quoteNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open booking ${reference}` })).toBeVisible();
  const quoteCard = card('Quote');
  await expect(quoteCard).toContainText(`StateBooked (booking ${reference}, Confirmed)`);
  await expect(quoteCard).toContainText(
    /Saved\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m Melbourne time/,
  );
  await expect(card('Packages')).toContainText('50 kg each');
  await expect(card(/^Price: Economy/)).toContainText('Total inc GST');
  await expect(page.getByText(/Is dg|postcode id/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/track');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('The delivery postcode').check();
  await page.getByRole('textbox', { name: 'Delivery postcode', exact: true }).fill('4106');
  await page.getByRole('button', { name: 'Track booking' }).click();
  await expect(
    page.getByRole('heading', { name: `Booking ${reference}: Confirmed` }),
  ).toBeVisible();
  await expect(page.locator('section[aria-labelledby="booking-timeline-title"]')).toContainText(
    `Pickup${formatDisplayDate(later)}, 10:00 to 14:30 (local time)`,
  );
  await expectNoAxeViolations(page);
});

test('the quote PDF opens for its owner and holds the quote number and total', async ({ page }) => {
  const email = `${uniqueTag('pdf')}@example.com`;
  await page.goto('/track');
  const { quoteNumber } = await bookThroughApi(page, email);
  const headers = await xsrfHeader(page);
  const lookedUp = await page.request.post('/tms/check-quote', {
    headers,
    data: { quote_number: quoteNumber },
  });
  const data = (
    (await lookedUp.json()) as {
      data: { rate_id: string; rates: { id: string; incGstCents: number }[] };
    }
  ).data;
  const total = data.rates.find((r) => r.id === data.rate_id)!.incGstCents;
  const money = `$${(total / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const response = await page.request.post('/tms/quote-pdf', {
    headers,
    data: { quote_number: quoteNumber, email },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await readPdf(new Uint8Array(await response.body()));
  expect(pdf.text).toContain(`Freight quotation ${quoteNumber}`);
  expect(pdf.text).toContain('Total inc GST');
  expect(pdf.text).toContain(money);

  const guessed = await page.request.post('/tms/quote-pdf', {
    headers,
    data: { quote_number: quoteNumber, email: 'guess@example.com' },
  });
  expect(guessed.status()).toBe(404);
});

/** A mail's first link to the site's /track page. */
function trackLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/track\?reference=B[0-9A-Z]{8}/.exec(text)?.[0];
  if (!link) throw new Error(`no track link in: ${text}`);
  return link;
}

test.describe('a booking as its customer follows it (375 × 667 phone)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('mails answer to operations, repeat the pickup and link to /track with the reference, which shows the pickup and estimate in view', async ({
    page,
  }) => {
    // The operator command starts a Node process of its own.
    test.setTimeout(180_000);
    const email = `${uniqueTag('follow')}@example.com`;
    await page.goto('/track');
    const { reference, pickupDate } = await bookThroughApi(page, email);
    const pickupDay = formatDisplayDate(pickupDate);

    // The customer's mail is answered by operations, and its link names the booking.
    const customer = await waitForMail(
      (m) => m.subject === `Booking request ${reference} received – Banksia Freight Lines`,
    );
    expect(customer.replyTo?.text).toBe('office@e2e.example');
    const link = trackLinkIn(customer.text ?? '');
    expect(link).toContain(`/track?reference=${reference}`);

    // Operations' mail: plurals right, and a link to the booking in the console, not a command.
    const operations = await waitForMail(
      (m) => m.subject?.startsWith(`Booking ${reference}: LAVERTON NORTH`) ?? false,
    );
    expect(operations.text).toContain('(1 pallet)');
    expect(operations.text).not.toContain('1 pallets');
    expect(operations.text).not.toContain('npm run ops');
    expect(operations.html || '').toMatch(/href="https?:\/\/[^"]+\/staff\/items\/booking\/\d+"/);

    // The mailed link fills in the reference; the e-mail and Enter do the rest, by keyboard.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: `Booking ${reference}: Requested` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('section')?.getAttribute('aria-labelledby'),
      ),
    ).toBe('booking-timeline-title');
    const answer = page.locator('section[aria-labelledby="booking-timeline-title"]');
    await expect(answer).toContainText(`Pickup${pickupDay}, 09:00 to 15:30 (local time)`);
    await expect(answer).toContainText(
      /Estimated delivery(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}/,
    );
    await expectNoAxeViolations(page);

    // A status mail repeats the pickup and both addresses, and is answered by operations.
    await moveBooking(reference, 'confirmed');
    const status = await waitForMail(
      (m) => m.subject === `Booking ${reference}: Confirmed – Banksia Freight Lines`,
    );
    expect(status.replyTo?.text).toBe('office@e2e.example');
    for (const line of [
      `Pickup date: ${pickupDay}`,
      'Pickup window: 09:00 to 15:30 (local time)',
      'Pickup address: Kookaburra Joinery, 7 Kororoit Way, LAVERTON NORTH VIC 3026',
      'Delivery address: Rocklea Fresh Markets, 385 Sherwood Road, ROCKLEA QLD 4106',
    ])
      expect(status.text).toContain(line);
    expect(trackLinkIn(status.text ?? '')).toContain(`/track?reference=${reference}`);
  });
});

test('Delivered and Cancelled ask first naming the customer; the page shows the new status at once; notes and the audit log read as Melbourne time and names', async ({
  page,
}) => {
  // The operator command that adds the account starts a Node process of its own.
  test.setTimeout(180_000);
  const email = `${uniqueTag('final')}@example.com`;
  await page.goto('/track');
  const { reference } = await bookThroughApi(page, email);
  const admin = `${uniqueTag('admin')}@e2e.example`;
  await setUpAndEnrol(page, admin, addStaff(admin, 'admin'));

  await page.getByLabel('Search').fill(reference);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('link', { name: /^Booking \d+$/ }).click();
  const statusRow = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Booking', exact: true }) });
  await expect(statusRow).toContainText('StatusRequested');

  // Confirmed is not final: one click, and every panel says so without a reload.
  await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await expect(page.getByText(`${reference} is now Confirmed.`)).toBeVisible();
  await expect(statusRow).toContainText('StatusConfirmed');

  // Cancelled is final: it asks first, naming who is mailed, with Cancel focused.
  const cancel = page.getByRole('button', { name: 'Mark as Cancelled' });
  await cancel.click();
  const question = page.getByRole('group', {
    name: new RegExp(`^Mark ${reference} as Cancelled\\?`),
  });
  await expect(question).toContainText(
    `Mark ${reference} as Cancelled? This cannot be undone, and ${email} is e-mailed at once.`,
  );
  await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(statusRow).toContainText('StatusConfirmed');
  await page.getByRole('button', { name: 'Mark as Delivered' }).click();
  await page.getByRole('button', { name: `Mark ${reference} as Delivered` }).click();
  await expect(page.getByText(`${reference} is now Delivered.`)).toBeVisible();
  await expect(statusRow).toContainText('StatusDelivered');
  await expect(page.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);

  // A note and an assignment: times in Melbourne time, people by name.
  await assignTo(page, 'E2E admin', admin);
  await page.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByLabel('Add a note').fill('Delivered to the dock, signed by Jo.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(/Melbourne time/).last()).toBeVisible();
  await expect(page.getByText(/\bUTC\b/)).toHaveCount(0);

  await page.goto('/staff/audit');
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(log.getByRole('columnheader', { name: 'When (Melbourne time)' })).toBeVisible();
  const assigned = log
    .getByRole('row')
    .filter({ hasText: 'Item status or assignee changed' })
    .first();
  await expect(assigned).toContainText('assigned to E2E admin');
  await expect(assigned).toContainText(`E2E admin (${admin})`);
  await expect(
    log.getByRole('row').filter({ hasText: 'Booking status changed' }).first(),
  ).toContainText(`${reference}: Confirmed to Delivered`);
  await expect(log).not.toContainText('item.change');
  await expectNoAxeViolations(page);
});

/**
 * Choose a person as the item's assignee. Other tests add people of the same name ("E2E admin"):
 * the list then tells them apart by their address, "E2E admin (a@e2e.example)".
 */
async function assignTo(page: Page, name: string, email: string) {
  const assignee = page.getByLabel('Assignee');
  // The item page may still be on its way: read the list once the person is in it.
  await expect(assignee.locator('option', { hasText: name }).first()).toBeAttached();
  const labels = await assignee.locator('option').allTextContents();
  const label = labels.includes(name) ? name : `${name} (${email})`;
  await assignee.selectOption({ label });
}

test.describe('the inbox on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('cards come first, sort and "assigned to me" narrow the list, and bookings export as CSV', async ({
    page,
  }) => {
    // The operator command that adds the account starts a Node process of its own.
    test.setTimeout(180_000);
    await page.goto('/track');
    const { reference } = await bookThroughApi(page, `${uniqueTag('inbox')}@example.com`);
    const sales = `${uniqueTag('mine')}@e2e.example`;
    await setUpAndEnrol(page, sales, addStaff(sales, 'sales'));

    // Cards instead of a table that scrolls sideways, and above the counts.
    const cards = page.getByRole('list', { name: 'Inbox, newest first' });
    await expect(cards.getByRole('listitem').first()).toBeInViewport();
    await expect(page.getByRole('table', { name: 'Inbox, newest first' })).toBeHidden();
    const box = (await cards.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Nor does the page around them: the console's header and menus fit the phone's width.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > 375.5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.textContent?.slice(0, 30)}`)
        .slice(0, 5),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoAxeViolations(page);

    // What the search takes is said whole on a phone: its placeholder fits inside the field.
    const search = page.getByLabel('Search');
    await expect(search).toHaveAttribute('placeholder', 'Name, e-mail, company or number');
    expect((await placeholderRoom(page))['inbox-q']).toBeGreaterThanOrEqual(0);

    // Assign the booking to oneself, then "Assigned to me" shows it alone; a booking reference
    // is one of the numbers the search finds.
    await page.getByLabel('Search').fill(reference);
    await page.getByRole('button', { name: 'Show' }).click();
    await cards.getByRole('link', { name: /^Booking \d+$/ }).click();
    await assignTo(page, 'E2E sales', sales);
    await page.getByRole('button', { name: 'Save assignee' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.goto('/staff');
    await page.getByLabel('Assigned to me').check();
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/mine=1/);
    await expect(page).toHaveURL(/sort=oldest/);
    const mine = page.getByRole('list', { name: 'Inbox, oldest first' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine).toContainText('E2E sales');
    await expect(
      page.getByRole('heading', { name: '1 item assigned to you, oldest first' }),
    ).toBeVisible();

    // Bookings are in the exports.
    await page.goto('/staff/exports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download bookings' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('booking_reference');
    expect(csv).toContain(reference);
  });
});
