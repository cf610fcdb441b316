import { database } from '@/server/db/client';
import { openSignature } from '@/server/images/stored-signature.server';
import { writeAudit } from '@/server/staff/audit';
import { staffRoute, StaffApiError } from '@/server/staff/http';
import { requireCall } from '@/server/staff/session';

/** One signature of a credit application as a PNG image (accounts and admin), audited. */
export function GET(request: Request, context: { params: Promise<{ id: string; which: string }> }) {
  return staffRoute('credit signature', async () => {
    const user = await requireCall(request, '/staff/api/credit/[id]/signature/[which]');
    const { id: idText, which } = await context.params;
    const id = /^\d{1,12}$/.test(idText) ? Number(idText) : NaN;
    if (!Number.isSafeInteger(id) || (which !== 'declaration' && which !== 'act'))
      throw new StaffApiError(404, 'No such signature.');
    const column = which === 'act' ? 'act_signature_png' : 'declaration_signature_png';
    const db = await database();
    const row = await db
      .selectFrom('credit_applications')
      .select(['id', column])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new StaffApiError(404, 'No such signature.');
    const png = await openSignature(String(row[column] ?? ''), column, id);
    if (!png) throw new StaffApiError(404, 'This signature was left blank.');
    await writeAudit(db, {
      action: 'credit.signature',
      actor: user,
      subject: `credit_applications:${id}`,
      detail: `${which === 'act' ? 'Privacy Act' : 'declaration'} signature shown`,
    });
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline' },
    });
  });
}
