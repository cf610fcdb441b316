import type { Page } from '@playwright/test';
import { site } from '../../src/content/site';
import { TEXT_SPACING, expect, expectNoAxeViolations, jsonLd, test } from './support/fixtures';
import { blogPostPaths, postBreadcrumbs, specBreadcrumbs, specRoutes } from './support/site-routes';

// Every route of spec §2 and every blog post: it answers 200 and carries what a visitor and a
// search engine need — one h1, a title, a meta description, a canonical URL, Open Graph tags, the
// breadcrumb of spec §2 on screen and as a BreadcrumbList — with no console error and no axe
// violation.

// What each page's h1 says: in full where the page's content is the site's own words, else the
// words of spec §2 it must name.
const headings: Record<(typeof specRoutes)[number], string | RegExp> = {
  '/': 'Freight delivered in full, on time and safely',
  '/about': 'About Us',
  '/about/our-drivers': 'Our Drivers',
  '/services': 'Our Services',
  '/services/logistics-solutions': 'Logistics Solutions',
  '/services/technology': 'Technology',
  '/services/warehousing': 'Warehousing',
  '/services/warehousing/food-grade-warehouse': 'Food-grade Warehouse',
  '/promise-to-clients': 'Promise to Clients',
  '/promise-to-clients/express-transit-times': 'Express Transit Times',
  '/promise-to-clients/value-for-money': 'Value for Money',
  '/promise-to-clients/fuel-levy': /Fuel Levy/i,
  '/resources/refund-policy': 'Refund Policy',
  '/resources/credit-application': /Credit Application/i,
  '/resources/terms-conditions': /Terms and Conditions/i,
  '/resources/our-blog': /Our Blog/i,
  '/careers': 'Careers',
  '/contact': 'Contact Us',
  '/get-a-quote': /Quote/i,
};

type ListItem = { '@type': string; position: number; name: string; item: string };

/** The breadcrumb after Home, as [label, address] pairs. */
type Trail = [string, string][];

const withHome = (trail: Trail): Trail => [['Home', '/'], ...trail];

async function expectTrail(page: Page, path: string, trail: Trail) {
  // The breadcrumb banner: the trail above the heading, every crumb but the page itself a link.
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(nav, `${path} breadcrumb`).toBeVisible();
  await expect(nav.getByRole('listitem')).toHaveText(withHome(trail).map(([label]) => label));
  if (!trail.some(([, href]) => href === path)) {
    // A trail that ends at the parent (spec §2, food-grade) marks no crumb as the current page.
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  }
  for (const [label, href] of withHome(trail)) {
    if (href === path) {
      await expect(nav.getByText(label, { exact: true })).toHaveAttribute('aria-current', 'page');
    } else {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
  }
}

async function expectSeoPage(
  page: Page,
  path: string,
  baseURL: string,
  heading: string | RegExp,
  trailOf: (h1: string) => Trail,
) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);

  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1, `${path} has one h1`).toHaveCount(1);
  await expect(h1, `${path} h1`).toHaveText(heading);
  const trail = trailOf(await h1.innerText());
  if (path !== '/') await expectTrail(page, path, trail);

  expect(await page.title(), `${path} <title>`).toMatch(new RegExp(site.name));
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0, `${path} meta description`).toBeGreaterThan(50);

  // Compared as URLs: Next.js writes the root as "https://host" without its slash.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical && new URL(canonical).href, `${path} canonical`).toBe(
    new URL(path, baseURL).href,
  );
  const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
  expect(ogTitle, `${path} og:title`).toBeTruthy();
  const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
  expect(ogUrl, `${path} og:url`).toBe(canonical);

  const breadcrumbs = (await jsonLd(page)).filter((d) => d['@type'] === 'BreadcrumbList');
  expect(breadcrumbs, `${path} has one BreadcrumbList`).toHaveLength(1);
  const list = breadcrumbs[0]!;
  expect(list['@context']).toBe('https://schema.org');
  const items = list.itemListElement as ListItem[];
  expect(items.length).toBeGreaterThan(0);
  items.forEach((item, i) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position, `${path} crumb ${i + 1} position`).toBe(i + 1);
    expect(item.name.trim()).not.toBe('');
    expect(new URL(item.item).origin).toBe(new URL(baseURL).origin);
  });
  // The structured data names the same trail as the screen, with absolute addresses.
  expect(
    items.map((item) => [item.name, item.item]),
    `${path} BreadcrumbList`,
  ).toEqual(withHome(trail).map(([label, href]) => [label, new URL(href, baseURL).href]));

  await expectNoAxeViolations(page);
}

