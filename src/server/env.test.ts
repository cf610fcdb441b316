import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('environment', () => {
  it('has working embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_TO).toMatch(/@/);
    expect(env.siteUrl).toBe('http://localhost:3000');
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_TO: 'nobody' })).toThrow(/MAIL_TO/);
  });
});
