import { kickDelivery } from '@/server/outbox/outbox';
import { accountCall, addStaff, staffInputSchema } from '@/server/staff/accounts';
import { staffPost } from '@/server/staff/calls';

/**
 * Add a staff account (admin): the set-up link is mailed through the outbox and answered here
 * once, to be shown on screen. Written to the audit log.
 */
export const POST = staffPost(
  '/staff/api/accounts/add',
  staffInputSchema,
  async ({ user, input }) => {
    const made = await accountCall(() => addStaff(input, user));
    kickDelivery();
    return { ok: true, email: made.account.email, link: made.link, expiresText: made.expiresText };
  },
);
