import { afterEach, describe, expect, it } from 'vitest';
import { ISOLATED_PAGES, isolationHeaders, securityHeaders } from './security-headers';

const names = () => securityHeaders().map((h) => h.key);
const saved = process.env.SITE_URL;

describe('security headers', () => {
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('leaves Strict-Transport-Security to the running server, whatever the address at build', () => {
    // tests/scale/https-address.scale.test.ts: a build for plain http, run for https, sends it.
    process.env.SITE_URL = 'https://www.example.com.au';
    expect(names()).not.toContain('Strict-Transport-Security');
  });

  it('gives a browsing-context group of its own to the credit application and the console only', () => {
    expect(names()).not.toContain('Cross-Origin-Opener-Policy');
    expect(isolationHeaders()).toEqual([
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ]);
    expect([...ISOLATED_PAGES]).toEqual([
      '/resources/credit-application',
      '/staff',
      '/staff/:path*',
    ]);
  });

  it('sends none on plain http, where browsers would ignore it', () => {
    process.env.SITE_URL = 'http://localhost:3000';
    expect(names()).not.toContain('Strict-Transport-Security');
    expect(names()).toContain('Content-Security-Policy');
  });
});
