import { describe, expect, it } from 'vitest';
import { hasValidXsrfToken, readCookie } from './xsrf';

const token = 'abcdef0123456789abcdef01';
const req = (headers: Record<string, string>) =>
  new Request('http://localhost/tms/x', { method: 'POST', headers });

describe('anti-forgery token', () => {
  it('reads a cookie among others', () => {
    expect(readCookie(`a=1; XSRF-TOKEN=${token}; b=2`, 'XSRF-TOKEN')).toBe(token);
    expect(readCookie(null, 'XSRF-TOKEN')).toBeUndefined();
  });
  it('accepts a header equal to the cookie', () => {
    expect(hasValidXsrfToken(req({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token }))).toBe(
      true,
    );
  });
  it('refuses a missing, different or short token', () => {
    expect(hasValidXsrfToken(req({ cookie: `XSRF-TOKEN=${token}` }))).toBe(false);
    expect(hasValidXsrfToken(req({ 'x-xsrf-token': token }))).toBe(false);
    expect(
      hasValidXsrfToken(
        req({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token.slice(0, -1)}x` }),
      ),
    ).toBe(false);
    expect(hasValidXsrfToken(req({ cookie: 'XSRF-TOKEN=short', 'x-xsrf-token': 'short' }))).toBe(
      false,
    );
  });
  it('on https accepts only the __Host- prefixed cookie', () => {
    const https = (headers: Record<string, string>) =>
      new Request('https://www.example.com.au/tms/x', { method: 'POST', headers });
    expect(
      hasValidXsrfToken(https({ cookie: `__Host-XSRF-TOKEN=${token}`, 'x-xsrf-token': token })),
    ).toBe(true);
    expect(hasValidXsrfToken(https({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token }))).toBe(
      false,
    );
  });
  it('on http accepts either cookie the site script may have made', () => {
    const both = `__Host-XSRF-TOKEN=${'f'.repeat(24)}; XSRF-TOKEN=${token}`;
    expect(hasValidXsrfToken(req({ cookie: both, 'x-xsrf-token': token }))).toBe(true);
    expect(hasValidXsrfToken(req({ cookie: both, 'x-xsrf-token': 'f'.repeat(24) }))).toBe(true);
    expect(hasValidXsrfToken(req({ cookie: both, 'x-xsrf-token': 'e'.repeat(24) }))).toBe(false);
  });
});
