import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Express Transit Times',
  title: 'Express Transit Times',
  description:
    'Express road transit times between 15 Australian city pairs, from 8 hours Melbourne to Adelaide to 48 hours Brisbane to Perth, with distances.',
  path: '/promise-to-clients/express-transit-times',
  crumbs: [
    { label: 'Promise to Clients', href: '/promise-to-clients' },
    { label: 'Express Transit Times', href: '/promise-to-clients/express-transit-times' },
  ],
};

export const metadata = pageMetadata(page);

export default function ExpressTransitTimesPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>How long express freight takes</h2>
        <p>
          Our express service runs two-up driver teams on most legs, so the truck keeps moving while
          one driver rests. These are the door-to-door transit times we plan to for each city pair.
        </p>
      </ProseSection>
    </>
  );
}
