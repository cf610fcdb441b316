import type { Locator, Page, Request } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  test,
  uniqueTag,
  waitForMail,
  wakeFramework,
} from './support/fixtures';

const PATH = '/resources/credit-application';

/** Sign on a pad with the mouse: a few joined curves, like a person would. */
async function drawSignature(page: Page, canvas: Locator, lift = 0): Promise<void> {
  // The drawing library loads after the page and marks the pad once it holds it.
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 20, box.y + 95 - lift);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(box.x + 20 + i * 9, box.y + 95 - lift - Math.sin(i / 2.5) * 35, {
      steps: 3,
    });
  }
  await page.mouse.up();
}

function section(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

function savedBody(request: Request): Record<string, string> {
  return request.postDataJSON() as Record<string, string>;
}

async function fillApplication(page: Page, tag: string): Promise<void> {
  const applicant = section(page, 'Applicant Details');
  // The tag rides in the applicant's name: the acknowledgment repeats the name and nothing else typed.
  await applicant.getByLabel('Full name').fill(`Olivia Nguyen ${tag}`);
  await applicant
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('olivia.nguyen@example.com');
  await applicant.getByLabel('Phone number').fill('0491 570 006');
  await applicant.getByLabel('Position').fill('Director');
  await applicant.getByLabel('Years in business').fill('12');
  await applicant.getByLabel('Home address').fill('8 Wattle Grove');
  await applicant.getByLabel('Suburb').fill('Footscray');
  await applicant.getByLabel('State').fill('VIC');
  await applicant.getByLabel('Postcode').fill('3011');

  const company = section(page, 'Company Details');
  await company.getByLabel('Company name').fill(`Wattle & Gum Provisions ${tag}`);
  await company.getByLabel('ABN').fill('51 824 753 556');
  await company.getByLabel('ACN').fill('004 085 616');
  await company.getByLabel('Company address', { exact: true }).fill('22 Somerville Road');
  await company.getByLabel('Suburb', { exact: true }).fill('Yarraville');
  await company.getByLabel('Company phone').fill('(03) 5550 7788');
  await company.getByLabel('Accounts email').fill('accounts@wattlegum.example.com');

  const bank = section(page, 'Bank Details');
  await bank.getByLabel('Bank name').fill('Westpac Banking Corporation');
  await bank.getByLabel('BSB/Account No.').fill('733-156 987654321');
  await bank.getByLabel('Bank address').fill('360 Collins Street, Melbourne VIC 3000');

  for (const [title, name] of [
    ['First reference', 'Southern Cross Packaging'],
    ['Second reference', 'Bayside Cold Stores'],
    ['Third reference', 'Merri Creek Produce'],
  ] as const) {
    const ref = section(page, title);
    await ref.getByLabel('Business name').fill(name);
    await ref.getByLabel('Address').fill('3 Kororoit Creek Road, Altona VIC 3018');
    await ref.getByLabel('Phone').fill('(03) 5550 1001');
  }

  const declaration = section(page, 'Declaration');
  await declaration.getByLabel('Name', { exact: true }).fill('Olivia Nguyen');
  await declaration.getByLabel('Position').fill('Director');
  const act = section(page, 'Privacy Act 1988 Acknowledgment');
  await act.getByLabel('Name', { exact: true }).fill('Marcus Webb');
  await act.getByLabel('Position').fill('Company Secretary');
}

test.describe('credit application', () => {
  test('fill, draw both signatures, clear one and draw again, submit: success alert, PDF mailed', async ({
    page,
  }) => {
    // The whole journey, from some forty fields to the PDF in the mail: past a minute on a busy
    // machine, like the other journeys' tests.
    test.setTimeout(180_000);
    const tag = uniqueTag('credit');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Application' })).toBeVisible();
    await fillApplication(page, tag);

    const today = await browserToday(page);
    await expect(section(page, 'Declaration').getByLabel('Date signed')).toHaveValue(today);
    await expect(
      section(page, 'Privacy Act 1988 Acknowledgment').getByLabel('Date signed'),
    ).toHaveValue(today);

    const declarationPad = page.getByRole('img', { name: 'Declaration signature pad' });
    const actPad = page.getByRole('img', { name: 'Privacy Act signature pad' });
    const actGroup = section(page, 'Privacy Act signature');

    await drawSignature(page, declarationPad);
    await expect(page.getByText('Declaration signature added.')).toBeVisible();
    await drawSignature(page, actPad);
    await expect(actGroup.getByText('Privacy Act signature added.')).toBeVisible();
    await actGroup.getByRole('button', { name: 'Clear Signature' }).click();
    await expect(actGroup.getByText('No privacy act signature yet.')).toBeVisible();
    // Clearing empties the canvas itself, not only the form value.
    expect(
      await actPad.evaluate((c: HTMLCanvasElement) =>
        c
          .getContext('2d')!
          .getImageData(0, 0, c.width, c.height)
          .data.some((v, i) => i % 4 === 3 && v !== 0),
      ),
    ).toBe(false);
    await drawSignature(page, actPad, 20);
    await expect(actGroup.getByText('Privacy Act signature added.')).toBeVisible();

    await expectNoAxeViolations(page);

    const saveRequest = page.waitForRequest('**/tms/save-credit-application');
    const mailRequest = page.waitForRequest('**/tms/sendOfficialSite_CreditApplicationMail');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const body = savedBody(await saveRequest);
    expect(savedBody(await mailRequest)).toEqual(body);
    expect(body.declaration_signature).toBe('signedDeclaration_Olivia Nguyen.png');
    expect(body.act_signature).toBe('signedPrivacyAct1988_Marcus Webb.png');
    expect(body.declarationSignatureBinary).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(body.actSignatureBinary).toMatch(/^data:image\/png;base64,/);
    expect(body.declaration_date_signed).toBe(today);
    expect(body.bank_account_number).toBe('733-156 987654321');

    await expect(page.locator('.alert-success')).toContainText(
      'Your credit application has been received',
    );
    // The confirmation takes the form's place; asked for, the form starts again, blank, with
    // fresh pads and today's dates.
    await page.getByRole('button', { name: 'Start another application' }).click();
    await expect(section(page, 'Company Details').getByLabel('Company name')).toHaveValue('');
    await expect(page.getByText('No declaration signature yet.')).toBeVisible();
    await expect(section(page, 'Declaration').getByLabel('Date signed')).toHaveValue(today);

    const mail = await waitForMail((m) => m.subject?.includes(tag) ?? false);
    expect(mail.replyTo?.text).toBe('olivia.nguyen@example.com');
    const files = mail.attachments.map((a) => a.filename);
    expect(files).toEqual([
      expect.stringMatching(/^credit-application-\d+\.pdf$/),
      'signedDeclaration_Olivia Nguyen.png',
      'signedPrivacyAct1988_Marcus Webb.png',
    ]);
    expect(mail.text).not.toContain('987654321');
    const ack = await waitForMail(
      (m) =>
        (m.to && 'text' in m.to ? m.to.text : '') === 'olivia.nguyen@example.com' &&
        (m.text ?? '').includes(`Dear Olivia Nguyen ${tag},`),
    );
    expect(ack.text).not.toContain('987654321');
    expect(ack.text).not.toContain('Wattle & Gum Provisions');
  });

  test('a signature can be typed instead of drawn; a blank pad is signedNone.png', async ({
    page,
  }) => {
    const tag = uniqueTag('typed');
    await page.goto(PATH);
    await section(page, 'Applicant Details')
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill('typed.signer@example.com');
    await section(page, 'Company Details').getByLabel('Company name').fill(`Typed Pty Ltd ${tag}`);
    const declaration = section(page, 'Declaration');
    await declaration.getByLabel('Name', { exact: true }).fill('Ngaio Parata');

    const pad = section(page, 'Declaration signature');
    await pad.getByRole('button', { name: 'Type your name instead' }).click();
    const typed = pad.getByLabel('Type your full name as your signature');
    await typed.focus();
    await page.keyboard.type('Ngaio Parata');
    await expect(pad.getByText('Declaration signature added.')).toBeVisible();
    await expect(pad.getByRole('img', { name: /showing your typed name/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const saveRequest = page.waitForRequest('**/tms/save-credit-application');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const body = savedBody(await saveRequest);
    expect(body.declaration_signature).toBe('signedDeclaration_Ngaio Parata.png');
    expect(body.declarationSignatureBinary).toMatch(/^data:image\/png;base64,/);
    expect(body.act_signature).toBe('signedNone.png');
    expect(body.actSignatureBinary).toBe('');
    await expect(page.locator('.alert-success')).toContainText(
      'Your credit application has been received',
    );
    const mail = await waitForMail((m) => m.subject?.includes(tag) ?? false);
    expect(mail.attachments.map((a) => a.filename)).toContain('signedDeclaration_Ngaio Parata.png');
  });

  test('shows the e-mail messages once touched, and keeps Submit disabled while invalid', async ({
    page,
  }) => {
    await page.goto(PATH);
    const email = section(page, 'Applicant Details').getByRole('textbox', {
      name: 'Email',
      exact: true,
    });
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await email.focus();
    await email.blur();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('accounts@Example');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await email.fill('accounts@example.com.au');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('shows the danger alert when the server cannot be reached', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PATH);
    await page.route('**/tms/save-credit-application', (route) => route.abort('connectionrefused'));
    await section(page, 'Applicant Details')
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill('offline@example.com');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Please try again! We cannot submit your message',
    );
    await expect(page.locator('.alert-danger')).toHaveAttribute('role', 'alert');
    await expectNoAxeViolations(page);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter(
        (e) => !e.includes('ERR_CONNECTION_REFUSED') && !e.includes('Failed to load resource'),
      ),
    );
  });

  test('shows the danger alert when the server refuses the application', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PATH);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/tms/sendOfficialSite_CreditApplicationMail', async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } });
    });
    await section(page, 'Applicant Details')
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill('refused@example.com');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.click();
    // Sending: a spinner, and Submit cannot be pressed again.
    await expect(
      page.getByRole('status').filter({ hasText: 'Sending your application' }),
    ).toBeAttached();
    await expect(submit).toBeDisabled();
    answer();
    await expect(page.locator('.alert-danger')).toHaveText(
      'Please try again! We cannot submit your message',
    );
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('500')),
    );
  });
});

