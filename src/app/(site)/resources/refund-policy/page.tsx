import { ProseSection } from '@/components/content/prose-section';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Refund Policy',
  title: 'Refund Policy',
  description:
    'Our refund policy: invoices only after services are completed, final prices with no refunds on paid invoices, invoice errors fixed before payment.',
  path: '/resources/refund-policy',
  crumbs: [
    { label: 'Resources', href: '/resources/our-blog' },
    { label: 'Refund Policy', href: '/resources/refund-policy' },
  ],
};

export const metadata = pageMetadata(page);

export default function RefundPolicyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <h2>How we invoice and why paid invoices are final</h2>
        <p>
          We want every invoice to be right the first time. This policy explains when we invoice,
          what happens if something on an invoice is wrong, and why a paid invoice is not refunded.
        </p>
      </ProseSection>
    </>
  );
}
