import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { valueForMoney } from '@/content/value-for-money';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/promise-to-clients/value-for-money', valueForMoney);

export const metadata = pageMetadata(page);

export default function ValueForMoneyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={valueForMoney.body} />
      <QuoteCta {...valueForMoney.cta} />
    </>
  );
}