test.describe('signature pad on a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('is 265 x 150 CSS pixels with a canvas of twice the pixels', async ({ page }) => {
    await page.goto(PATH);
    await wakeFramework(page);
    const pad = page.getByRole('img', { name: 'Declaration signature pad' });
    await expect
      .poll(() =>
        pad.evaluate((c: HTMLCanvasElement) => {
          const r = c.getBoundingClientRect();
          return [c.width, c.height, r.width, r.height];
        }),
      )
      .toEqual([530, 300, 265, 150]);
    await drawSignature(page, pad);
    await expect(page.getByText('Declaration signature added.')).toBeVisible();
  });
});

test.describe('credit application on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const emailBox = (page: Page) =>
    section(page, 'Applicant Details').getByRole('textbox', { name: 'Email', exact: true });

  test('says why Submit is disabled, far below the e-mail, and its link brings the field back', async ({
    page,
  }) => {
    await page.goto(PATH);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeDisabled();
    const summary = page.locator('#credit-form-attention');
    // Nothing touched yet: without alarm (decision 142).
    await expect(summary).toHaveText('1 field to fill in: Email');
    await expect(summary).toBeInViewport();
    await summary.getByRole('link', { name: 'Email' }).tap();
    await expect(emailBox(page)).toBeFocused();
    await expect(emailBox(page)).toBeInViewport();
    // Left empty, the e-mail is a field that needs attention.
    await emailBox(page).blur();
    await expect(summary).toHaveText('1 field needs attention: Email');
    await emailBox(page).fill('accounts@example.com.au');
    await expect(summary).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('warns of a mistyped ABN, ACN, postcode and BSB and a missing signature, without blocking', async ({
    page,
  }) => {
    await page.goto(PATH);
    await emailBox(page).fill('accounts@example.com.au');
    const company = section(page, 'Company Details');
    const abn = company.getByLabel('ABN');
    const abnWarning = page.locator('#credit-abn-warning');

    // The first digits are not yet wrong; the eleventh makes a whole ABN, checked at once.
    await abn.pressSequentially('51 824 753 55');
    await expect(abnWarning).toHaveCount(0);
    await abn.pressSequentially('7');
    await expect(abnWarning).toHaveText(
      'The check digits of this ABN do not add up, so it may be mistyped; please check it.',
    );
    await expect(abn).toHaveAttribute('aria-describedby', 'credit-abn-warning');
    await expect(abn).not.toHaveAttribute('aria-invalid', 'true');
    await abn.fill('51 824 753 556');
    await expect(abnWarning).toHaveCount(0);

    await company.getByLabel('ACN').fill('004 085 617');
    await expect(page.locator('#credit-acn-warning')).toHaveText(
      'The check digit of this ACN does not match, so it may be mistyped; please check it.',
    );
    await company.getByLabel('ACN').fill('004 085 616');
    await expect(page.locator('#credit-acn-warning')).toHaveCount(0);

    const postcode = section(page, 'Applicant Details').getByLabel('Postcode');
    await postcode.fill('301');
    await postcode.blur();
    await expect(page.locator('#credit-postcode-warning')).toHaveText(
      'An Australian postcode has 4 digits.',
    );

    const account = section(page, 'Bank Details').getByLabel('BSB/Account No.');
    await account.fill('7331 987654321');
    await account.blur();
    await expect(page.locator('#credit-bank_account_number-warning')).toHaveText(
      'Start with the 6-digit BSB (such as 062-000), then a space and the account number.',
    );

    const declaration = section(page, 'Declaration');
    await declaration.getByLabel('Name', { exact: true }).fill('Olivia Nguyen');
    await expect(
      page.locator('#credit-declarationSignatureBinary').locator('.field-warning'),
    ).toHaveText(
      'Not signed yet. You can still send the form, but it is incomplete without this signature.',
    );

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeEnabled();
    const warnings = page.locator('#credit-form-warnings');
    await expect(warnings).toHaveText(
      '4 warnings, you can still send: Postcode (Applicant Details), BSB/Account No., Declaration signature, Privacy Act signature',
    );
    await warnings.scrollIntoViewIfNeeded();
    await warnings.getByRole('link', { name: 'BSB/Account No.' }).tap();
    await expect(account).toBeFocused();
    await expect(account).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('copies and locks the postal address while "same as company address" is ticked', async ({
    page,
  }) => {
    await page.goto(PATH);
    const company = section(page, 'Company Details');
    await company.getByLabel('Company address', { exact: true }).fill('22 Somerville Road');
    await company.getByLabel('Suburb', { exact: true }).fill('Yarraville');
    await company.getByLabel('State', { exact: true }).fill('VIC');
    await company.getByLabel('Postcode', { exact: true }).fill('3013');
    const same = company.getByRole('checkbox', { name: 'Postal address same as company address' });
    await same.tap();
    await expect(same).toBeChecked();
    const postal = {
      address: company.getByLabel('Postal address', { exact: true }),
      suburb: company.getByLabel('Postal suburb'),
      state: company.getByLabel('Postal state'),
      postcode: company.getByLabel('Postal postcode'),
    };
    await expect(postal.address).toHaveValue('22 Somerville Road');
    await expect(postal.suburb).toHaveValue('Yarraville');
    await expect(postal.state).toHaveValue('VIC');
    await expect(postal.postcode).toHaveValue('3013');
    for (const field of Object.values(postal)) await expect(field).not.toBeEditable();
    // The copy follows the company address as it changes.
    await company.getByLabel('Suburb', { exact: true }).fill('Seddon');
    await expect(postal.suburb).toHaveValue('Seddon');
    await expectNoAxeViolations(page);

    await same.tap();
    await expect(same).not.toBeChecked();
    for (const field of Object.values(postal)) await expect(field).toBeEditable();
    await postal.address.fill('PO Box 410');
    await expect(company.getByLabel('Company address', { exact: true })).toHaveValue(
      '22 Somerville Road',
    );

    // Ticked again and sent: the application carries the copied postal fields, not the tick.
    await same.tap();
    await expect(postal.address).toHaveValue('22 Somerville Road');
    await emailBox(page).fill('postal.same@example.com');
    const saved = page.waitForRequest('**/tms/save-credit-application');
    await page.getByRole('button', { name: 'Submit Application' }).tap();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      company_address: '22 Somerville Road',
      company_suburb: 'Seddon',
      company_state: 'VIC',
      company_postcode: '3013',
      postal_address: '22 Somerville Road',
      postal_suburb: 'Seddon',
      postal_state: 'VIC',
      postal_postcode: '3013',
    });
    expect(Object.keys(body).filter((key) => /same/i.test(key))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeFocused();
  });

  test('shows progress by section as the form is filled', async ({ page }) => {
    await page.goto(PATH);
    // The progress is counted by React, which starts on the visitor's first move (decision 105).
    await wakeFramework(page);
    const progress = page.getByRole('navigation', { name: /^Your progress/ });
    await expect(progress.getByRole('heading')).toHaveText(
      'Your progress: 0 of 6 sections complete',
    );
    const item = (id: string) => progress.locator(`li[data-section="${id}"]`);
    await expect(item('applicant')).toHaveText('Applicant Details0 of 9 filled');
    await expect(item('bank')).toHaveText('Bank Details0 of 3 filled');
    // Each signed part starts with today's date signed.
    await expect(item('declaration')).toHaveText('Declaration1 of 4 filled, 1 warning');

    await emailBox(page).fill('accounts@example.com.au');
    await section(page, 'Applicant Details').getByLabel('Postcode').fill('30');
    await expect(item('applicant')).toHaveText('Applicant Details2 of 9 filled, 1 warning');
    const bank = section(page, 'Bank Details');
    await bank.getByLabel('Bank name').fill('Westpac Banking Corporation');
    await bank.getByLabel('BSB/Account No.').fill('733-156 987654321');
    await bank.getByLabel('Bank address').fill('360 Collins Street, Melbourne VIC 3000');
    await expect(item('bank')).toHaveText('Bank DetailsComplete');
    await expect(progress.getByRole('heading')).toHaveText(
      'Your progress: 1 of 6 sections complete',
    );
    await item('references').getByRole('link', { name: 'Trade Reference' }).tap();
    const legend = page.locator('#credit-references');
    await expect(legend).toBeFocused();
    await expect(legend).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('after sending, the confirmation is in view and focused, naming the company and ABN, never the bank', async ({
    page,
  }) => {
    const tag = uniqueTag('phonecredit');
    await page.goto(PATH);
    await section(page, 'Applicant Details').getByLabel('Full name').fill('Olivia Nguyen');
    await emailBox(page).fill('olivia.phone@example.com');
    const company = section(page, 'Company Details');
    await company.getByLabel('Company name').fill(`Wattle & Gum Provisions ${tag}`);
    await company.getByLabel('ABN').fill('51 824 753 556');
    await section(page, 'Bank Details').getByLabel('BSB/Account No.').fill('733-156 987654321');
    await page.getByRole('button', { name: 'Submit Application' }).tap();

    const heading = page.getByRole('heading', { name: 'Application sent' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const confirmation = page.getByTestId('submission-confirmation');
    await expect(confirmation.locator('.alert-success')).toContainText(
      'Your credit application has been received',
    );
    await expect(confirmation.locator('dl')).toHaveText(
      `ApplicantOlivia NguyenEmailolivia.phone@example.comCompany nameWattle & Gum Provisions ${tag}ABN51 824 753 556`,
    );
    await expect(confirmation).not.toContainText('987654321');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The accounts team is told the application came without signatures.
    const mail = await waitForMail((m) => m.subject?.includes(tag) ?? false);
    expect(mail.text).toContain('Sent with 2 warnings: check them before relying on these details');
    expect(mail.text).toContain('Declaration: not signed');

    await page.getByRole('button', { name: 'Start another application' }).tap();
    await expect(section(page, 'Applicant Details').getByLabel('Full name')).toBeFocused();
    await expect(company.getByLabel('Company name')).toHaveValue('');
  });
});
