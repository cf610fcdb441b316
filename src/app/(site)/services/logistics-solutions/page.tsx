import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Logistics Solutions',
  title: 'Logistics Solutions',
  description:
    'Third-party logistics from Melbourne: freight forwarding, full and part loads, express two-up linehaul and warehousing planned around your supply chain.',
  path: '/services/logistics-solutions',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Logistics Solutions', href: '/services/logistics-solutions' },
  ],
};

export const metadata = pageMetadata(page);

export default function LogisticsSolutionsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Logistics planned around your business</h2>
        <p>
          Whether you send one pallet a month or forty every night, we plan the route, the vehicle
          and the timing so your goods arrive in full, on time and safely.
        </p>
      </ProseSection>
    </>
  );
}
