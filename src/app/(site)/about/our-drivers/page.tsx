import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ourDrivers } from '@/content/our-drivers';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/about/our-drivers', ourDrivers);

export const metadata = pageMetadata(page);

export default function OurDriversPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={ourDrivers.body} />
    </>
  );
}
