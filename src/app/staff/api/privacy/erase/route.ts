import { z } from 'zod';
import { erasePersonalData } from '@/server/privacy/personal-data';
import { staffPost } from '@/server/staff/calls';

/** Erase what is held about an address but what the law keeps (admin); audited (decision 139). */
export const POST = staffPost(
  '/staff/api/privacy/erase',
  z.strictObject({ email: z.email(), confirm: z.literal(true) }),
  async ({ db, user, input }) => ({
    ok: true,
    ...(await erasePersonalData(db, input.email, user)),
  }),
);
