import { describe, expect, it } from 'vitest';
import {
  chargeablePallets,
  consignmentFigures,
  cubicWeight,
  packageFigures,
  totalWeight,
} from './quote-math';

describe('quote maths (spec §9)', () => {
  it('total weight is quantity x unit weight', () => {
    expect(totalWeight({ quantity: 4, weight: 250.5 })).toBe(1002);
  });

  it('cubic weight is quantity x L/100 x W/100 x H/100 x 333', () => {
    // One 120 x 100 x 100 cm item is 1.2 m3, 399.6 kg; two of them 799.2 kg.
    expect(cubicWeight({ quantity: 1, length: 120, width: 100, height: 100 })).toBe(399.6);
    expect(cubicWeight({ quantity: 2, length: 120, width: 100, height: 100 })).toBe(799.2);
  });

  it('cubic weight beats dead weight for light, bulky freight', () => {
    const f = packageFigures({ quantity: 2, length: 120, width: 100, height: 100, weight: 50 });
    expect(f).toEqual({
      totalWeight: 100,
      cubicWeight: 799.2,
      chargeableWeight: 799.2,
      chargeablePallets: 1,
    });
  });

  it('dead weight beats cubic weight for dense freight', () => {
    const f = packageFigures({ quantity: 3, length: 100, width: 100, height: 100, weight: 1500 });
    expect(f.totalWeight).toBe(4500);
    expect(f.cubicWeight).toBe(999);
    expect(f.chargeableWeight).toBe(4500);
    expect(f.chargeablePallets).toBe(3);
  });

  it('rounds pallets up: 2000 kg is one pallet, a gram more is two', () => {
    expect(chargeablePallets(2000)).toBe(1);
    expect(chargeablePallets(2000.001)).toBe(2);
    expect(chargeablePallets(0.5)).toBe(1);
    expect(
      packageFigures({ quantity: 4, length: 50, width: 50, height: 50, weight: 500.25 }),
    ).toMatchObject({ totalWeight: 2001, chargeablePallets: 2 });
  });

  it('does not tip a pallet over on binary fractions', () => {
    // 0.1 x 3 x 2000 / 0.3 is 2000.0000000000002 in floating point: still one pallet.
    expect(chargeablePallets((0.1 * 3 * 2000) / 0.3)).toBe(1);
  });

  it('sums packages: weights, and pallets package by package', () => {
    const c = consignmentFigures([
      { quantity: 2, length: 120, width: 100, height: 100, weight: 50 }, // 799.2 kg, 1 pallet
      { quantity: 1, length: 100, width: 100, height: 100, weight: 1500 }, // 1500 kg, 1 pallet
    ]);
    expect(c.totalWeight).toBe(1600);
    expect(c.chargeableWeight).toBe(2299.2);
    // 2 pallets, not ceil(2299.2 / 2000) = 2 by chance: each package rounds on its own.
    expect(c.chargeablePallets).toBe(2);
    const three = consignmentFigures([
      { quantity: 1, length: 10, width: 10, height: 10, weight: 1200 },
      { quantity: 1, length: 10, width: 10, height: 10, weight: 1200 },
    ]);
    expect(three.chargeableWeight).toBe(2400);
    expect(three.chargeablePallets).toBe(2);
  });
});
