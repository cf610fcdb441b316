import { expect, expectNoAxeViolations, jsonLd, test, wakeFramework } from './support/fixtures';
import { site } from '../../src/content/site';

// Content checks that read like the spec (§1, §2, §9).

test.describe('home page', () => {
  test('has the three service cards, the four solutions, three five-star reviews and Contact Us', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const services = page.getByRole('region', { name: 'What we do' });
    const cards: [string, string][] = [
      ['Logistics Solutions', '/services'],
      ['Freight Forwarding', '/services/logistics-solutions'],
      ['Warehousing', '/services/warehousing'],
    ];
    for (const [title, href] of cards) {
      await expect(services.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(
        services.getByRole('link', { name: `Read more about ${title}` }),
      ).toHaveAttribute('href', href);
    }
    await expect(services.getByRole('listitem')).toHaveCount(3);

    const solutions = page.getByRole('region', { name: 'Our solutions' });
    for (const title of [
      'B2B Exchange',
      'Freight Tracking',
      'Applied Integration',
      'Courier Delivery',
    ]) {
      await expect(solutions.getByRole('heading', { name: title })).toBeAttached();
    }
    await expect(solutions.getByRole('group')).toHaveCount(4);

    const reviews = page.getByRole('region', { name: 'Client reviews' });
    await expect(reviews.getByRole('group')).toHaveCount(3);
    await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    for (const jobTitle of [
      'Supply Chain Manager',
      'Operations Director',
      'Founder and Managing Director',
    ]) {
      await expect(reviews.getByText(jobTitle)).toBeAttached();
    }

    const contact = page.getByRole('region', { name: 'Why choose us' }).getByRole('link', {
      name: 'Contact Us',
    });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
  });

  test('sliders work with the keyboard', async ({ page }) => {
    await page.goto('/');
    // Their buttons come with React, on the visitor's first move (decision 105).
    await wakeFramework(page);
    const reviews = page.getByRole('region', { name: 'Client reviews' });
    const next = reviews.getByRole('button', { name: 'Next' });
    const previous = reviews.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(reviews.getByText(/Position 2 of \d/)).toBeAttached();
    await expect(previous).toBeEnabled();
    // The arrow keys move it too, from anywhere inside the carousel.
    await page.keyboard.press('ArrowLeft');
    await expect(reviews.getByText(/Position 1 of \d/)).toBeAttached();
    await expect(previous).toBeDisabled();
    // The dots are buttons that say where they go.
    const solutions = page.getByRole('region', { name: 'Our solutions' });
    const dots = solutions.getByRole('button', { name: /Go to position/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await dots.last().focus();
    await page.keyboard.press('Enter');
    await expect(solutions.getByText(`Position ${count} of ${count}`)).toBeAttached();
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  });

  test('with reduced motion, a slider jumps instead of sliding', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await wakeFramework(page);
    const solutions = page.getByRole('region', { name: 'Our solutions' });
    // The row that scrolls: the parent of the slides' own row.
    const viewport = solutions.locator('[aria-roledescription="slide"]').first().locator('../..');
    const next = solutions.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(0);
    await next.click();
    // Two frames after the click the row is already where it will stay.
    const soon = await viewport.evaluate(
      (el) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.scrollLeft))),
        ),
    );
    // Where position 2 rests: the second slide at the start, or the end of the row if that comes
    // first.
    const rest = await viewport.evaluate((el) => {
      const slides = [...el.firstElementChild!.children] as HTMLElement[];
      return Math.min(
        slides[1]!.offsetLeft - slides[0]!.offsetLeft,
        el.scrollWidth - el.clientWidth,
      );
    });
    expect(rest).toBeGreaterThan(0);
    expect(soon).toBe(rest);
    await context.close();
  });

  test('every slide is in the page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Our solutions' }).getByRole('group'),
    ).toHaveCount(4);
    await expect(page.getByText('Courier Delivery', { exact: true })).toBeAttached();
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await context.close();
  });
});

