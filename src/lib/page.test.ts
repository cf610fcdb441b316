import { describe, expect, it } from 'vitest';
import { specBreadcrumbs, specRoutes } from '../../tests/support/spec-routes';
import type { SpecRoute } from '../../tests/support/spec-routes';
import { site } from '@/content/site';
import { breadcrumbJsonLd, definePage, defineSubPage, pageMetadata } from './page';
import { absoluteUrl } from './site-url';

const copy = { description: 'A description long enough to stand for the one of a real page.' };

// [<title>, h1] of every route, as the browser tests and spec §2 know them.
const words: Record<SpecRoute, [title: string, heading: string]> = {
  '/': [
    'Road Freight, 3PL and Warehousing in Melbourne',
    'Freight delivered in full, on time and safely',
  ],
  '/about': ['About Us', 'About Us'],
  '/about/our-drivers': ['Our Drivers', 'Our Drivers'],
  '/services': ['Services', 'Our Services'],
  '/services/logistics-solutions': ['Logistics Solutions', 'Logistics Solutions'],
  '/services/technology': ['Freight Technology', 'Technology'],
  '/services/warehousing': ['3PL Warehouse Melbourne', 'Warehousing'],
  '/services/warehousing/food-grade-warehouse': [
    'HACCP Food-grade Warehouse Melbourne',
    'Food-grade Warehouse',
  ],
  '/promise-to-clients': ['Promise to Clients', 'Promise to Clients'],
  '/promise-to-clients/express-transit-times': ['Express Transit Times', 'Express Transit Times'],
  '/promise-to-clients/value-for-money': ['Value for Money', 'Value for Money'],
  '/promise-to-clients/fuel-levy': ['Fuel Levy', 'Fuel Levy'],
  '/resources/refund-policy': ['Refund Policy', 'Refund Policy'],
  '/resources/credit-application': ['Credit Application', 'Credit Application'],
  '/resources/terms-conditions': ['Terms and Conditions', 'Terms and Conditions'],
  '/resources/our-blog': ['Our Blog', 'Our Blog'],
  '/careers': ['Careers', 'Careers'],
  '/contact': ['Contact Us', 'Contact Us'],
  '/get-a-quote': ['Instant Freight Quote', 'Get A Quote'],
};

describe('definePage', () => {
  for (const path of specRoutes) {
    it(`${path}: title, heading and the breadcrumb of spec §2 from the menu tree`, () => {
      const page = definePage(path, copy);
      expect(page.path).toBe(path);
      expect(page.description).toBe(copy.description);
      expect([page.title, page.heading]).toEqual(words[path]);
      expect(page.crumbs.map((c) => [c.label, c.href])).toEqual(specBreadcrumbs[path]);
    });
  }

  it('gives the food-grade page the trail Home > Services > Warehousing, without itself', () => {
    const page = definePage('/services/warehousing/food-grade-warehouse', copy);
    expect(['Home', ...page.crumbs.map((c) => c.label)]).toEqual([
      'Home',
      'Services',
      'Warehousing',
    ]);
    expect(page.crumbs.some((c) => c.href === page.path)).toBe(false);
  });

  it('names no Resources crumb: there is no Resources page', () => {
    for (const path of specRoutes.filter((p) => p.startsWith('/resources/'))) {
      expect(definePage(path, copy).crumbs.map((c) => c.label)).not.toContain('Resources');
    }
  });

  it('refuses a path the menu tree does not hold', () => {
    expect(() => definePage('/no-such-page', copy)).toThrow(/not in the menu tree/);
  });
});

describe('defineSubPage', () => {
  it('puts a blog post under the Our Blog link of spec §2 (/our-blog)', () => {
    const post = defineSubPage('/resources/our-blog', {
      heading: 'Our New Yard in Gilgandra, NSW',
      title: 'Our New Yard in Gilgandra',
      description: copy.description,
      path: '/our-blog/Our-New-Yard-in-Gilgandra-NSW',
    });
    expect(post.crumbs).toEqual([
      { label: 'Our Blog', href: '/our-blog' },
      { label: 'Our New Yard in Gilgandra, NSW', href: '/our-blog/Our-New-Yard-in-Gilgandra-NSW' },
    ]);
  });
});

describe('pageMetadata and breadcrumbJsonLd', () => {
  const page = definePage('/promise-to-clients/fuel-levy', copy);

  it('gives the title, description, canonical URL and Open Graph tags', () => {
    const meta = pageMetadata(page);
    expect(meta.title).toBe('Fuel Levy');
    expect(meta.description).toBe(copy.description);
    expect(meta.alternates?.canonical).toBe(absoluteUrl('/promise-to-clients/fuel-levy'));
    expect(meta.openGraph).toMatchObject({
      title: `Fuel Levy | ${site.name}`,
      url: absoluteUrl('/promise-to-clients/fuel-levy'),
      locale: 'en_AU',
    });
  });

  it('lists Home, then the crumbs, with positions and absolute addresses', () => {
    expect(breadcrumbJsonLd(page).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Promise to Clients',
        item: absoluteUrl('/promise-to-clients'),
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Fuel Levy',
        item: absoluteUrl('/promise-to-clients/fuel-levy'),
      },
    ]);
  });
});
