import { z } from 'zod';
import { staffPost } from '@/server/staff/calls';
import { addNote, assertItem, MAX_NOTE } from '@/server/staff/inbox';

const schema = z.strictObject({ body: z.string().max(MAX_NOTE * 2) });

/** Add an internal note to an item, with its author and time. */
export const POST = staffPost(
  '/staff/api/items/[kind]/[id]/notes',
  schema,
  async ({ db, user, input, params }) => {
    const id = Number(params.id);
    const kind = await assertItem(db, user, params.kind ?? '', id);
    return { note: await addNote(db, user, kind, id, input.body) };
  },
);