test('about: intro, 7/6/6 points and the accreditation certificate in a new tab', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Safe, Faster, and Easy Solution for Shipping' }),
  ).toBeVisible();
  for (const [card, points] of [
    ['Our Mission', 7],
    ['Our Promises', 6],
    ['Our Vision', 6],
  ] as const) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: `${card} points` }).getByRole('listitem'),
    ).toHaveCount(points);
  }
  const certificate = page.getByRole('link', { name: /View Certificate of Accreditation/ });
  await expect(certificate).toHaveAttribute('href', site.accreditationCertificateUrl);
  await expect(certificate).toHaveAttribute('target', '_blank');
  await expect(certificate).toHaveAttribute('rel', /\bnoopener\b/);
  await expectNoAxeViolations(page);
});

test('express transit times: 15 city pairs from 8 to 48 hours, and the map', async ({ page }) => {
  await page.goto('/promise-to-clients/express-transit-times');
  const table = page.getByRole('table', { name: /routes, distances and transit times/ });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(16);
  await expect(rows.nth(1)).toHaveText(/Melbourne – Adelaide\s*731 km\s*8 hours/);
  await expect(rows.nth(15)).toHaveText(/Brisbane – Perth\s*4,314 km\s*48 hours/);
  const map = page.getByRole('img', { name: 'Map of our express routes across Australia' });
  await expect(map).toBeVisible();
  await expect(map.locator('circle')).toHaveCount(7);
  await expectNoAxeViolations(page);
});

test('careers: five ads with their salaries and how to apply', async ({ page }) => {
  await page.goto('/careers');
  const section = page.getByRole('region', { name: 'FOR EXPERIENCED CANDIDATES' });
  await expect(section.getByRole('heading', { name: 'FOR EXPERIENCED CANDIDATES' })).toBeVisible();
  const ads: [string, string][] = [
    ['Metal Fabricator', '$60,000 to $70,000'],
    ['Interstate Truck Driver', '$73,500 p.a. plus super'],
    ['Trailer Mechanic', 'Negotiable'],
    ['Tyre Fitter', '$60,000 to $70,000'],
    ['Business Development Manager/Head of Sales/Head of Growth', '$100,000 to $130,000'],
  ];
  const triggers = section.getByRole('button');
  await expect(triggers).toHaveCount(5);
  const phones = site.phones.careers.map((p) => p.display).join(' or ');
  for (const [title, salary] of ads) {
    const trigger = section.getByRole('button', { name: title, exact: true });
    const panel = section.getByRole('region', { name: title, exact: true, includeHidden: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeAttached();
    await expect(panel).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const heading of [
      'Qualifications & Experiences',
      'Task & Responsibilities',
      'Benefits',
      'Salary Range',
      'Contact Us',
    ]) {
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(panel.getByText(salary, { exact: true })).toBeVisible();
    await expect(panel).toContainText(`Send your resume to ${site.emails.careers}`);
    await expect(panel).toContainText(phones);
  }
  // JobPosting structured data for each ad.
  const postings = (await jsonLd(page))
    .filter((d) => d['@type'] === 'JobPosting')
    .map((d) => d.title);
  expect(postings).toEqual(ads.map(([title]) => title));
  await expectNoAxeViolations(page);
});

test('contact: phone, fax, sales e-mail and the four offices', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: site.phones.sales.display }).first()).toBeVisible();
  await expect(page.getByText(site.phones.fax.display).first()).toBeVisible();
  await expect(page.getByRole('link', { name: site.emails.sales }).first()).toBeVisible();
  const offices = page.getByRole('list', { name: 'Our offices' });
  for (const [label, where] of [
    ['Main Office', 'Laverton North VIC'],
    ['Brisbane', 'Rocklea QLD'],
    ['Adelaide', 'Kilburn SA'],
    ['Gilgandra', 'Gilgandra NSW'],
  ] as const) {
    const office = offices
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: label }) });
    await expect(office).toContainText(where);
  }
  await expect(offices.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('food-grade warehouse: its breadcrumb, two Get A Quote buttons and its links', async ({
  page,
}) => {
  await page.goto('/services/warehousing/food-grade-warehouse');
  await expect(page).toHaveTitle(/HACCP Food-grade Warehouse Melbourne/);
  // Spec §2: Home > Services > Warehousing, every crumb a link and none the current page.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Services', 'Warehousing']);
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Services', 'Warehousing']);
  await expect(crumbs.locator('[aria-current]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Get A Quote' })).toHaveCount(2);
  for (const link of await page
    .getByRole('main')
    .getByRole('link', { name: 'Get A Quote' })
    .all()) {
    await expect(link).toHaveAttribute('href', '/get-a-quote');
  }
  await expect(page.getByRole('link', { name: 'How HACCP Controls Food Safety' })).toHaveAttribute(
    'href',
    '/our-blog/How-HACCP-Controls-Food-Safety',
  );
  await expect(page.getByRole('link', { name: 'warehousing services' })).toHaveAttribute(
    'href',
    '/services/warehousing',
  );
});

