import { z } from 'zod';
import { staffPost } from '@/server/staff/calls';
import { retryMailFromConsole } from '@/server/staff/outbox';

/** Make every pending mail due now and send it (admin); written to the audit log. */
export const POST = staffPost(
  '/staff/api/outbox/retry',
  z.strictObject({}),
  async ({ db, user }) => ({
    ok: true,
    ...(await retryMailFromConsole(db, user)),
  }),
);
