import 'server-only';
import { decryptJson, encryptJson } from '../crypto/field-encryption';
import { reencodeSignaturePng, trustedSignaturePng } from './signature-image.server';
import type { CleanSignaturePng } from './signature-image.server';

// Signature images at rest in credit_applications: AES-256-GCM like the bank details, bound to
// their table, column and row, so a value copied into another row or column no longer decrypts.
// Rows saved before this held the caller's PNG as plain base64; they are still read, and re-encoded
// under the same limits on the way out, since those bytes were never decoded by us.

export type SignatureColumn = 'declaration_signature_png' | 'act_signature_png';

/** Marks an encrypted value; plain base64 never contains a colon. */
const ENCRYPTED = 'enc:';

function associatedData(column: SignatureColumn, id: number): string {
  return `credit_applications.${column}#${id}`;
}

/** The column value for a signature of row `id`: '' when not signed, else encrypted. */
export function sealSignature(
  png: CleanSignaturePng | null,
  column: SignatureColumn,
  id: number,
): string {
  if (!png) return '';
  return `${ENCRYPTED}${encryptJson(png.toString('base64'), associatedData(column, id))}`;
}

/**
 * The signature stored in a column of row `id`, or null when not signed. Throws when an encrypted
 * value does not decrypt (another key, another row's value) or an old plain value is not an image
 * the limits accept.
 */
export async function openSignature(
  stored: string,
  column: SignatureColumn,
  id: number,
): Promise<CleanSignaturePng | null> {
  if (stored === '') return null;
  if (stored.startsWith(ENCRYPTED)) {
    const base64 = decryptJson<string>(stored.slice(ENCRYPTED.length), associatedData(column, id));
    return trustedSignaturePng(Buffer.from(base64, 'base64'));
  }
  return reencodeSignaturePng(Buffer.from(stored, 'base64'));
}
