import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl } from './site-url';

export type Crumb = { label: string; href: string };

/** What every content page declares once: its words for people and for search engines. */
export type PageInfo = {
  /** The banner heading (h1). */
  heading: string;
  /** The <title>, without the company name (added by the root layout's template). */
  title: string;
  description: string;
  path: string;
  /** Breadcrumb trail after Home, ending with this page. */
  crumbs: Crumb[];
};

export const homeCrumb: Crumb = { label: 'Home', href: '/' };

/** Title, meta description, canonical URL and Open Graph tags of a page. */
export function pageMetadata(page: PageInfo): Metadata {
  const url = absoluteUrl(page.path);
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_AU',
      title: `${page.title} | ${site.name}`,
      description: page.description,
      url,
    },
    twitter: {
      card: 'summary',
      title: `${page.title} | ${site.name}`,
      description: page.description,
    },
  };
}

/** BreadcrumbList structured data for a page: Home, then its crumbs. */
export function breadcrumbJsonLd(page: Pick<PageInfo, 'crumbs'>) {
  const trail = [homeCrumb, ...page.crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
