import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { EMAIL_PATTERN, isValidEmail } from './email';

const valid = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  subject: 'Hi',
  phone: '03 5550 0000',
  message: 'Hello',
};

function emailErrors(email: unknown): string[] {
  const result = contactSchema.safeParse({ ...valid, email });
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === 'email').map((i) => i.message);
}

describe('e-mail pattern (spec §5)', () => {
  it.each([
    'ann@example.com',
    'Ann.Lee+freight@example.com.au',
    'a_b%c-d@sub-domain.example.org',
    'x@y.co',
    'long@example.abcdefghijkl', // 12-letter suffix
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['no @', 'ann.example.com'],
    ['uppercase domain', 'ann@Example.com'],
    ['uppercase suffix', 'ann@example.COM'],
    ['one-letter suffix', 'ann@example.c'],
    ['13-letter suffix', 'ann@example.abcdefghijklm'],
    ['digits in suffix', 'ann@example.c0m'],
    ['no dot in domain', 'ann@localhost'],
    ['space in local part', 'ann lee@example.com'],
    ['quote in local part', 'ann"@example.com'],
    ['empty local part', '@example.com'],
  ])('rejects %s', (_why, email) => expect(EMAIL_PATTERN.test(email)).toBe(false));
});

describe('contact schema', () => {
  it('accepts a full message and trims the e-mail', () => {
    const result = contactSchema.parse({ ...valid, email: '  ann@example.com ' });
    expect(result.email).toBe('ann@example.com');
  });

  it('needs nothing but the e-mail (other fields have no rules)', () => {
    expect(contactSchema.parse({ email: 'ann@example.com' })).toEqual({
      first_name: '',
      last_name: '',
      email: 'ann@example.com',
      subject: '',
      phone: '',
      message: '',
    });
  });

  it("says 'Email is required.' when the e-mail is empty or missing", () => {
    expect(emailErrors('')).toEqual(['Email is required.']);
    expect(emailErrors('   ')).toContain('Email is required.');
    expect(emailErrors(undefined)).toEqual(['Email is required.']);
  });

  it("says 'Please enter a valid email address.' for a malformed e-mail", () => {
    expect(emailErrors('ann@Example.com')).toEqual(['Please enter a valid email address.']);
    expect(emailErrors('not-an-email')).toEqual(['Please enter a valid email address.']);
  });

  it('refuses unknown fields and oversized text', () => {
    expect(contactSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
  });
});
