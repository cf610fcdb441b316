import { ProseSection } from '@/components/content/prose-section';
import { StepList } from '@/components/content/step-list';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { technology } from '@/content/technology';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/services/technology', technology);

export const metadata = pageMetadata(page);

export default function TechnologyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={technology.intro} />
      <StepList {...technology.features} />
      <ProseSection source={technology.more} />
    </>
  );
}
