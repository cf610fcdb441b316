import { describe, expect, it } from 'vitest';
import { creditApplicationWarnings } from '@/domain/credit-application';
import { creditProgress, progressLine } from './credit-progress';

describe('credit application progress by section', () => {
  it('counts each section of the form, without the credit terms text', () => {
    const values = { declaration_date_signed: '2026-11-23', act_date_signed: '2026-11-23' };
    const progress = creditProgress(values, creditApplicationWarnings(values));
    expect(progress.map((p) => [p.title, p.filled, p.total, p.warnings])).toEqual([
      ['Applicant Details', 0, 9, 0],
      ['Company Details', 0, 16, 0],
      ['Bank Details', 0, 3, 0],
      ['Trade Reference', 0, 9, 0],
      // Name, position, signature and the date signed, which starts as today.
      ['Declaration', 1, 4, 1],
      ['Privacy Act 1988 Acknowledgment', 1, 4, 1],
    ]);
  });

  it('says how far a section is, and its warnings', () => {
    const values = {
      name: 'Olivia Nguyen',
      email: 'olivia.nguyen@example.com',
      postcode: '301',
      company_name: 'Wattle & Gum Provisions Pty Ltd',
      abn: '51 824 753 556',
      acn: '004 085 617',
      company_postcode: '3013',
    };
    const [applicant, company] = creditProgress(values, creditApplicationWarnings(values));
    expect(progressLine(applicant!)).toBe('3 of 9 filled, 1 warning');
    expect(progressLine(company!)).toBe('4 of 16 filled, 1 warning');
    expect(
      progressLine({ id: 'bank', title: 'Bank Details', filled: 3, total: 3, warnings: 0 }),
    ).toBe('Complete');
    expect(
      progressLine({ id: 'bank', title: 'Bank Details', filled: 3, total: 3, warnings: 2 }),
    ).toBe('Complete, 2 warnings');
  });
});
