import type { Metadata } from 'next';
import { mainNav, pagesOutsideMainNav } from '@/content/navigation';
import type { NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { absoluteUrl } from './site-url';

export type Crumb = { label: string; href: string };

/** What every content page shows people and search engines about itself. */
export type PageInfo = {
  /** The banner heading (h1). */
  heading: string;
  /** The <title>, without the company name (added by the root layout's template). */
  title: string;
  description: string;
  path: string;
  /** Breadcrumb trail after Home; it ends with this page unless spec §2 ends it at the parent. */
  crumbs: Crumb[];
};

/** A page's copy (src/content): the tree gives the rest, the description comes from here. */
export type PageCopy = {
  /** The meta description. */
  description: string;
  /** The rest of the page's copy, which the page itself reads. */
  [part: string]: unknown;
};

export const homeCrumb: Crumb = { label: 'Home', href: '/' };

/** The entries from the top of the tree down to the page at `path`, menu headings left out. */
function branchTo(
  path: string,
  links: NavLink[] = [...mainNav, ...pagesOutsideMainNav],
): NavLink[] | undefined {
  for (const link of links) {
    if (link.href === path && !link.group) return [link];
    const below = branchTo(path, link.children ?? []);
    if (below) return link.group ? below : [link, ...below];
  }
  return undefined;
}

const nameOf = (link: NavLink) => link.name ?? link.label;

function findBranch(path: string): NavLink[] {
  const branch = branchTo(path);
  if (!branch) throw new Error(`${path} is not in the menu tree (src/content/navigation.ts)`);
  return branch;
}

/** The crumbs of the pages above, linked where the pages below link them. */
function crumbsAbove(ancestors: NavLink[]): Crumb[] {
  return ancestors.map((link) => ({ label: nameOf(link), href: link.crumbHref ?? link.href }));
}

/**
 * The page at `path` as the menu tree describes it: its title, heading and breadcrumb trail, with
 * the description from its copy. A path the tree does not hold fails the build.
 */
export function definePage(path: string, copy: PageCopy): PageInfo {
  const branch = findBranch(path);
  const page = branch[branch.length - 1]!;
  const ownCrumb = page.ownCrumb !== false && path !== homeCrumb.href;
  return {
    heading: page.heading ?? nameOf(page),
    title: page.title ?? nameOf(page),
    description: copy.description,
    path,
    crumbs: [
      ...crumbsAbove(branch.slice(0, -1)),
      ...(ownCrumb ? [{ label: nameOf(page), href: path }] : []),
    ],
  };
}

/** A page the tree does not list (a blog post): its trail continues the one of its parent. */
export function defineSubPage(
  parentPath: string,
  page: Pick<PageInfo, 'heading' | 'title' | 'description' | 'path'>,
): PageInfo {
  const trail = crumbsAbove(findBranch(parentPath));
  return { ...page, crumbs: [...trail, { label: page.heading, href: page.path }] };
}

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
