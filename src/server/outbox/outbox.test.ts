import { describe, expect, it } from 'vitest';
import { backoffMs } from './outbox';

describe('outbox back-off', () => {
  it('doubles from 15 seconds and stops growing at 30 minutes', () => {
    expect(backoffMs(1)).toBe(15_000);
    expect(backoffMs(2)).toBe(30_000);
    expect(backoffMs(3)).toBe(60_000);
    expect(backoffMs(20)).toBe(30 * 60_000);
  });
});
