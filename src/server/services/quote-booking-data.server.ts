import 'server-only';
import { packagingTypes } from '@/domain/packaging-types';
import type { PackagingType } from '@/domain/packaging-types';
import { suburbDataVersion, suburbLabels } from '../suburbs/suburbs.server';

type PublicBookingData = {
  packaging_types: PackagingType[];
  /** Every valid suburb label, sorted ("LAVERTON NORTH VIC 3026"). */
  postcodes: string[];
};

type Prepared = { json: string; etag: string };
let prepared: Prepared | undefined;

/**
 * The public booking data of spec §7, built once per process: 18.5k labels are
 * ~400 kB of JSON, ~115 kB gzipped. Browsers fetch it once when the calculator mounts and keep
 * it (ETag + a day of caching), so the page never waits on it to paint.
 */
export function publicBookingData(): Prepared {
  if (prepared) return prepared;
  const body: PublicBookingData = {
    packaging_types: [...packagingTypes],
    postcodes: [...suburbLabels()],
  };
  const json = JSON.stringify(body);
  prepared = {
    json,
    etag: `"booking-${suburbDataVersion()}-${packagingTypes.length}"`,
  };
  return prepared;
}
