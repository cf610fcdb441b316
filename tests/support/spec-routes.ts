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

export type SpecRoute = (typeof specRoutes)[number];

/**
 * Each route's breadcrumb after Home, as [label, address] pairs. Spec §2 names three trails
 * (About Us; Promise to Clients > Fuel Levy; Services > Warehousing on the food-grade page); the
 * others follow the site map, where Resources is a menu heading with no page of its own.
 */
export const specBreadcrumbs: Record<SpecRoute, [label: string, href: string][]> = {
  '/': [],
  '/about': [['About Us', '/about']],
  '/about/our-drivers': [
    ['About Us', '/about'],
    ['Our Drivers', '/about/our-drivers'],
  ],
  '/services': [['Services', '/services']],
  '/services/logistics-solutions': [
    ['Services', '/services'],
    ['Logistics Solutions', '/services/logistics-solutions'],
  ],
  '/services/technology': [
    ['Services', '/services'],
    ['Technology', '/services/technology'],
  ],
  '/services/warehousing': [
    ['Services', '/services'],
    ['Warehousing', '/services/warehousing'],
  ],
  '/services/warehousing/food-grade-warehouse': [
    ['Services', '/services'],
    ['Warehousing', '/services/warehousing'],
  ],
  '/promise-to-clients': [['Promise to Clients', '/promise-to-clients']],
  '/promise-to-clients/express-transit-times': [
    ['Promise to Clients', '/promise-to-clients'],
    ['Express Transit Times', '/promise-to-clients/express-transit-times'],
  ],
  '/promise-to-clients/value-for-money': [
    ['Promise to Clients', '/promise-to-clients'],
    ['Value for Money', '/promise-to-clients/value-for-money'],
  ],
  '/promise-to-clients/fuel-levy': [
    ['Promise to Clients', '/promise-to-clients'],
    ['Fuel Levy', '/promise-to-clients/fuel-levy'],
  ],
  '/resources/refund-policy': [['Refund Policy', '/resources/refund-policy']],
  '/resources/credit-application': [['Credit Application', '/resources/credit-application']],
  '/resources/terms-conditions': [['Terms and Conditions', '/resources/terms-conditions']],
  '/resources/our-blog': [['Our Blog', '/resources/our-blog']],
  '/careers': [['Careers', '/careers']],
  '/contact': [['Contact Us', '/contact']],
  '/get-a-quote': [['Get A Quote', '/get-a-quote']],
};

/** A post's trail: the Our Blog link of spec §2 goes to /our-blog, then the post itself. */
export function postBreadcrumbs(title: string, path: string): [string, string][] {
  return [
    ['Our Blog', '/our-blog'],
    [title, path],
  ];
}
