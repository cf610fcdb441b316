import type { NavLink } from '@/content/navigation';

/**
 * The addresses a top-level entry stands for, its own and those below it: the site's script shows
 * the entry as current (`data-active`) on any of them or a page under one (decision 105).
 */
export function entryAddresses(item: NavLink): string {
  const below = (link: NavLink): string[] => [
    link.href,
    ...(link.children ?? []).flatMap((child) => below(child)),
  ];
  return [...new Set(below(item))].join(' ');
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

/**
 * Links and the links below them, nested as in the site's tree; the site's script marks the
 * current page's link (`aria-current`), before React hydrates a page, so React is told to expect it.
 */
export function NavList({
  items,
  look,
  depth = 0,
}: {
  items: NavLink[];
  look: keyof typeof LOOKS;
  depth?: number;
}) {
  const level = depth === 0 ? 0 : 1;
  const { list, item, link } = LOOKS[look];
  return (
    <ul className={list[level]}>
      {items.map((entry) => (
        <li key={`${entry.href}-${entry.label}`} className={item[level] || undefined}>
          <a href={entry.href} className={link[level]} suppressHydrationWarning>
            {entry.label}
          </a>
          {entry.children ? <NavList items={entry.children} look={look} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