test.describe('every route of the site map', () => {
  for (const path of specRoutes) {
    test(`${path} answers with its title, description, canonical URL and breadcrumb`, async ({
      page,
      baseURL,
    }) => {
      await expectSeoPage(page, path, baseURL!, headings[path], () => specBreadcrumbs[path]);
    });
  }

  test('every blog post answers with its title, description and breadcrumb', async ({
    page,
    request,
    baseURL,
  }) => {
    const posts = await blogPostPaths(request);
    expect(posts).toHaveLength(3);
    for (const path of posts) {
      // The post's title, from its address: the altTitle with dashes for spaces.
      const words = decodeURIComponent(path.split('/').pop()!).split('-');
      const title = new RegExp(words.join('\\W+'), 'i');
      await expectSeoPage(page, path, baseURL!, title, (h1) => postBreadcrumbs(h1, path));
    }
  });

  test('every page fits a 320 px phone and a 1,280 px screen without scrolling sideways, with text spaced out too', async ({
    browser,
    request,
  }) => {
    // WCAG 1.4.10 (reflow): the narrowest phone, or a desktop window zoomed to 400 %; and 1.4.12
    // (text spacing): the same page with the line, paragraph, letter and word spacing a reader
    // may set, on a phone and on the narrowest screen with the desktop menu. The style is put in
    // the page as a reader's extension would, past the site's policy.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    // With the site's 404, drawn in the same frame.
    const paths = [...specRoutes, '/track', ...(await blogPostPaths(request)), '/no-such-page'];
    try {
      for (const [screen, path] of [320, 1280].flatMap((w) => paths.map((p) => [w, p] as const))) {
        await page.setViewportSize({ width: screen, height: 800 });
        await page.goto(path);
        for (const spaced of [false, true]) {
          if (spaced) {
            await page.addStyleTag({ content: TEXT_SPACING });
            // The site's script answers the new sizes in the frame after the next (site.js).
            await page.evaluate(
              () =>
                new Promise((done) =>
                  requestAnimationFrame(() => requestAnimationFrame(() => done(null))),
                ),
            );
          }
          const { scrollWidth, width, past, spilt } = await page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            // What is drawn past the top or bottom of the header's row (the name in three lines).
            const row = document.querySelector('[data-header-row]')!.getBoundingClientRect();
            const spilt = [...document.querySelectorAll('[data-header-row] *')]
              .filter((el) => {
                const box = el.getBoundingClientRect();
                return box.height > 0 && (box.top < row.top - 0.5 || box.bottom > row.bottom + 0.5);
              })
              .map((el) => `<${el.tagName.toLowerCase()}> ${el.textContent.slice(0, 60)}`);
            // The innermost elements past the screen's right edge, to name what to mend.
            const past = [...document.body.querySelectorAll('*')].filter(
              (el) =>
                el.getBoundingClientRect().right > width + 1 &&
                ![...el.children].some((child) => child.getBoundingClientRect().right > width + 1),
            );
            return {
              scrollWidth: document.documentElement.scrollWidth,
              width,
              past: past.map(
                (el) => `<${el.tagName.toLowerCase()}> ${el.textContent.slice(0, 60)}`,
              ),
              spilt,
            };
          });
          const what = `${path} at ${screen} px${spaced ? ' with text spaced out' : ''}`;
          expect(scrollWidth, `${what} scrolls sideways: ${past.join(' · ')}`).toBeLessThanOrEqual(
            width,
          );
          expect(spilt, `${what}: the header's row holds what it shows`).toEqual([]);
        }
      }
    } finally {
      await context.close();
    }
  });

  for (const path of ['/no-such-page', '/our-blog/No-Such-Post']) {
    test(`${path} answers 404 with the Page Not Found page`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      // The browser logs the 404 of the document itself; that is what this test asks for.
      const rest = consoleErrors.filter((e) => !/404/.test(e));
      consoleErrors.splice(0, consoleErrors.length, ...rest);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('site-wide search engine files', () => {
  test('the sitemap lists every page and every post', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const posts = await blogPostPaths(request);
    const expected = [...specRoutes, '/track', ...posts].map((p) => new URL(p, baseURL).href);
    expect([...locs].sort()).toEqual([...expected].sort());
  });

  test('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Disallow: /tms/');
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });

  test('the icon is served, and the home page describes the company and its four offices', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect(icon).toBeTruthy();
    const iconResponse = await request.get(icon!);
    expect(iconResponse.status()).toBe(200);
    expect(iconResponse.headers()['content-type']).toContain('image/svg+xml');

    const org = (await jsonLd(page)).find((d) => d['@type'] === 'Organization');
    expect(org?.name).toBe(site.name);
    const offices = org?.department as { '@type': string; address: { addressLocality: string } }[];
    expect(offices.map((o) => o['@type'])).toEqual(Array(4).fill('LocalBusiness'));
    expect(offices.map((o) => o.address.addressLocality)).toEqual([
      'Laverton North',
      'Rocklea',
      'Kilburn',
      'Gilgandra',
    ]);
  });
});
