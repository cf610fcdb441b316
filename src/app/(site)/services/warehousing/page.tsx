import { CardGrid } from '@/components/content/card-grid';
import { Faq } from '@/components/content/faq';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { warehousing } from '@/content/warehousing';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/services/warehousing', warehousing);

export const metadata = pageMetadata(page);

export default function WarehousingPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={warehousing.intro} />
      <CardGrid id="warehouse-capabilities" {...warehousing.capabilities} />
      <ProseSection source={warehousing.storage} />
      <Faq id="warehouse-faq" {...warehousing.faq} />
      <QuoteCta {...warehousing.cta} />
    </>
  );
}
