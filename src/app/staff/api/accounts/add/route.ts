import { kickDelivery } from '@/server/outbox/outbox';
import { accountCall, addStaff, staffInputSchema } from '@/server/staff/accounts';
import { staffPost } from '@/server/staff/calls';

/**
 * Add a staff account (admin): the set-up link is mailed through the outbox to them alone
 * (decision 117); the answer names the address, never the link. Written to the audit log.
 */
export const POST = staffPost(
  '/staff/api/accounts/add',
  staffInputSchema,
  async ({ user, input }) => {
    const made = await accountCall(() => addStaff(input, user));
    kickDelivery();
    return {
      ok: true,
      email: made.account.email,
      sentTo: made.account.email,
      expiresText: made.expiresText,
    };
  },
);
