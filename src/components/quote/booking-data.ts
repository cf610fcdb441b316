'use client';

import { useEffect, useState } from 'react';
import type { PackagingType } from '@/domain/packaging-types';
import { createSuburbSearch } from '@/domain/suburb';
import { apiGet } from '@/lib/api-client';

/** The public booking data of spec §3, made ready for the type-ahead. */
export type BookingData = {
  packagingTypes: PackagingType[];
  /** Every valid suburb label. */
  labels: string[];
  isKnownSuburb: (label: string) => boolean;
  /** Indices into `labels`, best first. */
  search: (query: string, limit?: number) => number[];
};

type Answer = { packaging_types?: unknown; postcodes?: unknown };

let pending: Promise<BookingData> | undefined;
let loaded: BookingData | undefined;

/** The booking data once it has arrived (validation reads the suburb list from here). */
export function currentBookingData(): BookingData | undefined {
  return loaded;
}

function prepare(answer: Answer): BookingData {
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
    // Exactly one of the list's labels (spec §5).
    isKnownSuburb: (label) => known.has(label),
    search: createSuburbSearch(labels),
  };
}

/**
 * Fetch GET /tms/getAddPublicBookingData once per page load, however many inputs ask for it.
 * A failure is forgotten so the next caller tries again.
 */
export function loadBookingData(): Promise<BookingData> {
  pending ??= apiGet<Answer>('/tms/getAddPublicBookingData')
    .then((answer) => {
      loaded = prepare(answer);
      return loaded;
    })
    .catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
  return pending;
}

export type BookingDataState =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: BookingData }
  | { status: 'error'; data?: undefined };

/** The booking data for a component: loaded after mount, so it never holds up the first paint. */
export function useBookingData(onError?: () => void): BookingDataState {
  const [state, setState] = useState<BookingDataState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadBookingData().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      () => {
        if (!live) return;
        setState({ status: 'error' });
        onError?.();
      },
    );
    return () => {
      live = false;
    };
    // Loaded once per mount; a new onError identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
