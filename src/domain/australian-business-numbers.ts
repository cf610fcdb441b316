import { isAustralianPostcode } from './postcode';

// Australian business and bank numbers as their registrars define them, for warnings on the credit
// application (never blocks: spec §5 keeps every field but the e-mail free text).
//
// ABN (Australian Taxation Office, "Format of the ABN"): 11 digits. Subtract 1 from the first
// digit, multiply each digit by its weight (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19), add the
// products: the sum of a valid ABN divides by 89.
// ACN (ASIC, "Australian Company Number: digit check"): 9 digits. Multiply the first eight by the
// weights 8 down to 1 and add the products; the check digit (the ninth) is the complement of the
// sum's remainder by 10 (10 less the remainder, 0 when that is 10).

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/** The digits of a number as people write it (spaces and hyphens between groups), or null. */
export function numberDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Whether a value is an ABN whose check digits add up. */
export function isValidAbn(value: string): boolean {
  const digits = numberDigits(value);
  if (digits?.length !== 11) return false;
  const sum = ABN_WEIGHTS.reduce(
    (total, weight, i) => total + (Number(digits[i]) - (i === 0 ? 1 : 0)) * weight,
    0,
  );
  return sum % 89 === 0;
}

/** Whether a value is an ACN whose check digit matches. */
export function isValidAcn(value: string): boolean {
  const digits = numberDigits(value);
  if (digits?.length !== 9) return false;
  const sum = ACN_WEIGHTS.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  return (10 - (sum % 10)) % 10 === Number(digits[8]);
}

/**
 * The BSB at the start of a "BSB/Account No." value, as six digits, or null. The BSB may be written
 * 062-000, 062 000 or 062000, optionally after the word BSB, and must be followed by a space, a
 * slash, a hyphen or the end of the value (so the account number after it is not taken for it).
 */
export function leadingBsb(value: string): string | null {
  const match = /^\s*(?:BSB[\s:]*)?(\d{3})[\s-]?(\d{3})(?=[\s/-]|$)/i.exec(value);
  return match ? `${match[1]}${match[2]}` : null;
}

/** The checks a declared field can ask for (see form-fields.ts). */
export type NumberCheck = 'abn' | 'acn' | 'postcode' | 'bsb';

/**
 * What is wrong with a value under a check: `message` for the page (under the field), `note` for
 * the accounts team's mail and PDF (after the field's label). Null when the value passes or is
 * empty: an empty field is allowed.
 */
export type CheckProblem = { message: string; note: string };

export function checkNumber(check: NumberCheck, value: string): CheckProblem | null {
  if (value.trim() === '') return null;
  switch (check) {
    case 'abn':
      if (numberDigits(value)?.length !== 11)
        return { message: 'An ABN has 11 digits; please check this one.', note: 'not 11 digits' };
      return isValidAbn(value)
        ? null
        : {
            message:
              'The check digits of this ABN do not add up, so it may be mistyped; please check it.',
            note: 'check digits do not add up',
          };
    case 'acn':
      if (numberDigits(value)?.length !== 9)
        return { message: 'An ACN has 9 digits; please check this one.', note: 'not 9 digits' };
      return isValidAcn(value)
        ? null
        : {
            message:
              'The check digit of this ACN does not match, so it may be mistyped; please check it.',
            note: 'check digit does not match',
          };
    case 'postcode':
      return isAustralianPostcode(value)
        ? null
        : { message: 'An Australian postcode has 4 digits.', note: 'not 4 digits' };
    case 'bsb':
      return leadingBsb(value)
        ? null
        : {
            message:
              'Start with the 6-digit BSB (such as 062-000), then a space and the account number.',
            note: 'does not start with a 6-digit BSB',
          };
  }
}

/** How many digits a complete value has under a check: a warning shows once a value reaches it. */
export const CHECK_DIGITS: Record<NumberCheck, number> = { abn: 11, acn: 9, postcode: 4, bsb: 6 };
