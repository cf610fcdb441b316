import Link from 'next/link';
import type { NavLink } from '@/content/navigation';

/** Whether the page at `pathname` is `item` or below it: its menu entry is shown as current. */
export function isActive(pathname: string, item: NavLink): boolean {
  if (item.href === '/') return pathname === '/';
  return (
    pathname === item.href ||
    pathname.startsWith(`${item.href}/`) ||
    (item.children ?? []).some((c) => isActive(pathname, c))
  );
}

const DROPDOWN_LINK =
  'block rounded px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50';

/** The two places a list of links stands: a wide-screen dropdown and the phone menu. */
const LOOKS = {
  dropdown: {
    list: ['grid gap-1', 'mt-1 ml-4 grid gap-1 border-l-2 border-brand-100 pl-2'],
    item: ['', ''],
    link: [DROPDOWN_LINK, DROPDOWN_LINK],
  },
  phone: {
    list: ['divide-y divide-gray-100', 'ml-4 border-l-2 border-brand-100 pl-3'],
    item: ['py-1', ''],
    link: [
      'block rounded px-2 py-2 font-semibold text-ink hover:bg-brand-50',
      'block rounded px-2 py-2 text-[15px] text-ink hover:bg-brand-50',
    ],
  },
} as const;

/** Links and the links below them, nested as in the site's tree; the current page is marked. */
export function NavList({
  items,
  pathname,
  look,
  depth = 0,
}: {
  items: NavLink[];
  pathname: string;
  look: keyof typeof LOOKS;
  depth?: number;
}) {
  const level = depth === 0 ? 0 : 1;
  const { list, item, link } = LOOKS[look];
  return (
    <ul className={list[level]}>
      {items.map((entry) => (
        <li key={`${entry.href}-${entry.label}`} className={item[level] || undefined}>
          <Link
            href={entry.href}
            aria-current={pathname === entry.href ? 'page' : undefined}
            className={link[level]}
          >
            {entry.label}
          </Link>
          {entry.children ? (
            <NavList items={entry.children} pathname={pathname} look={look} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
