import { describe, expect, it } from 'vitest';
import { characterCount, limitMessage, nearLimitNotice } from './field-limits';

describe('length limits made visible', () => {
  it('counts with thousands separators', () => {
    expect(characterCount(1234, 5000)).toBe('1,234 / 5,000');
    expect(characterCount(0, 5000)).toBe('0 / 5,000');
    expect(characterCount(5012, 5000)).toBe('5,012 / 5,000');
  });

  it('says the limit and the length past it', () => {
    expect(limitMessage('Message', 5012, 5000)).toBe(
      'Message can be at most 5,000 characters (now 5,012).',
    );
    expect(limitMessage('First name', 101, 100)).toBe(
      'First name can be at most 100 characters (now 101).',
    );
  });

  it('announces only at a few steps near the limit', () => {
    // 5,000 / 10 = 500 and 5,000 / 50 = 100 characters left.
    expect(nearLimitNotice('Message', 4499, 5000)).toBe('');
    expect(nearLimitNotice('Message', 4500, 5000)).toBe(
      'Message: 500 characters or fewer left of 5,000.',
    );
    expect(nearLimitNotice('Message', 4899, 5000)).toBe(
      'Message: 500 characters or fewer left of 5,000.',
    );
    expect(nearLimitNotice('Message', 4900, 5000)).toBe(
      'Message: 100 characters or fewer left of 5,000.',
    );
    expect(nearLimitNotice('Message', 5000, 5000)).toBe(
      'Message has reached its limit of 5,000 characters.',
    );
    expect(nearLimitNotice('Message', 5001, 5000)).toBe(
      'Message is over its limit of 5,000 characters.',
    );
    expect(nearLimitNotice('Message', 6000, 5000)).toBe(
      'Message is over its limit of 5,000 characters.',
    );
  });

  it('changes its sentence only a handful of times over the whole message', () => {
    const sentences = new Set<string>();
    let changes = 0;
    let last = '';
    for (let length = 0; length <= 5100; length++) {
      const notice = nearLimitNotice('Message', length, 5000);
      if (notice !== last) changes++;
      last = notice;
      sentences.add(notice);
    }
    expect(changes).toBe(4);
    expect(sentences.size).toBe(5);
  });
});
