'use client';

import { quoteMessages } from '@/domain/quote';
import { HomeQuoteForm } from '../home/home-quote-form';

/**
 * A route the rate card sets no price for (decision 128): no error and no made-up price, but the
 * home page's quote request, filled in with the two suburbs, which reaches the sales inbox.
 */
export function PriceByHand({ pickup, delivery }: { pickup: string; delivery: string }) {
  return (
    <section
      aria-labelledby="price-by-hand-title"
      className="space-y-4"
      data-testid="price-by-hand"
    >
      <h2
        id="price-by-hand-title"
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {quoteMessages.priceByHand}
      </h2>
      <p className="max-w-3xl">{quoteMessages.priceByHandHint}</p>
      <div className="max-w-xl">
        <HomeQuoteForm initial={{ pickup, delivery }} instantPrices={false} />
      </div>
    </section>
  );
}
