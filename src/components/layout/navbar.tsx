'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { mainNav } from '@/content/navigation';
import type { NavLink } from '@/content/navigation';
import { Logo } from './logo';

function isActive(pathname: string, item: NavLink): boolean {
  if (item.href === '/') return pathname === '/';
  return (
    pathname === item.href ||
    pathname.startsWith(`${item.href}/`) ||
    (item.children ?? []).some((c) => isActive(pathname, c))
  );
}

function SubList({ items, depth = 0 }: { items: NavLink[]; depth?: number }) {
  return (
    <ul
      className={
        depth === 0 ? 'grid gap-1' : 'mt-1 ml-4 grid gap-1 border-l-2 border-brand-100 pl-2'
      }
    >
      {items.map((child) => (
        <li key={child.href}>
          <NavigationMenu.Link asChild>
            <Link
              href={child.href}
              className="block rounded px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50"
            >
              {child.label}
            </Link>
          </NavigationMenu.Link>
          {child.children ? <SubList items={child.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={100}>
      <NavigationMenu.List className="flex items-center gap-1">
        {mainNav.map((item) =>
          item.children ? (
            <NavigationMenu.Item key={item.href} className="relative">
              <NavigationMenu.Trigger
                className={`group inline-flex items-center gap-1 rounded px-3 py-2 text-[15px] font-semibold hover:bg-brand-50 data-[state=open]:bg-brand-50 ${isActive(pathname, item) ? 'text-brand-700' : 'text-ink'}`}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-64 rounded-lg border border-gray-200 bg-white p-2 shadow-xl">
                <SubList items={[{ label: item.label, href: item.href }, ...item.children]} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild active={isActive(pathname, item)}>
                <Link
                  href={item.href}
                  aria-current={pathname === item.href ? 'page' : undefined}
                  className={`inline-flex rounded px-3 py-2 text-[15px] font-semibold hover:bg-brand-50 ${isActive(pathname, item) ? 'text-brand-700' : 'text-ink'}`}
                >
                  {item.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileList({ items, depth = 0 }: { items: NavLink[]; depth?: number }) {
  return (
    <ul
      className={depth === 0 ? 'divide-y divide-gray-100' : 'ml-4 border-l-2 border-brand-100 pl-3'}
    >
      {items.map((item) => (
        <li key={`${item.href}-${item.label}`} className={depth === 0 ? 'py-1' : ''}>
          <Link
            href={item.href}
            className={`block rounded px-2 py-2 ${depth === 0 ? 'font-semibold' : 'text-[15px]'} text-ink hover:bg-brand-50`}
          >
            {item.label}
          </Link>
          {item.children ? <MobileList items={item.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The main navigation: dropdown menus on wide screens, a disclosure menu on phones. */
export function Navbar() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  // Close the phone menu once the visitor has moved to another page.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" aria-label="Home" className="shrink-0">
          <Logo />
        </Link>
        <DesktopNav pathname={pathname} />
        <div className="flex items-center gap-2">
          <Link href="/get-a-quote" className="btn-primary hidden sm:inline-flex">
            Get A Quote
          </Link>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-3 py-2 font-semibold lg:hidden"
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
        className="border-t border-gray-200 bg-white px-4 pb-4 lg:hidden"
      >
        <MobileList
          items={[
            ...mainNav,
            { label: 'Contact Us', href: '/contact' },
            { label: 'Get A Quote', href: '/get-a-quote' },
          ]}
        />
      </nav>
    </header>
  );
}
