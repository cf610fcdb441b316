import { describe, expect, it } from 'vitest';
import { signInAgainHref, staffReturnPath } from './return-path';

describe('staffReturnPath', () => {
  it('keeps a page of the console, with its query', () => {
    expect(staffReturnPath('/staff/items/credit/12')).toBe('/staff/items/credit/12');
    expect(staffReturnPath('/staff/exports?from=2026-11-01')).toBe(
      '/staff/exports?from=2026-11-01',
    );
  });

  it('refuses any other site, and paths that only look like the console', () => {
    for (const value of [
      'https://evil.example/staff/',
      '//evil.example/staff/',
      '/\\evil.example',
      '/staff\\..\\..\\evil',
      '/staffing',
      '/staff',
      '/staff/../evil',
      '/staff/%2e%2e/evil',
      '/staff/x#frag',
      '/staff/ x',
      '/staff/\nx',
      'javascript:alert(1)',
      '',
      null,
      ['/staff/exports'],
      `/staff/${'a'.repeat(500)}`,
    ])
      expect(staffReturnPath(value), String(value)).toBeUndefined();
  });

  it('refuses the calls and the sign-in pages themselves', () => {
    expect(staffReturnPath('/staff/api/privacy/erase')).toBeUndefined();
    expect(staffReturnPath('/staff/sign-in?next=/staff/exports')).toBeUndefined();
    expect(staffReturnPath('/staff/set-up?token=x')).toBeUndefined();
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInAgainHref('/staff/privacy')).toBe('/staff/sign-in?next=%2Fstaff%2Fprivacy');
    expect(signInAgainHref('https://evil.example/')).toBe('/staff/sign-in');
  });
});
