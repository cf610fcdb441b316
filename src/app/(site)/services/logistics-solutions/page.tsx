import { CardGrid } from '@/components/content/card-grid';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteButton } from '@/components/content/quote-button';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { logisticsSolutions } from '@/content/logistics-solutions';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/services/logistics-solutions', logisticsSolutions);

export const metadata = pageMetadata(page);

export default function LogisticsSolutionsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={logisticsSolutions.intro}>
        <QuoteButton />
      </ProseSection>
      <CardGrid id="logistics-offerings" {...logisticsSolutions.offerings} />
      <ProseSection source={logisticsSolutions.more} />
      <QuoteCta {...logisticsSolutions.cta} />
    </>
  );
}
