import { staffPost } from '@/server/staff/calls';
import { withdrawBodySchema, withdrawFromConsole } from '@/server/staff/rates';

/** Withdraw a card published ahead, before it applies (accounts, admin); audited. */
export const POST = staffPost(
  '/staff/api/rates/withdraw',
  withdrawBodySchema,
  ({ db, user, input }) => withdrawFromConsole(db, user, input),
);
