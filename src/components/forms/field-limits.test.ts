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

  // 5,000 / 10 = 500 and 5,000 / 50 = 100 characters left.
  it.each([
    [4499, ''],
    [4500, 'Message: 500 characters or fewer left of 5,000.'],
    [4899, 'Message: 500 characters or fewer left of 5,000.'],
    [4900, 'Message: 100 characters or fewer left of 5,000.'],
    [5000, 'Message has reached its limit of 5,000 characters.'],
    [5001, 'Message is over its limit of 5,000 characters.'],
    [6000, 'Message is over its limit of 5,000 characters.'],
  ])('announces only at a few steps near the limit: %i of 5,000 → "%s"', (length, notice) => {
    expect(nearLimitNotice('Message', length, 5000)).toBe(notice);
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
