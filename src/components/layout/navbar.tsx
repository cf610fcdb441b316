import type { ReactNode } from 'react';
import { Menu, X } from '@/components/ui/line-icons';
import type { NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { DesktopNav } from './desktop-nav';
import { NavList } from './nav-list';

// The main navigation with no menu library (decision 016): dropdowns on wide screens
// (desktop-nav.tsx) and the phone menu here, both listing the site's tree with NavList. The tree
// comes as props from the server (menuTree), so the pages' titles and headings stay out of the
// browser's scripts. This component only draws the header, the same on every page, on the server;
// what its buttons do, and which entry is the current page's, is the site's own script's work
// (src/site-script/site.js, decisions 102 and 105), which works the same on pages that run no
// framework and after the router shows another page.

/**
 * The main navigation: dropdown menus on wide screens; on phones a Menu button whose panel fills
 * the screen below the header and scrolls inside itself while the page behind stays still. Once
 * the page is scrolled, a phone header also offers a compact "Get a quote" (shown by CSS when the
 * site's script marks the header `data-scrolled`).
 */
export function Navbar({
  logo,
  main,
  extra,
}: {
  logo: ReactNode;
  /** The menu tree. */
  main: NavLink[];
  /** Pages the header shows as buttons, listed after the tree in the phone menu. */
  extra: NavLink[];
}) {
  return (
    // The site's script marks the header once the page is scrolled, and opens and closes the phone
    // menu (`aria-expanded`, `hidden`), before React hydrates a page as well as after: React is
    // told to expect those attributes (decision 178).
    <header
      data-site-header=""
      suppressHydrationWarning
      className="site-header sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur print:static"
    >
      {/* A fixed height: the logo's name wrapping on a narrow phone, or hiding once scrolled,
          never moves the page below. */}
      {/* The nav starts at the logo and the buttons keep to the right edge: a part of the row
          that arrives after the first paint moves nothing already drawn (decision 070). */}
      {/* The site's script watches the row and its parts marked data-row-part: a wide row that
          does not fit offers Menu instead of its dropdowns (markCrowded in site.js). */}
      <div data-header-row="" className="mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-4">
        {/* Named with the words it shows (WCAG 2.5.3, label in name): a visitor who speaks to the
            browser says the company's name to follow it, and "home page" says where it goes. */}
        <a
          href="/"
          aria-label={`${site.name} home page`}
          data-row-part=""
          className="min-w-0 xl:shrink-0"
        >
          {logo}
        </a>
        <DesktopNav items={main} />
        <div className="relative ml-auto flex items-center gap-2 print:hidden">
          <a
            href="/get-a-quote"
            data-row-part=""
            className="btn-primary hidden whitespace-nowrap sm:inline-flex"
          >
            Get A Quote
          </a>
          {/* Placed just left of the buttons, outside their box: the group keeps its size and
              place when this appears, where the logo's name was, so nothing moves. */}
          <a
            href="/get-a-quote"
            className="compact-quote absolute top-1/2 right-full mr-2 -translate-y-1/2 items-center rounded-md bg-accent-500 forced-colors:border-2 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-950 hover:bg-accent-400"
          >
            Get a quote
          </a>
          <button
            type="button"
            data-menu-toggle=""
            suppressHydrationWarning
            className="group inline-flex items-center gap-1 rounded-md border border-gray-300 px-3 py-2 font-semibold xl:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
          >
            <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
            Menu
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden
        suppressHydrationWarning
        className="phone-menu absolute inset-x-0 top-full overflow-y-auto overscroll-contain border-t border-gray-200 bg-white px-4 pb-8 xl:hidden print:hidden"
      >
        {/* The tree, then the pages the navbar shows as buttons. */}
        <NavList items={[...main, ...extra]} look="phone" />
      </nav>
    </header>
  );
}
