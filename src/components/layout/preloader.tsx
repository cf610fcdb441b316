'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Wait this long before showing the preloader, so quick navigations do not flash it. */
const SHOW_DELAY_MS = 120;
/** A navigation that has not finished by now is treated as cancelled. */
const GIVE_UP_MS = 10_000;

/** Path and query of an address: what a navigation changes (a #fragment alone is no navigation). */
function pageOf(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('_rsc'); // the router's cache-busting parameter on its own requests
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

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
  if (pageOf(url) === pageOf(new URL(window.location.href))) return null; // same page or a #hash
  return url;
}

/**
 * The page a request of the router is for, when it is a navigation: the router asks for a page's
 * data with an `rsc` header; its prefetches and server actions carry headers of their own.
 */
function navigationRequestTarget(input: RequestInfo | URL, init?: RequestInit): URL | null {
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  new Headers(init?.headers).forEach((value, key) => headers.set(key, value));
  if (headers.get('rsc') !== '1') return null;
  if (
    headers.has('next-router-prefetch') ||
    headers.has('next-router-segment-prefetch') ||
    headers.has('next-action')
  )
    return null;
  const raw = input instanceof Request ? input.url : String(input);
  const url = new URL(raw, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

function markState(element: HTMLElement | null, state: 'idle' | 'navigating'): void {
  if (element) element.dataset.state = state;
}

/**
 * Shows while the site moves to another page (spec §2 Shell, §4): starts on a click on an internal
 * link, on back and forward, and on a navigation started by code (router.push or replace, seen as
 * the router's request for the new page); ends when the new page is in place or the navigation is
 * cancelled; then scrolls to the top.
 */
export function Preloader() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [visible, setVisible] = useState(false);
  const timers = useRef<{ show?: number; giveUp?: number }>({});
  const bar = useRef<HTMLDivElement>(null);
  const location = `${pathname}${searchParams.size > 0 ? `?${searchParams.toString()}` : ''}`;
  // The page on screen, for the listeners below (set after each completed navigation).
  const shown = useRef(location);

  // `data-state` says at once whether a navigation is under way (the bar itself waits
  // SHOW_DELAY_MS); it is written straight to the element, so even a navigation that ends within
  // the same frame leaves a trace a test can observe.
  const stop = useCallback(() => {
    window.clearTimeout(timers.current.show);
    window.clearTimeout(timers.current.giveUp);
    timers.current = {};
    markState(bar.current, 'idle');
    setVisible(false);
  }, []);

  useEffect(() => {
    const start = (target: URL) => {
      if (pageOf(target) === shown.current) return; // a refresh or a #fragment: no new page
      markState(bar.current, 'navigating');
      window.clearTimeout(timers.current.show);
      window.clearTimeout(timers.current.giveUp);
      timers.current.show = window.setTimeout(() => setVisible(true), SHOW_DELAY_MS);
      timers.current.giveUp = window.setTimeout(stop, GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      // Let other handlers decide first; a prevented click is a cancelled navigation.
      queueMicrotask(() => {
        const target = internalTarget(event);
        if (target) start(target);
      });
    };
    // Back and forward: the address has already changed; the page follows.
    const onPopState = () => start(new URL(window.location.href));
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && stop();

    // Navigations started by code go through the router, which fetches the new page's data.
    const plainFetch: typeof window.fetch = window.fetch.bind(window);
    const watchingFetch: typeof window.fetch = (input, init) => {
      try {
        const target = navigationRequestTarget(input, init);
        if (target) start(target);
      } catch {
        // Never let the preloader break a request.
      }
      return plainFetch(input, init);
    };
    window.fetch = watchingFetch;

    // Spec §2: every completed navigation starts at the top, back and forward included, so the
    // browser does not put back the old scroll position after the page has been scrolled up.
    const restoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const element = bar.current;
    if (element) element.dataset.listening = 'true';

    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pageshow', stop);
    return () => {
      window.history.scrollRestoration = restoration;
      if (element) delete element.dataset.listening;
      if (window.fetch === watchingFetch) window.fetch = plainFetch;
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pageshow', stop);
    };
  }, [stop]);

  // The navigation ended: hide (during render, so the new page never shows under the bar) …
  const [shownFor, setShownFor] = useState(location);
  if (shownFor !== location) {
    setShownFor(location);
    setVisible(false);
  }
  // … and start the new page at its top, unless the address targets an anchor.
  useEffect(() => {
    shown.current = location;
    markState(bar.current, 'idle');
    window.clearTimeout(timers.current.show);
    window.clearTimeout(timers.current.giveUp);
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);

  return (
    <div
      role="status"
      aria-live="polite"
      ref={bar}
      data-testid="preloader"
      data-state="idle"
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
