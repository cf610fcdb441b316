import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDisplayDate } from '../../src/domain/format';
import { formatPickupDay } from '../../src/domain/pickup-date';
import { readPdf } from '../support/pdf-text';
import {
  expect,
  expectNoAxeViolations,
  sentQuoteNumber,
  test,
  uniqueTag,
  waitForMail,
} from './support/fixtures';

// From price to booking reference in one sitting, on a phone: a visitor prices a consignment,
// e-mails the quote to themselves (the mail carries the PDF and a link back), reads the number
// grouped, copies and shares it, downloads the PDF, books the quote and follows the booking on
// /track. Then the shared link opens the quote again, ready to book.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const QUOTE_NUMBER = /^Q[0-9A-HJKMNP-TV-Z]{8}$/;
const mailTo = (m: { to?: unknown }) =>
  m.to && typeof m.to === 'object' && 'text' in m.to ? String(m.to.text) : '';

async function pickSuburb(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

async function priceAConsignment(page: Page) {
  await pickSuburb(page, 'Pickup location', 'laverton n', 'LAVERTON NORTH VIC 3026');
  await pickSuburb(page, 'Delivery location', 'rocklea', 'ROCKLEA QLD 4106');
  const first = page.getByRole('group', { name: 'Package 1' });
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel('Length (cm)').fill('120');
  await first.getByLabel('Width (cm)').fill('100');
  await first.getByLabel('Height (cm)').fill('100');
  await first.getByLabel('Weight per item (kg)').fill('50');
  await page.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible();
}

/** The day `count` days after (or before) a calendar date. */
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

const firstSaturdayFrom = (day: string) => {
  let d = day;
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
  return d;
};

/** The pickup days the server offers the booking form for a quote. */
async function pickupDaysOf(page: Page, quoteNumber: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const answer = await page.request.post('/tms/pickup-dates', {
    headers: { 'X-XSRF-TOKEN': token ?? '' },
    data: { quote_number: quoteNumber },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    state: string;
    earliest: string;
    latest: string;
    dates: string[];
  };
}

async function fillParty(page: Page, party: 'pickup' | 'delivery', values: string[]) {
  const [business, street, contact, phone] = values;
  await page.locator(`#book-${party}-business-name`).fill(business!);
  await page.locator(`#book-${party}-street`).fill(street!);
  await page.locator(`#book-${party}-contact-name`).fill(contact!);
  await page.locator(`#book-${party}-phone`).fill(phone!);
}

test.describe('price, save, book and track (phone)', () => {
  test('a visitor books the quote they saved and follows the booking', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `${uniqueTag('journey')}@example.com`;

    await page.goto('/get-a-quote');
    await priceAConsignment(page);
    await page.getByRole('radio', { name: /Economy/ }).check();
    const price = (await page.getByTestId('rate-economy').getByTestId('rate-price').textContent())!;
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.locator('.alert-success')).toContainText(
      "Quotation Sent! We've sent the details to your mail",
    );
    const quoteNumber = await sentQuoteNumber(page);
    expect(quoteNumber).toMatch(QUOTE_NUMBER);

    // Sent: the button says so, and a duplicate is not on offer.
    await expect(page.getByRole('button', { name: 'Sent ✓' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send Quote' })).toHaveCount(0);

    // The number in three groups of three, copied as shown, and a link that opens the quote.
    const grouped = `${quoteNumber.slice(0, 3)}-${quoteNumber.slice(3, 6)}-${quoteNumber.slice(6)}`;
    await expect(page.getByTestId('grouped-quote-number')).toHaveText(grouped);
    await page.getByRole('button', { name: 'Copy number' }).click();
    await expect(page.getByRole('button', { name: 'Copied ✓' })).toBeVisible();
    await expect(page.getByText(`Copied ${grouped} to the clipboard.`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(grouped);
    const share = page.getByRole('link', { name: 'Link to this quote' });
    await expect(share).toHaveAttribute('href', `/get-a-quote?quote=${quoteNumber}`);
    await expectNoAxeViolations(page);

    // The quote e-mail carries the PDF and the link back to the quote.
    const mail = await waitForMail((m) => mailTo(m) === email);
    expect(mail.subject).toContain(quoteNumber);
    const attached = mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(attached.map((a) => a.filename)).toEqual([`quote-${quoteNumber}.pdf`]);
    const mailed = await readPdf(new Uint8Array(attached[0]!.content));
    expect(mailed.text).toContain(`Freight quotation ${quoteNumber}`);
    expect(mailed.text).toContain(price);
    expect(mail.html).toContain(`get-a-quote?quote=${quoteNumber}`);

    // "Download PDF": the same quote, with its number and the price the page showed.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download quote PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quote-${quoteNumber}.pdf`);
    const downloaded = await readPdf(new Uint8Array(fs.readFileSync(await download.path())));
    expect(downloaded.text).toContain(`Freight quotation ${quoteNumber}`);
    expect(downloaded.text).toContain('Total inc GST');
    expect(downloaded.text).toContain(price);

    // "Book this quote": the form knows the quote, the suburbs and the address.
    await page.getByRole('button', { name: 'Book this quote' }).click();
    await expect(page.getByRole('heading', { name: `Book quote ${quoteNumber}` })).toBeVisible();
    await expect(page.locator('#book-email')).toHaveValue(email);
    await expect(page.getByText('LAVERTON NORTH VIC 3026 (from your quote)')).toBeVisible();
    await expect(page.getByText('ROCKLEA QLD 4106 (from your quote)')).toBeVisible();
    // The pickup day: the server's list of the quote's pickup days (weekdays in Victoria that are
    // no public holiday, from the first whose 2 pm cut-off has not passed) fills in the first.
    const days = await pickupDaysOf(page, quoteNumber);
    expect(days.state).toBe('VIC');
    const pickupDay = page.getByLabel('Pickup day');
    await expect(pickupDay).toHaveValue(days.dates[0]!);
    await expect(pickupDay).toHaveAttribute('min', days.dates[0]!);
    await expect(pickupDay).toHaveAttribute('max', days.dates.at(-1)!);
    await expect(page.locator('#book-pickup-date-hint')).toContainText(
      'Monday to Friday, except public holidays in VIC',
    );
    // The disabled button says why, as every form's does, each name a link to its field.
    const bookButton = page.getByRole('button', { name: 'Book this quote' });
    await expect(bookButton).toBeDisabled();
    await expect(bookButton).toHaveAccessibleDescription(
      '10 fields need attention: Pickup business name, Pickup street address, Pickup contact name, Pickup contact phone, Delivery business name, Delivery street address, Delivery contact name, Delivery contact phone, Goods description, Terms and conditions',
    );
    await page
      .locator('#book-form-attention')
      .getByRole('link', { name: 'Goods description' })
      .click();
    await expect(page.locator('#book-goods-description')).toBeFocused();
    await expectNoAxeViolations(page);
    await fillParty(page, 'pickup', [
      'Kookaburra Joinery',
      '7 Kororoit Way',
      'Sam Reid',
      '03 9555 0123',
    ]);
    await fillParty(page, 'delivery', [
      'Rocklea Fresh Markets',
      '385 Sherwood Road',
      'Jo Tan',
      '0412 345 678',
    ]);
    await page.locator('#book-goods-description').fill('Cabinet doors on two pallets');
    await page.locator('#book-accept-terms').check();
    await expect(page.locator('#book-form-attention')).toHaveCount(0);
    // A day that has passed, and a weekend day, are refused in words; the button says why.
    const pickupError = page.locator('#book-pickup-date-error');
    await pickupDay.fill(addDays(days.earliest, -1));
    await pickupDay.blur();
    await expect(pickupError).toHaveText(
      `This pickup date has passed. The earliest pickup is ${formatPickupDay(days.earliest)} (bookings made after 2 pm Melbourne time are picked up the next working day).`,
    );
    await expect(page.getByRole('button', { name: 'Book this quote' })).toHaveAccessibleDescription(
      '1 field needs attention: Pickup day',
    );
    const saturday = firstSaturdayFrom(days.earliest);
    await pickupDay.fill(saturday);
    await expect(pickupError).toHaveText(
      `${formatPickupDay(saturday)} is a weekend day: we pick up Monday to Friday. Choose a weekday.`,
    );
    await expectNoAxeViolations(page);
    // A later pickup day within the quote's validity: the price stays the quote's.
    const chosen = days.dates[3]!;
    await pickupDay.fill(chosen);
    await expect(pickupError).toHaveCount(0);
    await expect(page.locator('#book-form-attention')).toHaveCount(0);
    // On a small phone the reference is brought into view and focused, not left above the screen.
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByRole('button', { name: 'Book this quote' }).click();
    const done = page.getByRole('heading', { name: /^Booking reference B[0-9A-Z]{8}$/ });
    await expect(done).toBeFocused();
    await expect(done).toBeInViewport();
    const reference = (await done.textContent())!.replace('Booking reference ', '');
    await expect(page.getByTestId('booked-pickup-day')).toHaveText(formatPickupDay(chosen));
    await expectNoAxeViolations(page);
    // The mail and its calendar file carry the day chosen.
    const booked = await waitForMail(
      (m) => m.subject === `Booking request ${reference} received – Banksia Freight Lines`,
    );
    expect(booked.text).toContain(formatDisplayDate(chosen));
    const ics = booked.attachments.find((a) => a.filename === `pickup-${reference}.ics`)!;
    expect(ics.content.toString('utf8')).toContain(`DTSTART:${chosen.replaceAll('-', '')}T`);

    // Follow it on /track with its reference and the address.
    await page
      .locator('section', { has: done })
      .getByRole('link', { name: 'Track a Booking' })
      .click();
    await expect(page).toHaveURL(/\/track$/);
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Track booking' }).click();
    await expect(
      page.getByRole('heading', { name: `Booking ${reference}: Requested` }),
    ).toBeVisible();
    await expect(page.locator('section[aria-labelledby="booking-timeline-title"]')).toContainText(
      `Pickup${formatDisplayDate(chosen)}`,
    );
    await expectNoAxeViolations(page);

    // The shared link opens the quote again: the number grouped, the rates in view.
    await page.goto(`/get-a-quote?quote=${quoteNumber}`);
    await expect(page.getByTestId('grouped-quote-number')).toHaveText(grouped);
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeInViewport();
    // Booked already: said on arrival, rather than after the whole form is filled in again.
    await expect(page.getByTestId('quote-booked')).toHaveText(
      'This quote is booked already: its booking reference was e-mailed to the address the quote was saved for. Follow the booking on Track a Booking.',
    );
    await expect(page.getByRole('button', { name: 'Book this quote' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('"Retrieve Quote" takes the number in any form, shows it grouped and scrolls to the rates', async ({
    page,
  }) => {
    const email = `${uniqueTag('lookup')}@example.com`;
    await page.goto('/get-a-quote');
    await priceAConsignment(page);
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByRole('button', { name: 'Email Me This Quote' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const quoteNumber = await sentQuoteNumber(page);
    expect(quoteNumber).toMatch(QUOTE_NUMBER);
    const grouped = `${quoteNumber.slice(0, 3)}-${quoteNumber.slice(3, 6)}-${quoteNumber.slice(6)}`;

    await page.reload();
    await page.getByRole('button', { name: 'I Got A Quote' }).click();
    // Typed as read from the page, in lower case.
    await page.getByLabel('Quotation number').fill(grouped.toLowerCase());
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.locator('.alert-success')).toHaveText('Quotation retrieved successfully!');
    await expect(page.getByTestId('grouped-quote-number')).toHaveText(grouped);
    await expect(page.getByRole('heading', { name: 'Your rates' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Link to this quote' })).toHaveAttribute(
      'href',
      `/get-a-quote?quote=${quoteNumber}`,
    );
    await expectNoAxeViolations(page);

    // Looked up, the page does not know the address: the PDF is made for the one it was saved for.
    await page.getByLabel('E-mail address the quote was saved for').fill(email);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download quote PDF' }).click(),
    ]);
    const pdf = await readPdf(new Uint8Array(fs.readFileSync(await download.path())));
    expect(pdf.text).toContain(`Freight quotation ${quoteNumber}`);
  });
});
