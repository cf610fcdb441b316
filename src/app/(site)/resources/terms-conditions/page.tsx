import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/page';
import type { PageInfo } from '@/lib/page';

const page: PageInfo = {
  heading: 'Terms and Conditions',
  title: 'Terms and Conditions',
  description: `The terms and conditions of carriage, storage and handling of ${site.legalName}: payment, liability, claims, insurance, termination and governing law.`,
  path: '/resources/terms-conditions',
  crumbs: [{ label: 'Terms and Conditions', href: '/resources/terms-conditions' }],
};

export const metadata = pageMetadata(page);

export default function TermsConditionsPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <div className="prose-site mx-auto max-w-4xl px-4 py-14">
        <p>
          These terms and conditions apply to every transport, warehousing and logistics service{' '}
          {site.legalName} provides. Please read them carefully: by giving us goods to carry or
          store, you agree to them.
        </p>
      </div>
    </>
  );
}