test('warehousing and food-grade offer ambient and refrigerated storage (spec §1)', async ({
  page,
}) => {
  const offers: [path: string, headings: string[], words: RegExp][] = [
    [
      '/services/warehousing',
      ['Ambient and refrigerated storage', 'Refrigerated storage'],
      /held at 0 °C to 5 °C[\s\S]*logged every 5 minutes/,
    ],
    [
      '/services/warehousing/food-grade-warehouse',
      ['Ambient storage for food and beverage', 'Refrigerated storage for chilled food'],
      /held at 0 °C to 5 °C[\s\S]*HACCP plan[\s\S]*calibrated probe thermometer/,
    ],
  ];
  for (const [path, headings, words] of offers) {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const name of headings) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(main).toContainText(words);
    await expectNoAxeViolations(page);
  }
  await page.goto('/services/warehousing');
  await page.getByText('Do you store chilled goods?').click();
  await expect(page.getByText(/Our refrigerated rooms hold chilled goods/)).toBeVisible();
});

test('refund policy states the four rules', async ({ page }) => {
  await page.goto('/resources/refund-policy');
  const rules = page.getByRole('list', { name: 'Our refund rules' }).getByRole('listitem');
  await expect(rules).toHaveCount(4);
  await expect(rules.nth(0)).toContainText('only after the service has been completed');
  await expect(rules.nth(1)).toContainText('All prices are final');
  await expect(rules.nth(1)).toContainText('do not refund invoices that have been paid');
  await expect(rules.nth(2)).toContainText('before you pay');
  await expect(rules.nth(3)).toContainText('no price protection');
});

test('logistics solutions links to quotes, technology, warehousing and services', async ({
  page,
}) => {
  await page.goto('/services/logistics-solutions');
  const main = page.getByRole('main');
  for (const link of await main.getByRole('link', { name: 'Get A Quote' }).all()) {
    await expect(link).toHaveAttribute('href', '/get-a-quote');
  }
  await expect(main.locator('a[href="/services/technology"]')).not.toHaveCount(0);
  await expect(main.locator('a[href="/services/warehousing"]')).not.toHaveCount(0);
  await expect(main.locator('a[href="/services"]')).not.toHaveCount(0);
});

test('warehousing has its FAQ and links to contact, food-grade and technology', async ({
  page,
}) => {
  await page.goto('/services/warehousing');
  const main = page.getByRole('main');
  const question = main.getByText('How quickly do you unload containers?');
  await question.click();
  await expect(main.getByText(/Containers booked before midday/)).toBeVisible();
  for (const href of [
    '/contact',
    '/services/warehousing/food-grade-warehouse',
    '/services/technology',
  ]) {
    await expect(main.locator(`a[href="${href}"]`)).not.toHaveCount(0);
  }
});
