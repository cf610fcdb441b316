import { ChevronDown } from '@/components/ui/line-icons';
import type { NavLink } from '@/content/navigation';
import { NavList, entryAddresses } from './nav-list';

// The wide-screen menu (decision 016): a disclosure button (`aria-expanded`) per dropdown. The
// buttons are worked by the site's own script, src/site-script/site.js (decision 102): a click, Enter or
// Space, or a mouse resting on one opens its list (at most one at a time); Escape (focus back on
// the button), focus or the mouse leaving it, or a click elsewhere closes it. It marks the current
// entry (`data-active`) and may open a list before React hydrates a page, so React is told to
// expect those attributes.

/** One dropdown of the wide-screen menu: its button and its list, closed as the page loads. */
function Dropdown({ item }: { item: NavLink }) {
  const panelId = `menu-${item.href.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li className="relative" data-dropdown="">
      <button
        type="button"
        data-dropdown-trigger=""
        aria-expanded="false"
        aria-controls={panelId}
        data-nav-entry={entryAddresses(item)}
        suppressHydrationWarning
        className="group inline-flex items-center gap-1 rounded px-2.5 py-2 text-[15px] font-semibold whitespace-nowrap text-ink hover:bg-brand-50 aria-expanded:bg-brand-50 data-active:text-brand-700"
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      {/* Padding, not margin, between button and list: the mouse crosses no gap on its way down. */}
      <div
        id={panelId}
        hidden
        suppressHydrationWarning
        className="absolute top-full left-0 z-50 w-64 pt-2"
      >
        <div className="rounded-lg border border-gray-200 bg-white p-2 shadow-xl">
          <NavList
            items={[{ label: item.label, href: item.href }, ...(item.children ?? [])]}
            look="dropdown"
          />
        </div>
      </div>
    </li>
  );
}

export function DesktopNav({ items }: { items: NavLink[] }) {
  return (
    <nav aria-label="Main" className="desktop-nav hidden xl:block print:hidden">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.children ? (
            <Dropdown key={item.href} item={item} />
          ) : (
            <li key={item.href}>
              <a
                href={item.href}
                data-nav-entry={entryAddresses(item)}
                suppressHydrationWarning
                className="inline-flex rounded px-2.5 py-2 text-[15px] font-semibold whitespace-nowrap text-ink hover:bg-brand-50 data-active:text-brand-700"
              >
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
