import { z } from 'zod';
import { kickDelivery } from '@/server/outbox/outbox';
import { accountCall, disableStaff } from '@/server/staff/accounts';
import { staffPost } from '@/server/staff/calls';

/**
 * Disable a staff account (admin): signed out everywhere, sign-ins refused until a reset. An
 * administrator cannot disable their own account. Written to the audit log.
 */
export const POST = staffPost(
  '/staff/api/accounts/disable',
  z.object({ email: z.string().trim().min(1).max(254) }),
  async ({ user, input }) => {
    const account = await accountCall(() => disableStaff(input.email, user));
    // The owner's notice (decision 118).
    kickDelivery();
    return { ok: true, email: account.email };
  },
);
