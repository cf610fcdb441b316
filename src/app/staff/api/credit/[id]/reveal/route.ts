import { z } from 'zod';
import { staffPost } from '@/server/staff/calls';
import { revealBankDetails } from '@/server/staff/credit';

/** Show a credit application's bank details; accounts and admin only, written to the audit log. */
export const POST = staffPost(
  '/staff/api/credit/[id]/reveal',
  z.strictObject({}),
  async ({ db, user, params }) => ({ bank: await revealBankDetails(db, user, Number(params.id)) }),
);
