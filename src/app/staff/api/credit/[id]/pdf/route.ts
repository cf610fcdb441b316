import { database } from '@/server/db/client';
import { creditPdfForStaff } from '@/server/staff/credit-pdf';
import { staffRoute, StaffApiError } from '@/server/staff/http';
import { requireCall } from '@/server/staff/session';

/** A credit application as its PDF (accounts and admin); each download audited. */
export function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return staffRoute('credit pdf', async () => {
    const user = await requireCall(request, '/staff/api/credit/[id]/pdf');
    const { id: idText } = await context.params;
    const id = /^\d{1,12}$/.test(idText) ? Number(idText) : NaN;
    if (!Number.isSafeInteger(id)) throw new StaffApiError(404, 'No such credit application.');
    const pdf = await creditPdfForStaff(await database(), user, id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="credit-application-${id}.pdf"`,
      },
    });
  });
}
