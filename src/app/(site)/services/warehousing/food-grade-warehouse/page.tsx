import Link from 'next/link';
import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { mainOffice, site } from '@/content/site';
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
    { label: 'Food-grade Warehouse', href: '/services/warehousing/food-grade-warehouse' },
  ],
};

export const metadata = pageMetadata(page);

/** The blog article on HACCP (its altTitle with spaces as dashes). */
const haccpArticle = '/our-blog/How-HACCP-Controls-Food-Safety';

export default function FoodGradeWarehousePage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>HACCP-certified food-grade storage</h2>
        <p>
          Food and beverage goods need more than a dry shed. Our food-grade warehouse in{' '}
          {mainOffice.locality} runs a certified HACCP (Hazard Analysis and Critical Control Points)
          plan, so every pallet is received, stored, handled and dispatched under documented food
          safety controls. Hazards are identified in advance, critical control points are monitored
          and recorded, and any deviation is corrected and written up before the goods move on.
        </p>
        <p>
          <Link href="/get-a-quote" className="btn-primary no-underline">
            Get A Quote
          </Link>
        </p>
        <h2>Ambient storage for food and beverage</h2>
        <p>
          Our food-grade area is a clean, sealed and pest-controlled ambient store for shelf-stable
          products: packaged and canned foods, dry goods, confectionery, beverages, and food
          packaging. It is kept apart from general freight, with no chemicals or dangerous goods
          stored alongside, and temperatures are logged around the clock.
        </p>
        <ul>
          <li>Dedicated racking and floor space, separate from general warehousing</li>
          <li>Integrated pest management with a licensed contractor and documented inspections</li>
          <li>Scheduled cleaning and sanitation with signed records</li>
          <li>Batch and best-before tracking, with first-expiry-first-out picking</li>
          <li>Full traceability from receipt to delivery, ready for a recall at short notice</li>
        </ul>
        <h2>Trained staff</h2>
        <p>
          Everyone who works in the food-grade area is trained in food safety, hygiene and our HACCP
          plan before they handle a carton, with refresher training every year. Our team inspects
          each delivery on arrival for damage, contamination and correct labelling, and quarantines
          anything that does not pass.
        </p>
        <h2>24-7 support</h2>
        <p>
          Food supply chains do not stop at five o&apos;clock, and neither do we. Our operations
          team works 7 days a week around the clock and our support line answers 24-7 on{' '}
          <a href={`tel:${site.phones.sales.e164}`}>{site.phones.sales.display}</a>, so an urgent
          order or a question about a batch is answered when you need it.
        </p>
        <h2>Storage and transport together</h2>
        <p>
          Stock stored with us goes out on our own trucks, so food-grade handling continues from our
          dock to your customer&apos;s. Learn more about how HACCP protects your products in our
          article <Link href={haccpArticle}>How HACCP Controls Food Safety</Link>, or see our full
          range of <Link href="/services/warehousing">warehousing services</Link>.
        </p>
        <p>
          <Link href="/get-a-quote" className="btn-primary no-underline">
            Get A Quote
          </Link>
        </p>
      </ProseSection>
    </>
  );
}
