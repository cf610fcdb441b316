'use client';

import { useEffect, useRef } from 'react';

/**
 * What marks the root of an island, a part of a page that React runs (decision 105): the page's
 * HTML carries it, so the site's script can tell what a visitor does there before React runs.
 */
export const ISLAND_ATTRIBUTES = { 'data-island': '' } as const;

/**
 * The ref of an island's root. Once React has hydrated the island (or drawn it after a router
 * navigation) the root gains `data-hydrated` and sends `site:hydrated`, and the site's script hands
 * React what the visitor typed, ticked, clicked or submitted there before it ran.
 */
export function useIsland<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.dataset.hydrated = 'true';
    root.dispatchEvent(new Event('site:hydrated', { bubbles: true }));
  }, []);
  return ref;
}
