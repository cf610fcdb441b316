// The site's menu tree (spec §2, Shell) and the footer groups. Read by the navbar, the mobile menu,
// the footer and the sitemap, and by definePage (src/lib/page.ts), which takes each page's title,
// heading and breadcrumb trail from its place in the tree.

export type NavLink = {
  /** The words of the menu. */
  label: string;
  href: string;
  children?: NavLink[];
  /** The page's name in its heading, title and breadcrumb, where it differs from the menu label. */
  name?: string;
  /** The banner heading (h1), where it differs from the name. */
  heading?: string;
  /** The <title> (the company name is added after it), where it differs from the name. */
  title?: string;
  /** A menu heading with no page of its own: it links to `href` but is no breadcrumb. */
  group?: true;
  /** The page's trail ends at its parent, without a crumb of its own. */
  ownCrumb?: false;
  /** Where the breadcrumbs of the pages below link to this one, where the spec names an alias. */
  crumbHref?: string;
};

export const mainNav: NavLink[] = [
  {
    label: 'Home',
    href: '/',
    title: 'Road Freight, 3PL and Warehousing in Melbourne',
    heading: 'Freight delivered in full, on time and safely',
  },
  {
    label: 'About Us',
    href: '/about',
    children: [
      { label: 'Our People/Our Drivers', name: 'Our Drivers', href: '/about/our-drivers' },
    ],
  },
  {
    label: 'Services',
    href: '/services',
    heading: 'Our Services',
    children: [
      { label: 'Logistics Solutions', href: '/services/logistics-solutions' },
      { label: 'Technology', href: '/services/technology', title: 'Freight Technology' },
      {
        label: 'Warehousing',
        href: '/services/warehousing',
        title: '3PL Warehouse Melbourne',
        children: [
          {
            label: 'Food-grade Warehouse',
            href: '/services/warehousing/food-grade-warehouse',
            title: 'HACCP Food-grade Warehouse Melbourne',
            // Spec §2 gives this page the trail Home > Services > Warehousing.
            ownCrumb: false,
          },
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
    // There is no Resources page: the menu heading opens the blog, and no trail names it.
    label: 'Resources',
    href: '/resources/our-blog',
    group: true,
    children: [
      { label: 'Refund Policy', href: '/resources/refund-policy' },
      { label: 'Credit Application', href: '/resources/credit-application' },
      { label: 'Terms and Conditions', href: '/resources/terms-conditions' },
      // Spec §2: a post's breadcrumb links the list as /our-blog, which redirects here.
      { label: 'Our Blog', href: '/resources/our-blog', crumbHref: '/our-blog' },
    ],
  },
  { label: 'Careers', href: '/careers' },
  { label: 'Track', href: '/track', name: 'Track a Booking' },
];

/** The pages of the site map that the navbar does not list; their trails start at Home. */
export const pagesOutsideMainNav: NavLink[] = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'Get A Quote', href: '/get-a-quote', title: 'Instant Freight Quote' },
];

/** The page at `href` in `links` and below (a menu heading is not a page). */
function findPage(href: string, links: NavLink[]): NavLink | undefined {
  for (const link of links) {
    if (link.href === href && !link.group) return link;
    const below = findPage(href, link.children ?? []);
    if (below) return below;
  }
  return undefined;
}

function pageAt(href: string): NavLink {
  const page = findPage(href, [...mainNav, ...pagesOutsideMainNav]);
  if (!page) throw new Error(`No page at ${href} in the site's tree`);
  return page;
}

/** Footer links by path, each named as its page is. */
const linksTo = (...hrefs: string[]): NavLink[] =>
  hrefs.map((href) => {
    const page = pageAt(href);
    return { label: page.name ?? page.label, href };
  });

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'The Company',
    links: linksTo('/about', '/about/our-drivers', '/careers', '/resources/our-blog', '/contact'),
  },
  {
    title: 'Logistics Offerings',
    links: linksTo(
      '/services',
      '/services/logistics-solutions',
      '/services/technology',
      '/services/warehousing',
      '/services/warehousing/food-grade-warehouse',
      '/get-a-quote',
    ),
  },
  {
    title: 'Client Commitments',
    links: linksTo(
      '/promise-to-clients',
      '/promise-to-clients/express-transit-times',
      '/promise-to-clients/value-for-money',
      '/promise-to-clients/fuel-levy',
      '/resources/credit-application',
      '/resources/terms-conditions',
      '/resources/refund-policy',
    ),
  },
];

/** A tree's menu words and addresses only: what the navbar, a client component, is handed. */
export function menuTree(items: NavLink[]): NavLink[] {
  return items.map(({ label, href, children }) =>
    children ? { label, href, children: menuTree(children) } : { label, href },
  );
}
