import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-bytes';

describe('pooledRandomBytes', () => {
  it('hands out bytes of the size asked for, never the same ones twice', () => {
    const seen = new Set<string>();
    // Well past one pool (4,096 bytes), so the draws cross a refill.
    for (let i = 0; i < 2000; i++) {
      const bytes = pooledRandomBytes(5);
      expect(bytes).toHaveLength(5);
      seen.add(bytes.toString('hex'));
    }
    // 40 random bits: 2,000 draws collide with a chance of about 2 in a billion.
    expect(seen.size).toBe(2000);
  });

  it('gives the caller a copy that later draws do not change', () => {
    const first = pooledRandomBytes(16);
    const kept = Buffer.from(first);
    for (let i = 0; i < 600; i++) pooledRandomBytes(16);
    expect(first.equals(kept)).toBe(true);
  });

  it('spreads its bytes over every value', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 64; i++) for (const b of pooledRandomBytes(1024)) counts[b]! += 1;
    // 65,536 bytes: 256 of each value on average; a pool handed out unfilled would be all zeros.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(380);
  });

  it('refuses a size it cannot give', () => {
    expect(() => pooledRandomBytes(-1)).toThrow(RangeError);
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
    expect(() => pooledRandomBytes(1.5)).toThrow(RangeError);
  });
});
