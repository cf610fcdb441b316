import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Value for Money',
  title: 'Value for Money',
  description:
    'How we keep freight costs down: full trucks, the right vehicle for every load and digital bookings, saving clients up to 25% on their transport spend.',
  path: '/promise-to-clients/value-for-money',
  crumbs: [
    { label: 'Promise to Clients', href: '/promise-to-clients' },
    { label: 'Value for Money', href: '/promise-to-clients/value-for-money' },
  ],
};

export const metadata = pageMetadata(page);

export default function ValueForMoneyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>Freight that costs less, not less freight</h2>
        <p>
          Clients who move their freight to us save up to 25% on their transport costs. The savings
          come from how we plan, load and run our trucks, never from cutting corners on safety.
        </p>
      </ProseSection>
    </>
  );
}
