import 'server-only';
import { creditApplicationFields } from '@/domain/credit-application';
import type { BankField } from '@/domain/credit-application';
import { decryptJson } from '../crypto/field-encryption';
import type { Db } from '../db/client';
import { openSignature } from '../images/stored-signature.server';
import { writeAudit } from './audit';
import { StaffApiError } from './http';
import type { StaffUser } from './session';

/** The bank fields, in form order, with their labels. */
export const BANK_FIELDS = creditApplicationFields
  .filter((f): f is Extract<typeof f, { secret: true }> => 'secret' in f && f.secret === true)
  .map((f) => ({ name: f.name, label: f.label }));

/**
 * Decrypt one application's bank details for the person asking, and write who and when to the
 * audit log first: a reveal that is not logged does not happen.
 */
export async function revealBankDetails(
  db: Db,
  user: StaffUser,
  id: number,
): Promise<{ label: string; value: string }[]> {
  if (!Number.isSafeInteger(id) || id < 1) throw new StaffApiError(404, 'No such item.');
  const row = await db
    .selectFrom('credit_applications')
    .select(['id', 'bank_details_enc'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new StaffApiError(404, 'No such item.');
  await writeAudit(db, {
    action: 'credit.reveal',
    actor: user,
    subject: `credit_applications:${id}`,
    detail: 'bank details shown',
  });
  const bank = row.bank_details_enc
    ? decryptJson<Partial<Record<BankField, unknown>>>(row.bank_details_enc)
    : {};
  return BANK_FIELDS.map((f) => ({
    label: f.label,
    value: typeof bank[f.name] === 'string' ? (bank[f.name] as string) : '',
  }));
}

/**
 * One signature of a credit application as its PNG image (`which`: `declaration` or `act`), and
 * a line in the audit log for each one shown. A 404 for an application or a signature there is
 * not, and for a pad left blank.
 */
export async function signatureForStaff(
  db: Db,
  user: StaffUser,
  id: number,
  which: string,
): Promise<Buffer> {
  if (which !== 'declaration' && which !== 'act')
    throw new StaffApiError(404, 'No such signature.');
  const column = which === 'act' ? 'act_signature_png' : 'declaration_signature_png';
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
  return png;
}
