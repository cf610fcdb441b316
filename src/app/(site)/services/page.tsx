import { CardGrid } from '@/components/content/card-grid';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteCta } from '@/components/content/quote-cta';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { services } from '@/content/services';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/services', services);

export const metadata = pageMetadata(page);

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={services.intro} />
      <CardGrid id="service-lines" {...services.lines} />
      <ProseSection source={services.fleet} />
      <QuoteCta {...services.cta} />
    </>
  );
}
