import type { APIRequestContext } from '@playwright/test';

/** The routes of spec §2, blog posts aside (they are read from the blog list). */
export const specRoutes = [
  '/',
  '/about',
  '/about/our-drivers',
  '/services',
  '/services/logistics-solutions',
  '/services/technology',
  '/services/warehousing',
  '/services/warehousing/food-grade-warehouse',
  '/promise-to-clients',
  '/promise-to-clients/express-transit-times',
  '/promise-to-clients/value-for-money',
  '/promise-to-clients/fuel-levy',
  '/resources/refund-policy',
  '/resources/credit-application',
  '/resources/terms-conditions',
  '/resources/our-blog',
  '/careers',
  '/contact',
  '/get-a-quote',
] as const;

/** The post pages, as a visitor finds them: the Read More links of the blog list. */
export async function blogPostPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/resources/our-blog');
  if (!response.ok()) throw new Error(`/resources/our-blog answered ${response.status()}`);
  const html = await response.text();
  const paths = [...html.matchAll(/href="(\/our-blog\/[^"#?]+)"/g)].map((m) => m[1]!);
  return [...new Set(paths)];
}
