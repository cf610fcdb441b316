import { describe, expect, it } from 'vitest';
import type { RatePrice } from '@/domain/quote-pricing';
import { deliveryDay } from '@/domain/rate-format';
import { withDeliveryEstimates } from './delivery-estimate.server';

const rate = (id: RatePrice['id']): RatePrice => ({
  id,
  label: id === 'economy' ? 'Economy' : 'Express',
  description: id === 'economy' ? '2-3 days working service' : 'Next Working Day or 2-Up Service',
  lines: [],
  exGstCents: 10_000,
  gstCents: 1_000,
  incGstCents: 11_000,
  base_price: 100,
  ex_gst: true,
});

describe('estimated delivery days of the rates', () => {
  it('skips Easter: Thursday 2 April 2026 across Melbourne is delivered Tuesday 7 April', () => {
    // 4.9 km: metropolitan, 1 working day for both rates. Good Friday 3 April, the weekend and
    // Easter Monday 6 April are not working days.
    const [economy, express] = withDeliveryEstimates(
      [rate('economy'), rate('express')],
      '2026-04-02',
      4.9,
    );
    expect(economy).toMatchObject({ id: 'economy', estimatedDelivery: '2026-04-07' });
    expect(express).toMatchObject({ id: 'express', estimatedDelivery: '2026-04-07' });
    // The rate's own figures and the spec's description are kept as they are.
    expect(economy).toMatchObject({ description: '2-3 days working service', exGstCents: 10_000 });
  });

  it('collects a Saturday pickup on Monday and counts Perth in working days', () => {
    // Saturday 21 November 2026 is collected on Monday 23. 3,420 km by road:
    // economy 3 + ceil((3,420 - 2,400) / 800) = 3 + 2 = 5 working days: Monday 30 November;
    // express ceil(3,420 / 84 / 24) = ceil(1.70) = 2 working days: Wednesday 25 November.
    const [economy, express] = withDeliveryEstimates(
      [rate('economy'), rate('express')],
      '2026-11-21',
      3420,
    );
    expect(economy!.estimatedDelivery).toBe('2026-11-30');
    expect(express!.estimatedDelivery).toBe('2026-11-25');
  });

  it('writes the day as the page shows it', () => {
    expect(deliveryDay('2026-12-01')).toBe('Tue 1 Dec');
    expect(deliveryDay('2026-12-31')).toBe('Thu 31 Dec');
  });
});
