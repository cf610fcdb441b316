import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Promise to Clients',
  title: 'Promise to Clients',
  description:
    'What we promise every client: in full, on time and safe delivery, express transit times, honest prices and a fuel levy calculated in the open.',
  path: '/promise-to-clients',
  crumbs: [{ label: 'Promise to Clients', href: '/promise-to-clients' }],
};

export const metadata = pageMetadata(page);

export default function PromiseToClientsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>In full, on time and safely</h2>
        <p>
          Our promise is simple to say and hard to keep: your freight arrives in full, on time and
          safely, every time. Here is how we keep it.
        </p>
      </ProseSection>
    </>
  );
}
