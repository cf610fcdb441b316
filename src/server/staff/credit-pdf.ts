import 'server-only';
import { creditApplicationFields, creditSignatureFields } from '@/domain/credit-application';
import type { CreditApplication } from '@/domain/credit-application';
import { columnName, isInputField } from '@/domain/form-fields';
import { decryptJson } from '../crypto/field-encryption';
import type { Db } from '../db/client';
import { openSignature } from '../images/stored-signature.server';
import { creditApplicationPdf } from '../pdf/credit-application-pdf';
import type { CreditPdfSignatures } from '../pdf/credit-application-pdf';
import { writeAudit } from './audit';
import { StaffApiError } from './http';
import type { StaffUser } from './session';

/**
 * A saved credit application as the same PDF the accounts team is mailed, rebuilt from its row:
 * every field, the bank details decrypted and both signatures. The PDF holds the bank details,
 * so each download is written to the audit log like a reveal.
 */
export async function creditPdfForStaff(db: Db, user: StaffUser, id: number): Promise<Uint8Array> {
  const row = (await db
    .selectFrom('credit_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw new StaffApiError(404, 'No such credit application.');
  const bank =
    typeof row.bank_details_enc === 'string' && row.bank_details_enc
      ? decryptJson<Record<string, unknown>>(row.bank_details_enc)
      : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const signatures = Object.fromEntries(
    await Promise.all(
      creditSignatureFields.map(async ({ signature: { id: which } }) => {
        const column = `${which}_signature_png` as const;
        return [which, await openSignature(text(row[column]), column, id)] as const;
      }),
    ),
  ) as CreditPdfSignatures;
  const app: Record<string, string> = {};
  for (const field of creditApplicationFields) {
    if (isInputField(field))
      app[field.name] = text(field.secret ? bank[field.name] : row[columnName(field.name)]);
    else {
      // The pad's value as the form sent it: a blank pad is '', and the PDF notes it unsigned.
      const png = signatures[field.signature.id];
      app[field.name] = png ? `data:image/png;base64,${png.toString('base64')}` : '';
      app[field.signature.fileName] = text(row[field.signature.fileName]);
    }
  }
  const pdf = await creditApplicationPdf(app as unknown as CreditApplication, {
    receivedAt: text(row.created_at),
    signatures,
    applicationId: id,
  });
  await writeAudit(db, {
    action: 'credit.pdf',
    actor: user,
    subject: `credit_applications:${id}`,
    detail: 'PDF with bank details downloaded',
  });
  return pdf;
}
