'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Menu, X } from '@/components/ui/line-icons';
import type { NavLink } from '@/content/navigation';
import { DesktopNav } from './desktop-nav';
import { NavList } from './nav-list';

// The main navigation with no menu library (decision 016): dropdowns on wide screens
// (desktop-nav.tsx) and the phone menu here, both listing the site's tree with NavList. The tree
// comes as props from the server (menuTree), so the pages' titles and headings stay out of the
// browser's scripts.

/** How far down the page the phone header offers its own "Get a quote" button. */
const SCROLLED_PX = 48;

/**
 * The main navigation: dropdown menus on wide screens; on phones a Menu button whose panel fills
 * the screen below the header and scrolls inside itself while the page behind stays still.
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
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Close the phone menu once the visitor has moved to another page.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    // The panel runs from the header's lower edge to the bottom of the screen.
    const place = () => {
      const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
      root.style.setProperty('--menu-top', `${Math.max(0, Math.round(bottom))}px`);
    };
    place();
    root.classList.add('menu-open');
    // Widened past the phone layout (a turned tablet): the panel is gone, so let the page go.
    const wide = window.matchMedia('(min-width: 1280px)');
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onWide);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', place);
    return () => {
      root.classList.remove('menu-open');
      wide.removeEventListener('change', onWide);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    <header
      ref={header}
      data-scrolled={scrolled || undefined}
      className="site-header sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur"
    >
      {/* A fixed height: the logo's name wrapping on a narrow phone, or hiding once scrolled,
          never moves the page below. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link href="/" aria-label="Home" className="shrink-0">
          {logo}
        </Link>
        <DesktopNav items={main} pathname={pathname} />
        <div className="flex items-center gap-2">
          <Link href="/get-a-quote" className="btn-primary hidden whitespace-nowrap sm:inline-flex">
            Get A Quote
          </Link>
          {scrolled ? (
            <Link
              href="/get-a-quote"
              className="inline-flex items-center rounded-md bg-accent-500 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-950 hover:bg-accent-400 sm:hidden"
            >
              Get a quote
            </Link>
          ) : null}
          <button
            ref={toggle}
            type="button"
            className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-3 py-2 font-semibold xl:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            Menu
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!open}
        className="phone-menu absolute inset-x-0 top-full overflow-y-auto overscroll-contain border-t border-gray-200 bg-white px-4 pb-8 xl:hidden"
      >
        {/* The tree, then the pages the navbar shows as buttons. */}
        <NavList items={[...main, ...extra]} pathname={pathname} look="phone" />
      </nav>
    </header>
  );
}
