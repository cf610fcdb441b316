import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, wakeFramework } from './support/fixtures';
import { addStaff, setUpAndEnrol } from './support/staff';

// The price of one lane changed the way accounts change it (decision 127): the card in force
// exported from the console, one price edited, imported as the draft, previewed, published from
// today, and then quoted on the public page for a pickup on that day.

// Canberra → Hobart: a lane no other browser test prices, so the new price changes none of theirs.
const PICKUP = 'CANBERRA ACT 2600';
const DELIVERY = 'HOBART TAS 7000';
const LANE = /^economy,CBR,HBA,([\d.]+),([\d.]+),([\d.]+),/m;

// The company's day: the console publishes from it and the quote page dates by the visitor's clock.
test.use({ timezoneId: 'Australia/Melbourne' });

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function exported(page: Page, link: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(link.replace('Export ', ''));
  return fs.readFileSync(await download.path(), 'utf8');
}

async function pickSuburb(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test.describe('rate cards in the console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('accounts export the card, raise one lane price, import it, see the preview, publish it from today, and the quote page prices by it', async ({
    page,
    browser,
  }) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
      new Date(),
    );
    // A quote on the lane, so the preview's busiest lanes of the last 90 days include it.
    await page.goto('/get-a-quote');
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    const saved = await page.request.post('/tms/saveQuote', {
      headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
      data: {
        is_dg: false,
        is_hand_unload: false,
        is_trailer_split: false,
        has_tailgate: false,
        pickup: PICKUP,
        delivery: DELIVERY,
        date: today,
        expiryDate: '',
        packagings: [
          { type: '10', quantity: 1, length: 100, width: 100, height: 100, weight: 500 },
        ],
        label: 'Economy',
        description: '2-3 days working service',
        price: 0,
        exGST: true,
        email: `rates.${Date.now()}@e2e.example`,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const email = `accounts.${Date.now()}@e2e.example`;
    await setUpAndEnrol(page, email, addStaff(email, 'accounts'));
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Rates' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
    const zones = await exported(page, 'Export zones.csv');
    const lanes = await exported(page, 'Export lanes.csv');
    expect(zones.startsWith('\uFEFFzone,postcode_from,postcode_to\r\n')).toBe(true);

    // One price: Canberra → Hobart economy, $40.00 more a pallet.
    const row = LANE.exec(lanes);
    expect(row, 'the economy row of CBR → HBA').not.toBeNull();
    const basic = Number(row![1]);
    const oldPerPallet = Number(row![2]);
    const newPerPallet = Math.round((oldPerPallet + 40) * 100) / 100;
    const minimum = Number(row![3]);
    // A lane's price for 1 pallet: the basic charge and one pallet, at least the minimum.
    const onePallet = (perPallet: number) => Math.max(basic + perPallet, minimum);
    const edited = lanes.replace(
      LANE,
      `economy,CBR,HBA,${row![1]},${newPerPallet.toFixed(2)},${row![3]},`,
    );
    expect(edited).not.toBe(lanes);

    await page.getByLabel('zones.csv').setInputFiles({
      name: 'zones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(zones),
    });
    await page.getByLabel('lanes.csv').setInputFiles({
      name: 'lanes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await page.getByRole('button', { name: 'Import as draft' }).click();
    await expect(page.getByTestId('rates-result')).toContainText('Imported as the draft:');

    // The preview: the lane at 1 pallet, today's price → the draft's, and the change in %.
    const draft = page.getByTestId('rates-draft');
    await expect(draft).toBeVisible();
    const preview = draft.getByRole('table', { name: 'Base rates today and with the draft' });
    const oneCbrHbaPallet = preview
      .getByRole('row')
      .filter({ hasText: `${PICKUP} → ${DELIVERY}` })
      .filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
    const [before, after] = [onePallet(oldPerPallet), onePallet(newPerPallet)];
    const pct = (((after - before) / before) * 100).toFixed(1);
    await expect(oneCbrHbaPallet).toContainText(
      `${dollars(before)} → ${dollars(after)} (+${pct}%)`,
    );
    await expect(draft.getByTestId('last-month-change')).toContainText(
      /The (one quote|[\d,]+ quotes) of the last 30 days would have cost /,
    );
    await expectNoAxeViolations(page);

    // On a phone, a card per lane: the change is read inside the screen, with no sideways scroll.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(preview).toBeHidden();
    const laneCard = draft
      .getByRole('list', { name: 'Base rates today and with the draft' })
      .getByRole('listitem')
      .filter({ hasText: `${PICKUP} → ${DELIVERY}` })
      .filter({ has: page.getByRole('definition').getByText('1', { exact: true }) });
    const change = laneCard.getByText(`${dollars(before)} → ${dollars(after)} (+${pct}%)`);
    await change.scrollIntoViewIfNeeded();
    const box = (await change.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.setViewportSize(desktop);

    await expect(draft.getByLabel('Effective from')).toHaveValue(today);
    await draft.getByRole('button', { name: 'Publish the draft' }).click();
    await expect(page.getByTestId('card-in-force')).toContainText(
      /Rate card No\. \d+, for pickups from/,
    );
    await expect(page.getByTestId('rates-draft')).toHaveCount(0);

    // A visitor quotes the lane for a pickup on the effective date: the new price.
    const visitor = await (
      await browser.newContext({ timezoneId: 'Australia/Melbourne' })
    ).newPage();
    await visitor.goto('/get-a-quote');
    await wakeFramework(visitor);
    await pickSuburb(visitor, 'Pickup location', 'canberra', PICKUP);
    await pickSuburb(visitor, 'Delivery location', 'hobart', DELIVERY);
    await visitor.getByLabel('Pickup date').fill(today);
    const pkg = visitor.getByRole('group', { name: 'Package 1' });
    await pkg.getByLabel('Length (cm)').fill('100');
    await pkg.getByLabel('Width (cm)').fill('100');
    await pkg.getByLabel('Height (cm)').fill('100');
    await pkg.getByLabel('Weight per item (kg)').fill('500');
    await visitor.getByRole('button', { name: 'Get Quote' }).click();
    const economy = visitor.getByTestId('rate-economy');
    await expect(economy).toContainText(
      `Base rate CBR → HBA: 1 pallet x ${dollars(newPerPallet)}, minimum ${dollars(minimum)}`,
    );
    await expect(visitor.getByTestId('prices-from')).toHaveCount(0);
  });
});
