import { RATES_IMPORT_LIMIT } from '@/server/rates/rate-card-files';
import { staffPost } from '@/server/staff/calls';
import { importBodySchema, importFromConsole } from '@/server/staff/rates';

/** Import zones.csv, lanes.csv and the surcharges as the draft card (accounts, admin); audited. */
export const POST = staffPost(
  '/staff/api/rates/import',
  importBodySchema,
  ({ db, user, input }) => importFromConsole(db, user, input),
  RATES_IMPORT_LIMIT,
);
