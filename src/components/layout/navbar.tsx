'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { mainNav } from '@/content/navigation';
import type { NavLink } from '@/content/navigation';

// The main navigation with no menu library (decision 016): disclosure buttons (`aria-expanded`)
// for the dropdowns on wide screens and for the phone menu, and a few lines of state.

function isActive(pathname: string, item: NavLink): boolean {
  if (item.href === '/') return pathname === '/';
  return (
    pathname === item.href ||
    pathname.startsWith(`${item.href}/`) ||
    (item.children ?? []).some((c) => isActive(pathname, c))
  );
}

/** The phone menu's last entries, after the tree: the pages the navbar shows as buttons. */
const phoneMenuExtras: NavLink[] = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'Get A Quote', href: '/get-a-quote' },
];

// Inline icons (24-pixel grid, drawn with the text colour); decorative, always beside a word.
function Icon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const chevron = <path d="m6 9 6 6 6-6" />;
const bars = <path d="M4 6h16M4 12h16M4 18h16" />;
const cross = <path d="M18 6 6 18M6 6l12 12" />;

function SubList({
  items,
  pathname,
  depth = 0,
}: {
  items: NavLink[];
  pathname: string;
  depth?: number;
}) {
  return (
    <ul
      className={
        depth === 0 ? 'grid gap-1' : 'mt-1 ml-4 grid gap-1 border-l-2 border-brand-100 pl-2'
      }
    >
      {items.map((child) => (
        <li key={`${child.href}-${child.label}`}>
          <Link
            href={child.href}
            aria-current={pathname === child.href ? 'page' : undefined}
            className="block rounded px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50"
          >
            {child.label}
          </Link>
          {child.children ? (
            <SubList items={child.children} pathname={pathname} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One dropdown of the wide-screen menu: a button that shows and hides its list (click, Enter or
 * Space), opened by a mouse resting on it, closed by Escape (focus back on the button), by focus
 * or the mouse leaving it, or by a click elsewhere.
 */
function Dropdown({
  item,
  pathname,
  open,
  onOpenChange,
}: {
  item: NavLink;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // A mouse that opened the list by resting on the button then clicks it: keep it open.
  const openedByHover = useRef(false);
  const panelId = `menu-${item.href.replace(/[^a-z0-9]+/gi, '-')}`;

  function onPointerEnter(e: PointerEvent) {
    if (e.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    onOpenChange(true);
  }
  function onPointerLeave(e: PointerEvent) {
    if (e.pointerType === 'mouse' && open) onOpenChange(false);
  }
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
    }
  }
  function onBlur(e: FocusEvent<HTMLLIElement>) {
    if (open && !e.currentTarget.contains(e.relatedTarget)) onOpenChange(false);
  }

  return (
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keep = open && openedByHover.current;
          openedByHover.current = false;
          if (!keep) onOpenChange(!open);
        }}
        className={`inline-flex items-center gap-1 rounded px-2.5 py-2 text-[15px] font-semibold whitespace-nowrap hover:bg-brand-50 aria-expanded:bg-brand-50 ${isActive(pathname, item) ? 'text-brand-700' : 'text-ink'}`}
      >
        {item.label}
        <Icon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}>{chevron}</Icon>
      </button>
      {/* Padding, not margin, between button and list: the mouse crosses no gap on its way down. */}
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 w-64 pt-2">
        <div className="rounded-lg border border-gray-200 bg-white p-2 shadow-xl">
          <SubList
            items={[{ label: item.label, href: item.href }, ...(item.children ?? [])]}
            pathname={pathname}
          />
        </div>
      </div>
    </li>
  );
}

function DesktopNav({ pathname }: { pathname: string }) {
  const [openHref, setOpenHref] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(pathname);
  const nav = useRef<HTMLElement>(null);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpenHref(null);
  }
  useEffect(() => {
    if (!openHref) return;
    const onPointerDown = (e: Event) => {
      if (!nav.current?.contains(e.target as Node)) setOpenHref(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openHref]);

  return (
    <nav ref={nav} aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item) =>
          item.children ? (
            <Dropdown
              key={item.href}
              item={item}
              pathname={pathname}
              open={openHref === item.href}
              onOpenChange={(open) =>
                setOpenHref((current) =>
                  open ? item.href : current === item.href ? null : current,
                )
              }
            />
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                className={`inline-flex rounded px-2.5 py-2 text-[15px] font-semibold whitespace-nowrap hover:bg-brand-50 ${isActive(pathname, item) ? 'text-brand-700' : 'text-ink'}`}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function PhoneList({
  items,
  pathname,
  depth = 0,
}: {
  items: NavLink[];
  pathname: string;
  depth?: number;
}) {
  return (
    <ul
      className={depth === 0 ? 'divide-y divide-gray-100' : 'ml-4 border-l-2 border-brand-100 pl-3'}
    >
      {items.map((item) => (
        <li key={`${item.href}-${item.label}`} className={depth === 0 ? 'py-1' : ''}>
          <Link
            href={item.href}
            aria-current={pathname === item.href ? 'page' : undefined}
            className={`block rounded px-2 py-2 ${depth === 0 ? 'font-semibold' : 'text-[15px]'} text-ink hover:bg-brand-50`}
          >
            {item.label}
          </Link>
          {item.children ? (
            <PhoneList items={item.children} pathname={pathname} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** How far down the page the phone header offers its own "Get a quote" button. */
const SCROLLED_PX = 48;

/**
 * The main navigation: dropdown menus on wide screens; on phones a Menu button whose panel fills
 * the screen below the header and scrolls inside itself while the page behind stays still.
 */
export function Navbar({ logo }: { logo: ReactNode }) {
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
        <DesktopNav pathname={pathname} />
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
            <Icon className="size-5">{open ? cross : bars}</Icon>
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
        <PhoneList items={[...mainNav, ...phoneMenuExtras]} pathname={pathname} />
      </nav>
    </header>
  );
}
