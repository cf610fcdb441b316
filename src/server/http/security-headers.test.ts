import { describe, expect, it } from 'vitest';
import { ISOLATED_PAGES, isolationHeaders } from './security-headers';

describe('the headers of some pages', () => {
  it('gives a browsing-context group of its own to the credit application and the console only', () => {
    expect(isolationHeaders()).toEqual([
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ]);
    expect([...ISOLATED_PAGES]).toEqual([
      '/resources/credit-application',
      '/staff',
      '/staff/:path*',
    ]);
  });
});
