import { z } from 'zod';
import { staffPost } from '@/server/staff/calls';
import { removeSamplesFromConsole } from '@/server/staff/fuel-levy';

/** Remove the sample months a new database starts with (admin); written to the audit log. */
export const POST = staffPost(
  '/staff/api/fuel-levy/remove-samples',
  z.strictObject({}),
  async ({ db, user }) => ({ ok: true, removed: await removeSamplesFromConsole(db, user) }),
);
