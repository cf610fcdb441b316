import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Our Drivers',
  title: 'Our Drivers',
  description:
    'Meet the drivers behind every delivery: experienced, accredited heavy vehicle professionals running two-up teams on most interstate legs.',
  path: '/about/our-drivers',
  crumbs: [
    { label: 'About Us', href: '/about' },
    { label: 'Our Drivers', href: '/about/our-drivers' },
  ],
};

export const metadata = pageMetadata(page);

export default function OurDriversPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>The people behind the wheel</h2>
        <p>
          Every pallet we carry is in the hands of a professional driver. Our drivers are licensed,
          fatigue-managed and proud of a clean, on-time delivery record.
        </p>
      </ProseSection>
    </>
  );
}
