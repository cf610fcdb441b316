// The site's menu tree (spec §2, Shell) and the footer groups. Read by the navbar, the mobile menu,
// the footer and the sitemap.

export type NavLink = { label: string; href: string; children?: NavLink[] };

export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About Us',
    href: '/about',
    children: [{ label: 'Our People/Our Drivers', href: '/about/our-drivers' }],
  },
  {
    label: 'Services',
    href: '/services',
    children: [
      { label: 'Logistics Solutions', href: '/services/logistics-solutions' },
      { label: 'Technology', href: '/services/technology' },
      {
        label: 'Warehousing',
        href: '/services/warehousing',
        children: [
          { label: 'Food-grade Warehouse', href: '/services/warehousing/food-grade-warehouse' },
        ],
      },
    ],
  },
  {
    label: 'Promise to Clients',
    href: '/promise-to-clients',
    children: [
      { label: 'Express Transit Times', href: '/promise-to-clients/express-transit-times' },
      { label: 'Value for Money', href: '/promise-to-clients/value-for-money' },
      { label: 'Fuel Levy', href: '/promise-to-clients/fuel-levy' },
    ],
  },
  {
    label: 'Resources',
    href: '/resources/our-blog',
    children: [
      { label: 'Refund Policy', href: '/resources/refund-policy' },
      { label: 'Credit Application', href: '/resources/credit-application' },
      { label: 'Terms and Conditions', href: '/resources/terms-conditions' },
      { label: 'Our Blog', href: '/resources/our-blog' },
    ],
  },
  { label: 'Careers', href: '/careers' },
];

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'The Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Drivers', href: '/about/our-drivers' },
      { label: 'Careers', href: '/careers' },
      { label: 'Our Blog', href: '/resources/our-blog' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
  {
    title: 'Logistics Offerings',
    links: [
      { label: 'Services', href: '/services' },
      { label: 'Logistics Solutions', href: '/services/logistics-solutions' },
      { label: 'Technology', href: '/services/technology' },
      { label: 'Warehousing', href: '/services/warehousing' },
      { label: 'Food-grade Warehouse', href: '/services/warehousing/food-grade-warehouse' },
      { label: 'Get A Quote', href: '/get-a-quote' },
    ],
  },
  {
    title: 'Client Commitments',
    links: [
      { label: 'Promise to Clients', href: '/promise-to-clients' },
      { label: 'Express Transit Times', href: '/promise-to-clients/express-transit-times' },
      { label: 'Value for Money', href: '/promise-to-clients/value-for-money' },
      { label: 'Fuel Levy', href: '/promise-to-clients/fuel-levy' },
      { label: 'Credit Application', href: '/resources/credit-application' },
      { label: 'Terms and Conditions', href: '/resources/terms-conditions' },
      { label: 'Refund Policy', href: '/resources/refund-policy' },
    ],
  },
];
