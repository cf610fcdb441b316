'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Wait this long before showing the preloader, so quick navigations do not flash it. */
const SHOW_DELAY_MS = 120;
/** A navigation that has not finished by now is treated as cancelled. */
const GIVE_UP_MS = 10_000;

function internalTarget(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null; // same page or a #hash
  return url;
}

/**
 * Shows while the site moves to another page (spec §2, Shell): starts on a click on an internal
 * link, ends when the new page is in place or the navigation is cancelled; then scrolls to the top.
 */
export function Preloader() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [visible, setVisible] = useState(false);
  const timers = useRef<{ show?: number; giveUp?: number }>({});

  const stop = () => {
    window.clearTimeout(timers.current.show);
    window.clearTimeout(timers.current.giveUp);
    timers.current = {};
    setVisible(false);
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Let other handlers decide first; a prevented click is a cancelled navigation.
      queueMicrotask(() => {
        if (!internalTarget(event)) return;
        window.clearTimeout(timers.current.show);
        window.clearTimeout(timers.current.giveUp);
        timers.current.show = window.setTimeout(() => setVisible(true), SHOW_DELAY_MS);
        timers.current.giveUp = window.setTimeout(stop, GIVE_UP_MS);
      });
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && stop();
    document.addEventListener('click', onClick);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pageshow', stop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pageshow', stop);
    };
  }, []);

  // The navigation ended: hide (during render, so the new page never shows under the bar) …
  const location = `${pathname}?${searchParams.toString()}`;
  const [shownFor, setShownFor] = useState(location);
  if (shownFor !== location) {
    setShownFor(location);
    setVisible(false);
  }
  // … and start the new page at its top, unless the address targets an anchor.
  useEffect(() => {
    window.clearTimeout(timers.current.show);
    window.clearTimeout(timers.current.giveUp);
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="preloader"
      data-visible={visible}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] ${visible ? '' : 'hidden'}`}
    >
      <div className="h-1 w-full overflow-hidden bg-brand-100">
        <div className="preloader-bar h-full w-1/3 bg-accent-500" />
      </div>
      <span className="sr-only">{visible ? 'Loading page' : ''}</span>
    </div>
  );
}
