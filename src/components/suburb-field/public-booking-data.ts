'use client';

import { useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast';
import type { PackagingType } from '@/domain/packaging-types';
import { quoteMessages } from '@/domain/quote';
import { createSuburbSearch } from '@/domain/suburb';
import { apiGet } from '@/lib/api-client';

/** The public booking data of spec §3, made ready for the type-ahead and the suburb check. */
export type PublicBookingData = {
  packagingTypes: PackagingType[];
  /** Every valid suburb label. */
  labels: string[];
  /** Exactly one of the list's labels (spec §5). */
  isKnownSuburb: (label: string) => boolean;
  /** Indices into `labels`, best first. */
  search: (query: string, limit?: number) => number[];
};

export type PublicBookingDataState =
  | { status: 'idle'; data?: undefined }
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: PublicBookingData }
  | { status: 'error'; data?: undefined };

type Answer = { packaging_types?: unknown; postcodes?: unknown };

const loading: PublicBookingDataState = { status: 'loading' };
/** What the page is drawn with: nothing asked for yet (it is fetched once the form runs). */
const idle: PublicBookingDataState = { status: 'idle' };
let state: PublicBookingDataState = loading;
let pending: Promise<PublicBookingData | null> | undefined;
const listeners = new Set<() => void>();

function publish(next: PublicBookingDataState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function prepare(answer: Answer): PublicBookingData {
  if (!Array.isArray(answer.packaging_types) || !Array.isArray(answer.postcodes)) {
    throw new Error('Unexpected booking data');
  }
  const labels = answer.postcodes.filter((p): p is string => typeof p === 'string');
  const known = new Set(labels);
  return {
    packagingTypes: (answer.packaging_types as PackagingType[]).filter(
      (t) => typeof t?.id === 'string' && typeof t?.name === 'string',
    ),
    labels,
    isKnownSuburb: (label) => known.has(label),
    search: createSuburbSearch(labels),
  };
}

/**
 * GET /tms/getAddPublicBookingData, once per page however many fields and forms ask. Resolves to
 * null when it fails (after saying so, spec §8), so callers fall back to the server's own check.
 */
export function loadPublicBookingData(): Promise<PublicBookingData | null> {
  pending ??= apiGet<Answer>('/tms/getAddPublicBookingData')
    .then(prepare)
    .then(
      (data) => {
        publish({ status: 'ready', data });
        return data;
      },
      () => {
        publish({ status: 'error' });
        toast.error(quoteMessages.fetchFailed, { id: 'public-booking-data' });
        return null;
      },
    );
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A field mounting after a failure (a later visit in the same tab) tries again.
  if (state.status === 'error') {
    pending = undefined;
    publish(loading);
  }
  void loadPublicBookingData();
  return () => {
    listeners.delete(listener);
  };
}

/** The booking data for a component: fetched after mount, so it never holds up the first paint. */
export function usePublicBookingData(): PublicBookingDataState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );
}
