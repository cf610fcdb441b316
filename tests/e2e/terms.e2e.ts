import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Spec §2 and §9: the terms page with clauses 1 to 37, its PDF, and the acknowledgment lines.

const figures = [
  '90 days',
  'at least 2 weeks notice',
  'more than 3% against the baseline',
  'minimum 4-hour increments',
  '50% of the quoted Charges paid in advance',
  '30 days notice',
  'more than 20%',
  '14 days written notice',
  'within 2 working days',
  'within 14 days of delivery',
  'within 9 months',
  'more than 1.5%',
  'at least AU$20,000,000',
  'within 21 days',
  'Invoices are issued weekly',
  'within 14 days of the invoice date',
  'within 3 months of service completion',
  '4% above the bank base rate',
  'at least 7 working days before the final dispatch',
  'within 7 days',
  'exclusive of GST',
  'within 5 business days',
  'undisputed portion',
  'within 5 working days',
  'within 30 business days',
  '2 days after posting',
  'State of Victoria',
  'Clauses 6, 8, 9, 14, 15 and 21 survive termination',
  'may refuse to accept, carry or store any goods',
  'in writing and signed by a director',
];

test.describe('terms and conditions', () => {
  test('shows clauses 1 to 37 with every figure of the spec', async ({ page }) => {
    await page.goto('/resources/terms-conditions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    const clauseHeadings = page.locator('li[id^="clause-"] > h2');
    await expect(clauseHeadings).toHaveCount(37);
    const numbers = (await clauseHeadings.allTextContents()).map((t) => Number(t.split('.')[0]));
    expect(numbers).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents).toHaveCount(37);
    await contents.filter({ hasText: '21. Payment' }).click();
    await expect(page).toHaveURL(/#clause-21$/);
    await expect(page.locator('#clause-21 > h2')).toBeInViewport();
    const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    for (const figure of figures) expect(text, figure).toContain(figure);
    for (const topic of [
      'Payment disputes',
      'Termination',
      'Transferability',
      'Notices',
      'Limitation of liability',
      'Legislation',
      'Force majeure',
      'Variations',
      'Governing law',
      'Services outside these conditions',
      'Confidentiality',
      'Assignment',
      'Whole agreement',
      'No waiver',
      'Severance',
      'Time is of the essence',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${topic}$`) }),
      ).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test('ends with the acknowledgment and its underlined lines', async ({ page }) => {
    await page.goto('/resources/terms-conditions');
    const area = page.getByRole('region', { name: 'Acknowledgment' });
    await expect(area).toBeVisible();
    for (const label of ['Name', 'Position', 'Signature', 'Date']) {
      const input = area.getByRole('textbox', { name: label, exact: true });
      await expect(input).toBeVisible();
      const style = await input.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bottom: s.borderBottomWidth, top: s.borderTopWidth };
      });
      expect(parseFloat(style.bottom)).toBeGreaterThan(0);
      expect(parseFloat(style.top)).toBe(0);
      await input.fill(`${label} filled in`);
      await expect(input).toHaveValue(`${label} filled in`);
    }
    // The acknowledgment is the last thing of the page's content.
    const last = await page
      .getByRole('main')
      .locator('section')
      .last()
      .getAttribute('aria-labelledby');
    expect(last).toBe('terms-acknowledgment');
  });

  test('the download link serves a PDF of the same terms', async ({ page, request }) => {
    await page.goto('/resources/terms-conditions');
    const link = page.getByRole('link', { name: /Download the Terms and Conditions \(PDF\)/ });
    const href = await link.getAttribute('href');
    expect(href).toBe('/resources/terms-conditions/terms-and-conditions.pdf');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(10_000);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('terms-and-conditions.pdf');
  });
});
