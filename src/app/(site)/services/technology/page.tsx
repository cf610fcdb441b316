import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Technology',
  title: 'Freight Technology',
  description:
    'Book online, follow each job in real time, track the truck and receive electronic proof of delivery: the freight technology we have run since 2012.',
  path: '/services/technology',
  crumbs: [
    { label: 'Services', href: '/services' },
    { label: 'Technology', href: '/services/technology' },
  ],
};

export const metadata = pageMetadata(page);

export default function TechnologyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Digital shipping since 2012</h2>
        <p>
          We moved our bookings online in 2012 and have kept building since. Today every consignment
          can be booked, followed and signed for without a single phone call or sheet of paper.
        </p>
      </ProseSection>
    </>
  );
}
