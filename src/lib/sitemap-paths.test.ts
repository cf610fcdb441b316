import { describe, expect, it } from 'vitest';
import { sitemapPaths } from './sitemap-paths';

// The routes of spec §2, except the dynamic blog posts (listed from the posts themselves).
const specRoutes = [
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
];

describe('sitemap paths', () => {
  it('lists every page of the site map once, and nothing else', () => {
    const paths = sitemapPaths();
    expect([...paths].sort()).toEqual([...specRoutes].sort());
  });
});
