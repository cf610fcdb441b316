import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { ChevronDown } from '@/components/ui/line-icons';
import type { NavLink } from '@/content/navigation';
import { NavList, isActive } from './nav-list';

// The wide-screen menu (decision 016): a disclosure button (`aria-expanded`) per dropdown and a
// few lines of state; at most one dropdown open at a time.

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
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {/* Padding, not margin, between button and list: the mouse crosses no gap on its way down. */}
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 w-64 pt-2">
        <div className="rounded-lg border border-gray-200 bg-white p-2 shadow-xl">
          <NavList
            items={[{ label: item.label, href: item.href }, ...(item.children ?? [])]}
            pathname={pathname}
            look="dropdown"
          />
        </div>
      </div>
    </li>
  );
}

export function DesktopNav({ items, pathname }: { items: NavLink[]; pathname: string }) {
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
        {items.map((item) =>
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
