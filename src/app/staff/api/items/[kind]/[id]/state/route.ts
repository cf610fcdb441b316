import { z } from 'zod';
import { staffPost } from '@/server/staff/calls';
import { assertItem, changeItemState } from '@/server/staff/inbox';

const schema = z.strictObject({
  version: z.number().int().min(0).max(1_000_000_000),
  status: z.enum(['new', 'in_progress', 'done', 'declined']).optional(),
  assigneeId: z.string().max(100).nullable().optional(),
});

/** Change an item's status or assignee; refused with 409 when the item changed meanwhile. */
export const POST = staffPost(
  '/staff/api/items/[kind]/[id]/state',
  schema,
  async ({ db, user, input, params }) => {
    const id = Number(params.id);
    const kind = await assertItem(db, user, params.kind ?? '', id);
    return { state: await changeItemState(db, user, kind, id, input) };
  },
);
