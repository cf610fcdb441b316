import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'About Us',
  title: 'About Us',
  description:
    'A family-run Melbourne road freight, 3PL and warehousing company with over 20 years on Australian roads: our mission, our promises and our vision.',
  path: '/about',
  crumbs: [{ label: 'About Us', href: '/about' }],
};

export const metadata = pageMetadata(page);

export default function AboutPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Safe, Faster, and Easy Solution for Shipping</h2>
        <p>
          For over 20 years our family has moved freight between Australia&apos;s capital cities and
          the regional towns in between. We deliver in full, on time and safely, and we have done
          our shipping digitally since 2012.
        </p>
      </ProseSection>
    </>
  );
}
