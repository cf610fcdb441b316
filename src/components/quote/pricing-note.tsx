import { CUBIC_FACTOR, PALLET_KG, formatKg } from '@/domain/quote-math';
import { rateCard } from '@/domain/rate-card';
import { money, percent } from '@/domain/rate-format';

const s = rateCard.surcharges;

/**
 * How a quote is worked out, in a sentence or two, from the quote maths and the rate card. It sits
 * behind a "How we price" disclosure, so that on a phone the quote form comes first (decision 065).
 */
export function PricingNote() {
  return (
    <details className="text-sm text-muted" data-testid="how-we-price">
      <summary className="cursor-pointer font-semibold text-brand-800">How we price</summary>
      <p className="mt-2">
        We charge the larger of dead weight and cubic weight ({formatKg(CUBIC_FACTOR)} per cubic
        metre), in pallets of {formatKg(PALLET_KG)}. Economy starts at{' '}
        {money(rateCard.economy.minimumCents)}; express is economy x {rateCard.expressMultiplier}.
        Extras: dangerous goods {percent(s.dangerousGoodsRate)} plus{' '}
        {money(s.dangerousGoodsFlatCents)}, hand unload {money(s.handUnloadPerPalletCents)} a
        pallet, tailgate {money(s.tailgateCents)}, trailer split {money(s.trailerSplitCents)}. The
        month&apos;s fuel levy is added, and a quote holds for {rateCard.validityDays} days from its
        pickup date.
      </p>
    </details>
  );
}
