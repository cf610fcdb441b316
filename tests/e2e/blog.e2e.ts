import { expect, expectNoAxeViolations, jsonLd, test } from './support/fixtures';

// Spec §2 and §3: the blog list, the post pages and the feed.

test.describe('blog', () => {
  test('lists the three posts newest first, each with banner, date, title, teaser and Read More', async ({
    page,
  }) => {
    await page.goto('/resources/our-blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('time')).toHaveText(['21 Mar 2024', '21 Mar 2024', '25 Jan 2024']);
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.join(' | ')).toMatch(/Dubai and India/);
    expect(titles.join(' | ')).toMatch(/Gilgandra/);
    expect(titles[2]).toMatch(/HACCP/);

    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      const img = card.getByRole('img');
      await expect(img).toHaveAttribute('alt', /.{20,}/);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(
        true,
      );
      await expect(card.locator('p').nth(1)).toHaveText(/\S\.\.\.$/);
      const readMore = card.getByRole('link', { name: /^Read More/ });
      // altTitle with spaces as dashes: letters and digits only between the dashes.
      await expect(readMore).toHaveAttribute('href', /^\/our-blog\/[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/);
    }
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('href', /\/rss\.xml$/);
    await expectNoAxeViolations(page);
  });

  test('Read More opens the post, and the Our Blog crumb leads back to the list', async ({
    page,
  }) => {
    await page.goto('/resources/our-blog');
    const card = page.getByRole('article').filter({ hasText: 'HACCP' });
    await card.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/\/our-blog\/How-HACCP-Controls-Food-Safety$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How HACCP Controls Food Safety',
    );
    await expect(page).toHaveTitle(/HACCP/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /HACCP/);
    const article = page.getByRole('article');
    await expect(article.locator('time')).toHaveText('25 Jan 2024');
    await expect(article.getByRole('img')).toHaveAttribute('alt', /food-grade warehouse/);
    await expect(article.getByRole('heading', { level: 2, name: 'What HACCP is' })).toBeVisible();
    await expect(article.getByRole('listitem')).not.toHaveCount(0);

    const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe('How HACCP Controls Food Safety');
    expect(posting?.datePublished).toBe('2024-01-25');

    const more = page.getByRole('complementary', { name: 'More from our blog' });
    await expect(more.getByRole('listitem')).toHaveCount(2);
    await expect(more.getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/resources/our-blog',
    );

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const ourBlog = crumbs.getByRole('link', { name: 'Our Blog' });
    await expect(ourBlog).toHaveAttribute('href', '/our-blog');
    await ourBlog.click();
    await expect(page).toHaveURL(/\/resources\/our-blog$/);
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('every post page shows its own content; the food-grade page links to the HACCP post', async ({
    page,
  }) => {
    for (const [path, heading, date] of [
      ['/our-blog/Our-New-Yard-in-Gilgandra-NSW', 'Our New Yard in Gilgandra, NSW', '21 Mar 2024'],
      [
        '/our-blog/New-Offshore-Offices-in-Dubai-and-India',
        'New Offshore Offices in Dubai and India',
        '21 Mar 2024',
      ],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('article').locator('time')).toHaveText(date);
      expect((await page.getByRole('article').innerText()).split(/\s+/).length).toBeGreaterThan(
        300,
      );
    }
    await page.goto('/services/warehousing/food-grade-warehouse');
    const link = page.locator('main a[href="/our-blog/How-HACCP-Controls-Food-Safety"]').first();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How HACCP Controls Food Safety',
    );
  });

  test('the RSS feed lists the three posts with absolute links', async ({ request, baseURL }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(new RegExp(`^${baseURL}/our-blog/`));
    for (const link of links) {
      expect((await request.get(link!)).status()).toBe(200);
    }
  });
});
