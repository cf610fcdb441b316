import { staffPost } from '@/server/staff/calls';
import { publishBodySchema, publishFromConsole } from '@/server/staff/rates';

/** Publish the draft card from an effective date (accounts, admin); audited. */
export const POST = staffPost(
  '/staff/api/rates/publish',
  publishBodySchema,
  ({ db, user, input }) => publishFromConsole(db, user, input),
);
