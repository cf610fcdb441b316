// Quote numbers (design.md): "Q" + 8 Crockford base-32 characters, 40 random bits. Short enough to
// read over the phone, with no I, L, O or U to mistake, and too many to guess.

export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 8;

/** A new quote number from 5 random bytes (the caller supplies them: crypto on the server). */
export function quoteNumberFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 5) throw new RangeError('A quote number needs 5 random bytes');
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(bytes[i]!);
  let body = '';
  for (let i = BODY_LENGTH - 1; i >= 0; i--)
    body += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return `Q${body}`;
}

/**
 * The canonical form of what a person typed, or null when it cannot be a quote number. Case,
 * spaces and dashes are forgiven, and so are the look-alikes Crockford allows (O for 0, I and L for 1).
 */
export function parseQuoteNumber(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = input.replace(/[\s\-_]+/g, '').toUpperCase();
  const m = /^Q([0-9A-Z]{8})$/.exec(compact);
  if (!m) return null;
  const body = m[1]!.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (![...body].every((c) => CROCKFORD.includes(c))) return null;
  return `Q${body}`;
}

/**
 * A quote number as people read it: three groups of three, "QMM-CSR-JRK". Anything that is not a
 * quote number is shown as it came.
 */
export function groupQuoteNumber(quoteNumber: string): string {
  const canonical = parseQuoteNumber(quoteNumber);
  if (!canonical) return quoteNumber;
  return canonical.match(/.{3}/g)!.join('-');
}
