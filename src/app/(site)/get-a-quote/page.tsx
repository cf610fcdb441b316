import { QuoteCalculator } from '@/components/quote/quote-calculator';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { site } from '@/content/site';
import { formatMoney } from '@/domain/format';
import { rateCard } from '@/domain/rate-card';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Get A Quote',
  title: 'Instant Freight Quote',
  description: `Price your road freight in seconds: enter pickup and delivery suburbs and your packages, compare economy and express rates from ${site.name}, and e-mail the quote to yourself.`,
  path: '/get-a-quote',
  crumbs: [{ label: 'Get A Quote', href: '/get-a-quote' }],
};

export const metadata = pageMetadata(page);

const s = rateCard.surcharges;

export default function GetAQuotePage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="mb-10 max-w-3xl space-y-3">
          <h2 className="text-3xl font-bold text-brand-900">Your instant freight quote</h2>
          <p>
            Tell us where your freight is going and what it is, and we will price it on the spot:
            two rates, every charge itemised, ex GST. Happy with it? E-mail it to yourself and quote
            its number when you book.
          </p>
          <p className="text-sm text-muted">
            We charge the larger of dead weight and cubic weight (333 kg per cubic metre), in
            pallets of 2,000 kg. Economy starts at{' '}
            {formatMoney(rateCard.economy.minimumCents / 100)}; express is economy x{' '}
            {rateCard.expressMultiplier}. Extras: dangerous goods{' '}
            {Math.round(s.dangerousGoodsRate * 100)}% plus{' '}
            {formatMoney(s.dangerousGoodsFlatCents / 100)}, hand unload{' '}
            {formatMoney(s.handUnloadPerPalletCents / 100)} a pallet, tailgate{' '}
            {formatMoney(s.tailgateCents / 100)}, trailer split{' '}
            {formatMoney(s.trailerSplitCents / 100)}. The month&apos;s fuel levy is added, and a
            quote holds for {rateCard.validityDays} days from its pickup date.
          </p>
        </div>
        <QuoteCalculator />
      </div>
    </>
  );
}
