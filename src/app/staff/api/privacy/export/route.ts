import { z } from 'zod';
import { exportPersonalData } from '@/server/privacy/personal-data';
import { staffPost } from '@/server/staff/calls';

/** Everything held about an e-mail address, bank details masked (admin); audited (decision 139). */
export const POST = staffPost(
  '/staff/api/privacy/export',
  z.strictObject({ email: z.email() }),
  async ({ db, user, input }) => ({
    ok: true,
    ...(await exportPersonalData(db, input.email, user)),
  }),
);
