import { CareerAccordion } from '@/components/content/career-accordion';
import { JobPostingsJsonLd } from '@/components/content/job-postings-json-ld';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { careerAds, careersHeading, careersPage } from '@/content/careers';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/careers', careersPage);

export const metadata = pageMetadata(page);

export default function CareersPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={careersPage.intro} />
      <section aria-labelledby="careers-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="careers-heading" className="text-2xl font-bold tracking-wide text-brand-900">
          {careersHeading}
        </h2>
        <div className="mt-6 max-w-4xl">
          <CareerAccordion ads={careerAds} />
        </div>
      </section>
      <JobPostingsJsonLd ads={careerAds} />
    </>
  );
}
