import { describe, expect, it } from 'vitest';
import { checkNumber, isValidAbn, isValidAcn, leadingBsb } from './australian-business-numbers';

describe('ABN check digits (ATO)', () => {
  it('accepts real ABNs, written with or without spaces', () => {
    for (const abn of [
      '51 824 753 556', // the ATO's own example
      '51824753556',
      '48 123 123 124', // Commonwealth Bank of Australia
      '33 051 775 556', // Telstra
      '49 004 028 077', // BHP
      '88 000 014 675', // Woolworths
      '53 004 085 616',
    ]) {
      expect(isValidAbn(abn), abn).toBe(true);
    }
  });

  it('refuses a changed digit, swapped digits, a wrong length and letters', () => {
    // 51 824 753 556 less 1 from the first digit and weighted: 40+1+24+10+28+63+55+39+75+85+114 = 534 = 6 × 89.
    // The last digit one higher adds its weight 19: 553 is not a multiple of 89.
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('12 345 678 901')).toBe(false);
    expect(isValidAbn('51 824 753 55')).toBe(false);
    expect(isValidAbn('51 824 753 5560')).toBe(false);
    expect(isValidAbn('51 824 753 55O')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });
});

describe('ACN check digit (ASIC)', () => {
  it('accepts real ACNs', () => {
    for (const acn of [
      '004 085 616',
      '000 000 019', // ASIC's first example
      '010 749 961', // ASIC's last example
      '123 123 124', // Commonwealth Bank of Australia
      '051 775 556', // Telstra
      '004-028-077', // BHP
    ]) {
      expect(isValidAcn(acn), acn).toBe(true);
    }
  });

  it('refuses a wrong check digit and a wrong length', () => {
    // 004 085 61: 0×8+0×7+4×6+0×5+8×4+5×3+6×2+1×1 = 84; remainder 4; complement 6, not 7.
    expect(isValidAcn('004 085 617')).toBe(false);
    expect(isValidAcn('123 456 789')).toBe(false);
    expect(isValidAcn('04 085 616')).toBe(false);
    expect(isValidAcn('51 824 753 556')).toBe(false);
  });
});

describe('BSBs', () => {
  it('finds the 6-digit BSB at the start of a BSB/Account No. value', () => {
    expect(leadingBsb('733-156 987654321')).toBe('733156');
    expect(leadingBsb('733 156 987654321')).toBe('733156');
    expect(leadingBsb('733156/987654321')).toBe('733156');
    expect(leadingBsb('BSB 062-000 1234 5678')).toBe('062000');
    expect(leadingBsb('062-000')).toBe('062000');
    expect(leadingBsb('73-156 987654321')).toBeNull();
    expect(leadingBsb('7331567 987654321')).toBeNull();
    expect(leadingBsb('733156987654321')).toBeNull();
    expect(leadingBsb('Account 987654321')).toBeNull();
  });
});

describe('warnings for the page and the documents', () => {
  it('says nothing about an empty field or a good number', () => {
    for (const check of ['abn', 'acn', 'postcode', 'bsb'] as const) {
      expect(checkNumber(check, '')).toBeNull();
      expect(checkNumber(check, '   ')).toBeNull();
    }
    expect(checkNumber('abn', '51 824 753 556')).toBeNull();
    expect(checkNumber('acn', '004 085 616')).toBeNull();
    expect(checkNumber('postcode', '3011')).toBeNull();
    expect(checkNumber('bsb', '733-156 987654321')).toBeNull();
  });

  it('names what is wrong, on the page and in a short note', () => {
    expect(checkNumber('abn', '51 824 753 557')).toEqual({
      message:
        'The check digits of this ABN do not add up, so it may be mistyped; please check it.',
      note: 'check digits do not add up',
    });
    expect(checkNumber('abn', '51 824')?.note).toBe('not 11 digits');
    expect(checkNumber('acn', '004 085 617')?.note).toBe('check digit does not match');
    expect(checkNumber('acn', '0040856160')?.note).toBe('not 9 digits');
    expect(checkNumber('postcode', '301')).toEqual({
      message: 'An Australian postcode has 4 digits.',
      note: 'not 4 digits',
    });
    expect(checkNumber('bsb', '12345 987654321')?.note).toBe('does not start with a 6-digit BSB');
  });
});
