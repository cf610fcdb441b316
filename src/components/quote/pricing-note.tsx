import { CUBIC_FACTOR, PALLET_KG, formatKg } from '@/domain/quote-math';
import { rateCard } from '@/domain/rate-card';

/**
 * How a quote is worked out, in a sentence or two. It sits behind a "How we price" disclosure, so
 * that on a phone the quote form comes first (decision 065). The figures live on the rate card
 * staff publish (decision 125), so the page names what is charged and the quote itemises how much.
 */
export function PricingNote() {
  return (
    <details className="text-sm text-muted" data-testid="how-we-price">
      <summary className="cursor-pointer font-semibold text-brand-800">How we price</summary>
      <p className="mt-2">
        We charge the larger of dead weight and cubic weight ({formatKg(CUBIC_FACTOR)} per cubic
        metre), in pallets of {formatKg(PALLET_KG)}. Each route has its rate on our rate card: a
        basic charge and a rate per pallet, with a minimum, for economy and for express. Dangerous
        goods, hand unloading, a tailgate truck and a trailer split are itemised as extras, the
        month&apos;s fuel levy is added, and a quote holds for {rateCard.validityDays} days from its
        pickup date.
      </p>
    </details>
  );
}
