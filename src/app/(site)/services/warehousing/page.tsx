import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Warehousing',
  title: '3PL Warehouse Melbourne',
  description:
    '3PL warehousing in Melbourne: HACCP food-grade storage, cross-docking, container loading and unloading, pick and pack, with road freight from the same dock.',
  path: '/services/warehousing',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Warehousing', href: '/services/warehousing' },
  ],
};

export const metadata = pageMetadata(page);

export default function WarehousingPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>3PL warehouse in Melbourne</h2>
        <p>
          Our Laverton North warehouse sits minutes from the Western Ring Road and the port, with
          racked storage, a cross-dock and our own linehaul fleet at the door.
        </p>
      </ProseSection>
    </>
  );
}
