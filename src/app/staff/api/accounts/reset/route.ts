import { z } from 'zod';
import { kickDelivery } from '@/server/outbox/outbox';
import { accountCall, resetStaff } from '@/server/staff/accounts';
import { staffPost } from '@/server/staff/calls';

/**
 * Reset a staff account (admin): password and authenticator removed, every session ended, a new
 * set-up link mailed to them alone (decision 117), never answered here. Written to the audit log.
 */
export const POST = staffPost(
  '/staff/api/accounts/reset',
  z.object({ email: z.string().trim().min(1).max(254) }),
  async ({ user, input }) => {
    const made = await accountCall(() => resetStaff(input.email, user));
    kickDelivery();
    return {
      ok: true,
      email: made.account.email,
      sentTo: made.account.email,
      expiresText: made.expiresText,
    };
  },
);
