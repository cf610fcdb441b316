// The routes of the site map (spec §2), one list for the unit and browser tests.
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
