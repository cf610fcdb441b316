import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Food-grade Warehouse',
  title: 'HACCP Food-grade Warehouse Melbourne',
  description:
    'HACCP-certified food-grade warehouse in Melbourne: ambient storage for food and beverage, trained staff, full traceability and 24-7 support.',
  path: '/services/warehousing/food-grade-warehouse',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Warehousing', href: '/services/warehousing' },
  ],
};

export const metadata = pageMetadata(page);

export default function FoodGradeWarehousePage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>HACCP-certified food-grade storage</h2>
        <p>
          Food and beverage goods need more than a dry shed. Our food-grade warehouse runs a
          certified HACCP plan, so every pallet is stored, handled and dispatched under documented
          food safety controls.
        </p>
      </ProseSection>
    </>
  );
}
