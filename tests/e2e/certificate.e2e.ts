import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Issue: "View Certificate of Accreditation" opens a PDF the site serves itself.

test('the About page links to the certificate of accreditation, served as a PDF by the site', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const link = page.getByRole('link', { name: /View Certificate of Accreditation/ });
  await expect(link).toHaveAttribute('href', '/about/certificate-of-accreditation.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  const res = await request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
