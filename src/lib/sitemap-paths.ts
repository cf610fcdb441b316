import { footerGroups, mainNav } from '@/content/navigation';
import type { NavLink } from '@/content/navigation';

// Pages of the site map (spec §2) that no menu links to.
const pagesOutsideMenus = ['/contact', '/get-a-quote'];

function flatten(links: NavLink[]): string[] {
  return links.flatMap((link) => [link.href, ...flatten(link.children ?? [])]);
}

/** Every page of the site (posts aside): the menus plus the few pages outside them. */
export function sitemapPaths(): string[] {
  const paths = [
    ...flatten(mainNav),
    ...footerGroups.flatMap((group) => flatten(group.links)),
    ...pagesOutsideMenus,
  ];
  return [...new Set(paths)];
}
