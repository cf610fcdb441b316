import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Our Services',
  title: 'Services',
  description:
    'Interstate and local road freight, 3PL logistics and warehousing from Melbourne, with full truckloads, part loads, express two-up services and food-grade storage.',
  path: '/services',
  crumbs: [{ label: 'Services', href: '/services' }],
};

export const metadata = pageMetadata(page);

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Freight, logistics and warehousing under one roof</h2>
        <p>
          We run road freight across the eastern seaboard, South Australia and Western Australia,
          store and pick goods in our Melbourne warehouse, and connect it all with online booking
          and live tracking.
        </p>
      </ProseSection>
    </>
  );
}
