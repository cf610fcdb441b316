import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { site } from '@/content/site';
import { definePage } from '@/lib/page';
import { PricingNote } from './pricing-note';
import { QuoteCalculator } from './quote-calculator';
import type { QuoteOpening } from './quote-session';
import { NeedsScript } from '@/components/forms/needs-script';

export const quotePage = definePage('/get-a-quote', {
  description: `Price your road freight in seconds: enter pickup and delivery suburbs and your packages, compare economy and express rates from ${site.name}, and e-mail the quote to yourself.`,
});

/**
 * The quote page (spec §2 get-a-quote): the same whether it opens empty (pre-rendered) or from a
 * saved quote's link, looked up on the server (`opening`).
 */
export function QuotePage({ opening }: { opening?: QuoteOpening }) {
  return (
    <>
      <BreadcrumbBanner page={quotePage} />
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-12">
        {/* On a phone the form comes first: a short introduction, the pricing behind a disclosure. */}
        <div className="mb-5 max-w-3xl space-y-2 md:mb-10 md:space-y-3">
          <h2 className="text-2xl font-bold text-brand-900 md:text-3xl">
            Your instant freight quote
          </h2>
          <p className="text-sm md:text-base">
            Tell us where your freight is going and what it is, and we will price it on the spot:
            two rates, every charge itemised, ex GST. Happy with it? E-mail it to yourself and quote
            its number when you book.
          </p>
          <PricingNote />
        </div>
        <QuoteCalculator opening={opening} noScript={<NeedsScript subject="form" />} />
      </div>
    </>
  );
}
